// @ts-check
// The embedded PostgreSQL's own thread (ADR 020). PGlite runs PostgreSQL as WebAssembly on the thread
// that calls it; here that is this worker, so PostgreSQL's start and its queries no longer take turns
// with the server's JavaScript on the main thread. `pglite-remote.ts` is the other end: it sends
// `query`, `begin`, `end`, `dump` and `close` requests and gets one answer per request.
//
// Plain JavaScript on purpose: a worker thread runs a file as Node.js finds it, in the built server
// (dist/) and in the sources (tests, `tsx`) alike. It imports nothing but PGlite and Node.js.
import v8 from 'node:v8'
import { parentPort, workerData } from 'node:worker_threads'

// V8 compiles PostgreSQL's WebAssembly quickly first, then recompiles its hot functions with the
// optimising compiler on background threads, by default as many at once as it likes. At a start
// that recompilation competed with PostgreSQL's own start and the app's for the cores; one task
// at a time reaches the same optimised code, later (ADR 020 has the figures). Set before PGlite's module is compiled; the server runs no other WebAssembly.
v8.setFlagsFromString('--wasm-num-compilation-tasks=1')
const { PGlite } = await import('@electric-sql/pglite')

if (!parentPort) throw new Error('pglite-thread.mjs runs as a worker thread')
const port = parentPort

/** @type {{ dataDir?: string, loadDataDir?: Uint8Array, sharedBuffers?: string }} */
const options = workerData
const db = new PGlite({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  ...(options.sharedBuffers
    ? {
        startParams: [
          ...PGlite.defaultStartParams,
          '-c',
          `shared_buffers=${options.sharedBuffers}`,
        ],
      }
    : {}),
})

/** The open transactions by id: their PGlite transaction and how to end them. */
const transactions = new Map()
const ROLLBACK = Symbol('rollback')
const keepText = (/** @type {string} */ value) => value

/** A PostgreSQL error crosses the thread as its fields (code, constraint, detail, ...). */
function describe(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  /** @type {Record<string, unknown>} */
  const fields = {}
  for (const [key, value] of Object.entries(error))
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value
  return { ...fields, name: error.name, message: error.message }
}

/** Query options without functions: the types the caller parses itself stay text here. */
const textParsers = new Map()
function queryOptions(/** @type {{ rowMode?: 'array' | 'object', textTypes?: number[] }} */ given) {
  if (!given.textTypes?.length) return given.rowMode ? { rowMode: given.rowMode } : {}
  const key = given.textTypes.join(',')
  let parsers = textParsers.get(key)
  if (!parsers) {
    parsers = Object.fromEntries(given.textTypes.map((type) => [type, keepText]))
    textParsers.set(key, parsers)
  }
  return { ...(given.rowMode ? { rowMode: given.rowMode } : {}), parsers }
}

/** Opens a transaction and keeps it open, on PGlite's own connection, until `end` decides it. */
function begin(/** @type {number} */ id) {
  return new Promise((opened, failed) => {
    /** @type {(commit: boolean) => void} */
    let end = () => undefined
    const decided = new Promise((resolve) => {
      end = resolve
    })
    const outcome = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, outcome })
        opened(null)
        if (!(await decided)) throw ROLLBACK
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error
      })
    outcome.catch(failed) // before it opened: why it did not; after: `end` answers it
  })
}

async function handle(/** @type {any} */ request) {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx
      if (!target) throw new Error('the transaction has ended')
      const result = await target.query(request.sql, request.params, queryOptions(request.options))
      return {
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
        ...(result.command === undefined ? {} : { command: result.command }),
        ...(result.rowCount === undefined ? {} : { rowCount: result.rowCount }),
      }
    }
    case 'begin':
      await begin(request.id)
      return request.id // the transaction's id in `query` and `end`
    case 'end': {
      const entry = transactions.get(request.tx)
      if (!entry) throw new Error('the transaction has ended')
      entry.end(request.commit)
      try {
        await entry.outcome
      } finally {
        transactions.delete(request.tx)
      }
      return null
    }
    case 'dump': {
      const blob = await db.dumpDataDir(request.compression)
      return await blob.arrayBuffer()
    }
    case 'close':
      await db.close()
      return null
    default:
      throw new Error(`unknown request ${String(request.op)}`)
  }
}

port.on('message', (/** @type {any} */ request) => {
  handle(request).then(
    (result) => {
      port.postMessage({ id: request.id, result }, result instanceof ArrayBuffer ? [result] : [])
    },
    (error) => {
      port.postMessage({ id: request.id, error: describe(error) })
    },
  )
})

db.waitReady.then(
  () => {
    port.postMessage({ ready: true })
  },
  (error) => {
    port.postMessage({ ready: false, error: describe(error) })
  },
)
