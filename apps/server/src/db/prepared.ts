import { LRUCache } from 'lru-cache'
import { fillPlaceholders, sql, type Placeholder, type Query, type SQL } from 'drizzle-orm'
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

/** What tells one shape of a list's statements from another: choices, never request values. */
type ShapePart = string | number | boolean | undefined | ReadonlySet<string>

/** A shape as its cache key: its parts in order (a set of filters as their names). */
function shapeKey(shape: Record<string, ShapePart>): string {
  return Object.values(shape)
    .map((part) => (typeof part === 'object' ? [...part].join(',') : String(part)))
    .join('|')
}

/**
 * Lists built on this: `build(db, shape)` makes a shape's statements with placeholders, and a
 * request (`listRequest`) brings its shape and its `values`.
 */
export function preparedLists<Shape extends Record<string, ShapePart>, Statements extends object>(
  build: (db: Database, shape: Shape) => Statements,
) {
  const cache = statementsPerShape<Statements>()
  return <Values>(db: Database, request: { shape: Shape; values: Values }) => ({
    statements: cache(db, shapeKey(request.shape), () => build(db, request.shape)),
    values: request.values,
  })
}

/**
 * A list page request as the shape of its statements and the values they take, by placeholder
 * name. The shape is the list's own choices (`choices`: role, sort, which search...), the number
 * of search words and which optional filters it has; the values are the filters under their own
 * names, the search patterns as `word0`, `word1`... (`patternPlaceholders`), `limit` and `offset`
 * (`pagePlaceholders`), and the list's own (`values`).
 */
export function listRequest<
  Choices extends Record<string, ShapePart>,
  Values extends object,
>(input: {
  choices: Choices
  filters: Record<string, unknown>
  patterns: string[]
  page: number
  pageSize: number
  values: Values
}) {
  const filters: ReadonlySet<string> = new Set(
    Object.entries(input.filters)
      .filter(([, value]) => value !== undefined)
      .map(([name]) => name),
  )
  return {
    shape: { ...input.choices, words: input.patterns.length, filters },
    values: {
      ...input.filters,
      ...Object.fromEntries(input.patterns.map((pattern, i) => [`word${i}`, pattern])),
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
      ...input.values,
    },
  }
}

/** A shape's condition on an optional filter, with the filter's placeholder, if it has one. */
export const filterOn =
  (filters: ReadonlySet<string>) =>
  (name: string, condition: (value: Placeholder) => SQL | undefined) =>
    filters.has(name) ? condition(sql.placeholder(name)) : undefined

export const patternPlaceholders = (count: number) =>
  Array.from({ length: count }, (_, i) => sql.placeholder(`word${i}`))

export const pagePlaceholders = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
}

type Prepared = PgPreparedQuery<PreparedQueryConfig>

/** The SQL and values a prepared statement runs with `values` (the benchmarks' bare server). */
export function filledQuery(statement: Prepared, values: Record<string, unknown>): Query {
  const query = statement.getQuery()
  return { sql: query.sql, params: fillPlaceholders(query.params, values) }
}

/** A page's rows and total statements as SQL and values (the benchmarks' bare server). */
export function filledPage({
  statements,
  values,
}: {
  statements: { rows: Prepared; total: Prepared }
  values: Record<string, unknown>
}) {
  return {
    rows: filledQuery(statements.rows, values),
    total: filledQuery(statements.total, values),
  }
}
