import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { check } from 'drizzle-orm/pg-core'

/**
 * The database's check that a text column holds one of a tuple's values, written from the tuple
 * the column's type comes from (the contract's, for a value a caller sees): the TypeScript type,
 * the schema and the database's CHECK then have one source. The migration that adds a value to
 * the tuple replaces the check (`apps/server/test/foundation/enum-checks.test.ts` holds them
 * equal after migrating).
 */
export function oneOf(name: string, column: AnyColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${listOf(values)})`)
}

/** The values as SQL string literals, comma-separated. */
function listOf(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql`, `,
  )
}

/**
 * A rank of a text column in the order of a tuple's values, starting at 1 (a value not in the
 * tuple: null), for sorting by a scale such as urgency.
 */
export function rankIn(column: AnyColumn, values: readonly string[]): SQL<number> {
  return sql<number>`case ${column} ${sql.join(
    values.map((value, index) =>
      sql.raw(`when '${value.replaceAll("'", "''")}' then ${index + 1}`),
    ),
    sql` `,
  )} end`
}
