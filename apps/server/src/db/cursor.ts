import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import type { DatabaseHandle } from './client'
import { compileRowMapper } from './lists/compiled-rows'

/**
 * A query's rows read in batches through a server-side cursor, so a result of any size passes
 * through the process a batch at a time (exports, ADR 042). The query is a Drizzle select: its SQL
 * and parameters as Drizzle writes them, its rows mapped as Drizzle maps them (one level of
 * nesting, `compileRowMapper`).
 *
 * - PostgreSQL server: one connection of the pool for the whole read, a read-only transaction
 *   with a cursor that streams as it is fetched (the rows are one snapshot).
 * - PGlite: one connection for everybody, so no transaction is held open across batches; the
 *   cursor is declared `WITH HOLD` (the result is kept by the database when the statement commits)
 *   and each batch is one statement, between which other requests run.
 */
export type CursorQuery = {
  toSQL: () => { sql: string; params: unknown[] }
  prepare: (name: string) => unknown
}

type PreparedFields = {
  fields?: { path: string[]; field: unknown }[]
  joinsNotNullableMap?: Record<string, boolean>
}

/** Date, time and interval columns as the database's text: Drizzle's decoders read them. */
const TEXT_TYPES = [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]

function mapperOf(query: CursorQuery): (row: unknown[]) => unknown {
  const prepared = query.prepare(`cursor_${randomUUID()}`) as PreparedFields
  const map = prepared.fields && compileRowMapper(prepared.fields, prepared.joinsNotNullableMap)
  if (!map) throw new Error('A cursor reads flat selects or selects nested one level only')
  return map
}

type RawQuery = (text: string, params?: unknown[]) => Promise<unknown[][]>

async function* batches<Row>(
  run: RawQuery,
  query: CursorQuery,
  map: (row: unknown[]) => Row,
  options: { size: number; hold: boolean },
): AsyncGenerator<Row[]> {
  const { sql, params } = query.toSQL()
  const name = `export_${randomUUID().replaceAll('-', '')}`
  await run(
    `declare ${name} no scroll cursor${options.hold ? ' with hold' : ''} for ${sql}`,
    params,
  )
  try {
    for (;;) {
      const rows = await run(`fetch ${options.size} from ${name}`)
      if (rows.length > 0) yield rows.map(map)
      if (rows.length < options.size) return
    }
  } finally {
    await run(`close ${name}`).catch(() => undefined)
  }
}

type PgliteClient = {
  query: (
    text: string,
    params?: unknown[],
    options?: { rowMode: 'array'; parsers: Record<number, (value: string) => unknown> },
  ) => Promise<{ rows: unknown[][] }>
}

const asText = Object.fromEntries(TEXT_TYPES.map((type) => [type, (value: string) => value]))

/** The rows of `query` in batches of `size`, mapped as Drizzle maps them. */
export async function* readInBatches<Row>(
  handle: DatabaseHandle,
  query: CursorQuery,
  size = 1000,
): AsyncGenerator<Row[]> {
  const client = (handle.db as unknown as { $client: unknown }).$client
  if (handle.kind === 'pglite') {
    const pglite = client as PgliteClient
    const run: RawQuery = async (text, params = []) =>
      (await pglite.query(text, params, { rowMode: 'array', parsers: asText })).rows
    yield* batches(run, query, mapperOf(query) as (row: unknown[]) => Row, { size, hold: true })
    return
  }
  const { default: driver } = await import('pg')
  const connection = await (client as pg.Pool).connect()
  const types = {
    getTypeParser: (id: number): ((value: string) => unknown) =>
      TEXT_TYPES.includes(id)
        ? (value: string) => value
        : (driver.types.getTypeParser as (id: number) => (value: string) => unknown)(id),
  }
  const run: RawQuery = async (text, params = []) =>
    (await connection.query({ text, values: params, rowMode: 'array', types })).rows as unknown[][]
  let failed = false
  try {
    await connection.query('begin read only')
    yield* batches(run, query, mapperOf(query) as (row: unknown[]) => Row, { size, hold: false })
    await connection.query('commit')
  } catch (error) {
    failed = true
    await connection.query('rollback').catch(() => undefined)
    throw error
  } finally {
    // A generator left early (the consumer stopped) ends here without commit: roll back.
    if (!failed) await connection.query('rollback').catch(() => undefined)
    connection.release()
  }
}
