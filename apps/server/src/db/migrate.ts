import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { serverRoot } from '../config'
import type { DatabaseHandle } from './client'

export const migrationsFolder = path.join(serverRoot, 'drizzle')

// Any constant works; it only has to be the same for every instance of this application.
const MIGRATION_LOCK_KEY = 7_310_452_001

/**
 * Applies the pending SQL migrations, forward-only; applied ones are recorded and skipped, so
 * running it again is a no-op. On a PostgreSQL server several instances may start at once: an
 * advisory lock lets one migrate while the others wait.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`)
    await migratePostgres(tx as unknown as NodePgDatabase, { migrationsFolder })
  })
}
