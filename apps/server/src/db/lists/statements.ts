import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { entityKind, fillPlaceholders, Placeholder, sql, type Query, type SQL } from 'drizzle-orm'
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core'
import type { Database } from '../client'
import type { PrefixRange } from '../czech-text'

/**
 * Statements built once per shape and run with each request's values (README.md in this folder).
 *
 * Building a drizzle query (its column list, joins, scope and search conditions) and rendering
 * it to SQL costs CPU on every request: on a list page whose SQL reads an index, a large share of
 * the server's work (bench/README.md, clinical lists). Pages of
 * one list differ in their values, and in their shape only through a few choices (which filters,
 * which search, which sort, the caller's scope). So a list builds its statements for a shape,
 * with `sql.placeholder(name)` where a value goes, prepares them, and keeps them here; each
 * request passes its values (`execute(values)`).
 *
 * Prepared with a name (`statementName`): each connection of the pool parses a statement once,
 * and after a few executions PostgreSQL keeps a generic plan for it when that plan costs no more
 * than planning for each request's values, so a page is no longer parsed and planned every time
 * (ADR 028). Their conditions are written for that: a prefix search is a range of its index
 * (`prefixRange`), never a `LIKE` with a parameter, whose generic plan cannot read an index.
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
      everyCache.add(new WeakRef(cache))
    }
    let statements = cache.get(shape)
    if (!statements) {
      statements = build()
      cache.set(shape, statements)
    }
    return statements
  }
}

/** Every statements cache built in this process, for the admin's refresh (ADR 043). */
const everyCache = new Set<WeakRef<{ readonly size: number; clear: () => void }>>()

/**
 * The list statements built in this process, as one named cache: emptied, each list builds its
 * statements again on its next page (the database keeps their plans per connection).
 */
export const listStatementsCache = {
  entries(): number {
    let entries = 0
    for (const ref of everyCache) {
      const cache = ref.deref()
      if (cache) entries += cache.size
      else everyCache.delete(ref)
    }
    return entries
  },
  clear(): void {
    for (const ref of everyCache) {
      const cache = ref.deref()
      if (cache) cache.clear()
      else everyCache.delete(ref)
    }
  },
}

/**
 * Names for statements, derived from their SQL: the same text always gets the same name and two
 * texts never share one (a connection keeps each name it has prepared, and PostgreSQL refuses a
 * second text under a known name). A name lives as long as the connection that prepared it, so at
 * most `max` texts are named in a process; any text after them is prepared unnamed, and planned
 * for each execution as before. The lists' common shapes come first, and whatever shapes a caller
 * makes up cannot fill the database's memory with statements.
 */
export function statementNames(max: number) {
  const names = new Map<string, string>()
  return (query: { toSQL: () => { sql: string } }): string => {
    const text = query.toSQL().sql
    let name = names.get(text)
    if (name === undefined) {
      if (names.size >= max) return ''
      // Within PostgreSQL's 63 characters; 192 bits of SHA-256.
      name = `k_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`
      names.set(text, name)
    }
    return name
  }
}

/** The name a statement is prepared under (`statementNames`), or `''` when none is left. */
export const statementName = statementNames(256)

/** What tells one shape of a list's statements from another: choices, never request values. */
type ShapePart = string | number | boolean | undefined | ReadonlySet<string>

/** A shape as its cache key: its parts in order (a set of filters as their names). */
function shapeKey(shape: Record<string, ShapePart>): string {
  return Object.values(shape)
    .map((part) => (typeof part === 'object' ? [...part].join(',') : String(part)))
    .join('|')
}

/**
 * Lists built on this: `build(db, shape)` makes a shape's statements with placeholders (named by
 * `placeholders`), and a request (`listRequest`) brings its shape and its `values`.
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

/** The placeholders of a search's prefix ranges: `word0`/`word0to`, `word1`/`word1to`... */
export type WordName = `word${number}` | `word${number}to`

/** The placeholders of a page's bounds (`pageBounds`). */
export type PageValues = { limit: number; offset: number; last: number }

/** The values every list request brings besides its own: its search words and its page. */
type EngineValues = Record<WordName, string> & PageValues

/**
 * The placeholder names of a list's statements, typed by the values its requests bring
 * (`listRequest(...).values`, or the object of values a statement is executed with): `value(name)`
 * is `sql.placeholder(name)` and `unseen(name, type)` is `unseenByPlanner(name, type)`, and a name
 * that is none of the values' keys fails the type check instead of failing when the statement
 * runs without its value.
 */
export function placeholders<Values extends object>() {
  type Name = keyof Values & string
  return {
    value: <N extends Name>(name: N) => sql.placeholder(name),
    unseen: (name: Name, type: 'text' | 'bigint') => unseenByPlanner(name, type),
  }
}

/** The placeholders the engine itself names: search words and page bounds. */
const enginePlaceholder = placeholders<EngineValues>()

/**
 * A list page request as the shape of its statements and the values they take, by placeholder
 * name. The shape is the list's own choices (`choices`: role, sort, which search...), the number
 * of search words and which optional filters it has; the values are the filters under their own
 * names, the search words' prefix ranges as `word0`/`word0to`, `word1`/`word1to`...
 * (`prefixPlaceholders`), `limit`, `offset` and `last` (`pageBounds`), and the list's own
 * (`values`). A list names its placeholders with `placeholders<typeof request.values>()`.
 */
export function listRequest<
  Choices extends Record<string, ShapePart>,
  Filters extends Record<string, unknown>,
  Values extends object,
