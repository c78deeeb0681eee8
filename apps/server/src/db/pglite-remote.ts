import { Worker } from 'node:worker_threads'

/**
 * The embedded PostgreSQL on a thread of its own (ADR 020). PGlite runs PostgreSQL as WebAssembly on
 * the thread that calls it; on the main thread its start took turns with building the app, and under
 * load every query's work took turns with the requests' JavaScript. `PgliteThread` starts PGlite in
 * a worker thread (`pglite-thread.mjs`) and offers the part of PGlite's client that Drizzle's PGlite
 * driver calls: `query` and `transaction`, with the same rules (one connection: a query outside an
 * open transaction waits for it), plus `dumpDataDir` and `close`. Rows, parameters and errors are
 * copied between the threads (structured clone), as a PostgreSQL server's driver copies them from a
 * socket.
 */

type Parser = (value: string, typeId?: number) => unknown
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, Parser> }
type Field = { name: string; dataTypeID: number }
export type Results = {
  rows: unknown[]
  fields: Field[]
  affectedRows?: number
  command?: string
  rowCount?: number
}

/** What Drizzle's PGlite session calls on a client and on a transaction. */
export type PgliteQueries = {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>
}

export type PgliteThreadOptions = {
  dataDir?: string
  /** A data directory dumped by `dumpDataDir` (a tar file's bytes) to start from. */
  loadDataDir?: Uint8Array
  /** PostgreSQL's `shared_buffers`; PGlite's default (128MB) when absent. */
  sharedBuffers?: string
}

type Request =
  | { op: 'query'; sql: string; params: unknown[]; options: WireOptions; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' }
type WireOptions = { rowMode?: 'array' | 'object'; textTypes?: number[] }
type WireError = { name: string; message: string; [field: string]: unknown }
type Answer =
  | { ready: true }
  | { ready: false; error: WireError }
  | { id: number; result: unknown }
  | { id: number; error: WireError }

const threadFile = new URL('./pglite-thread.mjs', import.meta.url)

/**
 * A PostgreSQL error from the other thread, with its fields (`code`, `constraint`, `detail`, ...)
 * as PGlite's `DatabaseError` has them, and the stack of the call that made it on this thread.
 */
function rebuild(wire: WireError): Error {
  const { name, message, ...fields } = wire
  const error = Object.assign(new Error(message), fields)
  error.name = name
  return error
}

/** The types a caller parses itself (Drizzle keeps dates and intervals as text): the list is sent. */
const textTypesOf = new WeakMap<Record<number, Parser>, number[]>()
function wireOptions(options: QueryOptions | undefined): WireOptions {
  if (!options) return {}
  const { rowMode, parsers } = options
  if (!parsers) return rowMode ? { rowMode } : {}
  let textTypes = textTypesOf.get(parsers)
  if (!textTypes) {
    textTypes = Object.keys(parsers).map(Number)
    textTypesOf.set(parsers, textTypes)
  }
  return { ...(rowMode ? { rowMode } : {}), textTypes }
}

/** Runs the caller's parsers on the columns it sent as text, in place. */
function applyParsers(result: Results, options: QueryOptions | undefined) {
  const parsers = options?.parsers
  if (!parsers) return
  const arrays = options.rowMode === 'array'
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID]
    if (!parse) return
    const key = arrays ? index : field.name
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key]
      if (typeof value === 'string') row[key] = parse(value, field.dataTypeID)
    }
  })
}

export class PgliteThread implements PgliteQueries {
  /** Settles when PostgreSQL answers queries, or rejects with why it did not start. */
  readonly waitReady: Promise<void>
  /**
   * Settles with the reason when the thread stopped for good after it had started (its
   * PostgreSQL can no longer answer); never when it is closed.
   */
  readonly lost: Promise<Error>
  private readonly worker: Worker
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >()
  private nextId = 1
  private starting = true
  private failure: Error | undefined
  private closing = false
  private ready = false
  private onLost: (error: Error) => void = () => undefined

  constructor(options: PgliteThreadOptions) {
    this.worker = new Worker(threadFile, { workerData: options })
    let started: () => void
    let notStarted: (error: Error) => void
    this.lost = new Promise<Error>((resolve) => {
      this.onLost = resolve
    })
    this.waitReady = new Promise<void>((resolve, reject) => {
      started = resolve
      notStarted = reject
    })
    this.waitReady.catch(() => undefined) // the caller awaits it; a failure must not turn unhandled
    this.worker.on('message', (answer: Answer) => {
      if ('ready' in answer) {
        this.starting = false
        this.keepAliveWhileBusy()
        this.ready = answer.ready
        if (answer.ready) started()
        else this.fail(rebuild(answer.error), notStarted)
        return
      }
      const waiting = this.pending.get(answer.id)
      if (!waiting) return
      this.pending.delete(answer.id)
      this.keepAliveWhileBusy()
      if ('error' in answer) waiting.reject(rebuild(answer.error))
      else waiting.resolve(answer.result)
    })
    this.worker.on('error', (error) => {
      this.fail(error, notStarted)
    })
    this.worker.on('exit', (code) => {
      if (!this.closing)
        this.fail(
          new Error(`the embedded database's thread stopped (exit code ${code})`),
          notStarted,
        )
    })
  }

  query(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
    return this.queryIn(undefined, sql, params, options)
  }

  /**
   * Runs `body` in a transaction: it commits when `body` answers and rolls back when it throws.
   * Queries outside it wait until it ends, as on PGlite's one connection.
   */
  async transaction<T>(body: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const id = (await this.request({ op: 'begin' })) as number
    const tx: PgliteQueries = {
      query: (sql, params = [], options) => this.queryIn(id, sql, params, options),
    }
    let result: T
    try {
      result = await body(tx)
    } catch (error) {
      await this.request({ op: 'end', tx: id, commit: false }).catch(() => undefined)
      throw error
    }
    await this.request({ op: 'end', tx: id, commit: true })
    return result
  }

  /** The data directory as a tar file (`loadDataDir` starts another database from it). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    const bytes = (await this.request({ op: 'dump', compression })) as ArrayBuffer
    return new Blob([bytes])
  }

  async close(): Promise<void> {
    if (this.closing) return
    try {
      if (!this.failure) await this.request({ op: 'close' })
    } finally {
      this.closing = true
      await this.worker.terminate()
    }
  }

  private async queryIn(
    tx: number | undefined,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results> {
    const result = (await this.request({
      op: 'query',
      sql,
      params,
      options: wireOptions(options),
      ...(tx === undefined ? {} : { tx }),
    })) as Results
    applyParsers(result, options)
    return result
  }

  private request(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure)
    if (this.closing) return Promise.reject(new Error('the embedded database is closed'))
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.keepAliveWhileBusy()
      this.worker.postMessage({ ...request, id })
    })
  }

  /** The thread keeps the process alive only while it starts or a request waits for it. */
  private keepAliveWhileBusy() {
    if (this.starting || this.pending.size > 0) this.worker.ref()
    else this.worker.unref()
  }

  private fail(error: Error, notStarted: (error: Error) => void) {
    this.failure ??= error
    if (this.ready) this.onLost(this.failure)
    this.starting = false
    notStarted(error)
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
    this.keepAliveWhileBusy()
  }
}
