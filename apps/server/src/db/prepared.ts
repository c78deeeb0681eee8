import { LRUCache } from 'lru-cache'
import { fillPlaceholders, type Query } from 'drizzle-orm'
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core'
import type { Database } from './client'

/**
 * Statements built once per shape and run with each request's values.
 *
 * Building a drizzle query (its column list, joins, scope and search conditions) and rendering
 * it to SQL costs 0.1-0.3 ms of CPU per statement: on a list page whose SQL reads an index in a
 * millisecond, that was a third of the server's work (bench/README.md, clinical lists). Pages of
 * one list differ in their values, and in their shape only through a few choices (which filters,
 * which search, which sort, the caller's scope). So a list builds its statements for a shape,
 * with `sql.placeholder(name)` where a value goes, prepares them, and keeps them here; each
 * request passes its values (`execute(values)`).
 *
 * Prepared without a name: the driver sends the SQL each time and PostgreSQL plans it with the
 * request's values. A named statement would let PostgreSQL switch to a generic plan, and a generic
 * plan of `like $1` cannot use the prefix search's index.
 *
 * Statements belong to the database handle they were built on (tests and benchmarks open
 * several); at most `max` shapes per handle are kept, least recently used first out.
 */
export function statementsPerShape<T extends object>(max = 256) {
  const byDatabase = new WeakMap<Database, LRUCache<string, T>>()
  return (db: Database, shape: string, build: () => T): T => {
    let cache = byDatabase.get(db)
    if (!cache) {
      cache = new LRUCache<string, T>({ max })
      byDatabase.set(db, cache)
    }
    let statements = cache.get(shape)
    if (!statements) {
      statements = build()
      cache.set(shape, statements)
    }
    return statements
  }
}

/** Prepared, unnamed (see above). */
export const unnamed = ''

/** The SQL and values a prepared statement runs with `values` (the benchmarks' bare server). */
export function filledQuery(
  statement: PgPreparedQuery<PreparedQueryConfig>,
  values: Record<string, unknown>,
): Query {
  const query = statement.getQuery()
  return { sql: query.sql, params: fillPlaceholders(query.params, values) }
}
