import type { SQL } from 'drizzle-orm'
import type { Database } from './client'

/**
 * Rows of a raw SQL statement (`sql` template, parameters bound). Both engines answer
 * `{ rows }`, but Drizzle's shared PostgreSQL type cannot say so; this is the one place that does.
 */
export async function executeRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: Row[] }).rows
}