>(input: {
  choices: Choices
  filters: Filters
  prefixes: { from: string; to: string }[]
  page: number
  pageSize: number
  values: Values
}) {
  const filters = new Set<Extract<keyof Filters, string>>()
  for (const name in input.filters) if (input.filters[name] !== undefined) filters.add(name)
  const words: Record<WordName, string> = {}
  for (const [i, range] of input.prefixes.entries()) {
    words[`word${i}`] = range.from
    words[`word${i}to`] = range.to
  }
  const page: PageValues = {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
    last: input.page * input.pageSize - 1,
  }
  return {
    shape: {
      ...input.choices,
      words: input.prefixes.length,
      filters,
      pageSize: pageSizesInText.has(input.pageSize) ? input.pageSize : undefined,
      firstPage: input.page === 1,
    },
    values: { ...input.filters, ...words, ...page, ...input.values },
  }
}

/**
 * A shape's condition on an optional filter, with the filter's placeholder, if it has one. The
 * filter's name is one of the request's filters (`listRequest`), checked by the type check.
 */
export const filterOn =
  <Name extends string>(filters: ReadonlySet<Name>) =>
  (name: Name, condition: (value: Placeholder<Name>) => SQL | undefined) =>
    filters.has(name) ? condition(sql.placeholder(name)) : undefined

/**
 * A placeholder whose value the planner does not see: `(select $n::type)`, a one-row subquery
 * PostgreSQL runs first (an InitPlan) and whose result an index scan takes as its bound when the
 * statement runs. Planning for a request's values then gives the generic plan's estimate and cost,
 * so after a statement's first five executions PostgreSQL keeps the generic plan instead of
 * planning each request again: with a plain `$n`, it knows a birth-number prefix's range holds two
 * rows where the generic plan must assume 0.5 % of the table, finds its own plan cheaper by the
 * estimate and plans every request anew, where planning costs more than executing (ADR 028). For
 * values that only bound a search's range, where knowing them does not make a better plan; not
 * for a page's offset (`pageBounds`). Lists call it through `placeholders(...).unseen`.
 */
function unseenByPlanner(name: string, type: 'text' | 'bigint'): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`
}

/**
 * A search's prefix ranges (`word0`/`word0to`...) as plain placeholders. Hidden from the planner,
 * a name search's bounds made no difference to its plans or its rate (ADR 028): PostgreSQL keeps
 * its generic plan either way, so they stay values it sees.
 */
export const prefixPlaceholders = (count: number): PrefixRange[] =>
  Array.from({ length: count }, (_, i) => ({
    from: enginePlaceholder.value(`word${i}`),
    to: enginePlaceholder.value(`word${i}to`),
  }))

/**
 * The page sizes the app's own screens ask for. A statement for one of them has its size in its
 * text, and the first page (the one most asked for) no `offset`: PostgreSQL estimates a `limit $n`
 * or an `offset $n` as a tenth of the rows, so a statement with either cannot keep a generic plan
 * where a sort meets a limit, and is planned for every request (on the referral inbox, planning
 * then costs more than executing). Any other size and any later page take placeholders, so a
 * caller's made-up sizes add no statements.
 */
const pageSizesInText: ReadonlySet<number> = new Set([5, 10, 20, 25, 50, 100])

/**
 * `n` in a statement's text, for `.limit()` and `.offset()`, whose types take a number, which the
 * dialect makes a parameter, or a placeholder. This one is a placeholder that drizzle writes as
 * text: it carries the kind drizzle gives a piece of SQL text (`StringChunk`, with its `value`),
 * which the dialect looks for before placeholders, so it is never filled with a value.
 * statements.test.ts holds drizzle to writing it into the text.
 */
class InText extends Placeholder {
  readonly value: string[]
  constructor(n: number) {
    super(`inText${n}`)
    this.value = [String(n)]
  }
}

// The kind is a static member keyed by a symbol, which a class body cannot mark as overriding.
Object.defineProperty(InText, entityKind, { value: 'StringChunk' })

/** `n` in a statement's text, for `.limit()` and `.offset()` (`InText`). */
export const inText = (n: number): Placeholder => new InText(n)

/**
 * A page's size (`limit`), its first row's position (`offset`) and its last row's (`last`, zero-based
 * as `offset` is) for a statement of this shape: in its text where the shape fixes them
 * (`pageSizesInText`), placeholders otherwise.
 *
 * A later page's `offset` stays a value PostgreSQL sees, although it then plans each such page for
 * its values: a generic plan must take an unknown offset for a tenth of the rows, and for the
 * platform's whole referral list (an admin's) that plan sorts every referral, where a plan for
 * `offset 20` walks the index (ADR 028).
 */
export function pageBounds(shape: { pageSize: number | undefined; firstPage: boolean }) {
  const { pageSize, firstPage } = shape
  const named = enginePlaceholder.value
  return {
    limit: pageSize === undefined ? named('limit') : inText(pageSize),
    // 0 writes no `offset` at all.
    offset: firstPage ? 0 : named('offset'),
    last: firstPage && pageSize !== undefined ? inText(pageSize - 1) : named('last'),
  }
}

type Prepared = PgPreparedQuery<PreparedQueryConfig>

/**
 * The name, SQL and values a prepared statement runs with `values` (the benchmarks' bare server
 * prepares the same statements under the same names).
 */
export function filledQuery(
  statement: Prepared,
  values: Record<string, unknown>,
): Query & { name: string } {
  const query = statement.getQuery()
  return {
    name: statementName({ toSQL: () => query }),
    sql: query.sql,
    params: fillPlaceholders(query.params, values),
  }
}

/**
 * A page's statement (its rows, each with the total, without the audit row) and its count alone,
 * as SQL and values (the benchmarks' bare server).
 */
export function filledPage({
  statements,
  values,
}: {
  statements: { page: Prepared; total: Prepared }
  values: Record<string, unknown>
}) {
  return {
    page: filledQuery(statements.page, values),
    total: filledQuery(statements.total, values),
  }
}
