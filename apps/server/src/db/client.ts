import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import * as schema from './schema'
import { acquireDataDirLock } from './data-dir-lock'
import { seedFromTemplate } from './template'

/**
 * One PostgreSQL dialect, two engines: embedded PGlite (default, data under DATA_DIR/db) or a
 * PostgreSQL server (DATABASE_URL). Code above this file sees only `Database`. Each engine's driver
 * is imported when that engine is opened, so a process loads only the one it uses (ADR 012).
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Answers when the database answers a query. */
  ping: () => Promise<void>
  close: () => Promise<void>
  /**
   * PostgreSQL server only: LISTEN on a channel over a dedicated connection that reconnects by
   * itself (`onReconnect` runs after a reconnection, when notifications may have been missed).
   * PGlite is one process, so nothing there needs telling. Returns a function that stops listening.
   */
  listen?: (
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect: () => void,
  ) => Promise<() => Promise<void>>
}

type Log = { warn: (object: object, message: string) => void }

/**
 * PGlite runs PostgreSQL inside this process, so its buffer cache is this process's memory, and
 * PostgreSQL's default (128 MB) is touched at start. The embedded server uses 64 MB (ADR 012):
 * about 40 MB less at every start, and the database files stay cached by the operating system.
 */
export const EMBEDDED_SHARED_BUFFERS = '64MB'

type PgliteOptions = {
  dataDir?: string
  loadDataDir?: Blob
  /** PostgreSQL's `shared_buffers`; PGlite's default (128MB) when absent. */
  sharedBuffers?: string
}

/**
 * Starts PGlite and answers at once with a handle whose queries wait until PostgreSQL is ready
 * (PGlite queues them), and `ready`, which settles when it is (or failed to start). The server
 * builds the app meanwhile (ADR 012).
 */
async function startPglite(
  options: PgliteOptions,
): Promise<{ handle: DatabaseHandle; ready: Promise<void> }> {
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ])
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
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
  const db = drizzlePglite({ client, schema }) as unknown as Database
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
  return { handle, ready: client.waitReady }
}

export async function openPglite(options: PgliteOptions): Promise<DatabaseHandle> {
  const { handle, ready } = await startPglite(options)
  await ready
  return handle
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const [{ default: driver }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ])
  const pool = new driver.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
    listen: (channel, onMessage, onReconnect) =>
      listenPostgres(driver, connectionString, channel, onMessage, onReconnect),
  }
  await handle.ping()
  return handle
}

/** Opens the configured database; for PGlite it locks the data directory first. */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  log: Log,
): Promise<DatabaseHandle> {
  const { database, ready } = await startDatabase(config, log)
  await ready
  return database
}

/**
 * `openDatabase` for the server's start: answers as soon as the handle exists, with `ready`
 * settling when the database answers (or failed to open). Embedded PostgreSQL takes ~0.6 s to
 * start, during which the server builds its app (nothing queries before `ready`; queries would
 * wait for it). A PostgreSQL server is connected to before this answers, as before.
 */
export async function startDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  log: Log,
): Promise<{ database: DatabaseHandle; ready: Promise<void> }> {
  if (config.databaseUrl)
    return { database: await openPostgres(config.databaseUrl), ready: Promise.resolve() }
  const lock = acquireDataDirLock(config.dataDir, (owner) => {
    log.warn(
      { stalePid: owner?.pid },
      'removed a stale data directory lock left by a server that did not stop cleanly',
    )
  })
  try {
    const dbDir = path.join(config.dataDir, 'db')
    // A new data directory starts from the empty database prepared at build time, when there is
    // one that fits (ADR 012); otherwise PGlite creates the cluster here, as it always did.
    seedFromTemplate(dbDir)
    fs.mkdirSync(dbDir, { recursive: true })
    const { handle, ready } = await startPglite({
      dataDir: dbDir,
      sharedBuffers: EMBEDDED_SHARED_BUFFERS,
    })
    return {
      database: {
        ...handle,
        close: async () => {
          try {
            await handle.close()
          } finally {
            lock.release()
          }
        },
      },
      ready: ready.catch((error: unknown) => {
        lock.release()
        throw error
      }),
    }
  } catch (error) {
    lock.release()
    throw error
  }
}

async function listenPostgres(
  driver: typeof pg,
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`)
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined

  const connect = async (isReconnect: boolean) => {
    const next = new driver.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload)
    })
    const scheduleReconnect = () => {
      if (stopped || retry || client !== next) return
      client = undefined
      retry = setTimeout(() => {
        retry = undefined
        connect(true).catch(scheduleReconnectLater)
      }, 1000)
      retry.unref()
    }
    next.on('error', scheduleReconnect)
    next.on('end', scheduleReconnect)
    client = next
    await next.connect()
    await next.query(`LISTEN ${channel}`)
    if (isReconnect) onReconnect()
  }
  const scheduleReconnectLater = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect(true).catch(scheduleReconnectLater)
    }, 1000)
    retry.unref()
  }
  await connect(false)
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    const current = client
    client = undefined
    await current?.end().catch(() => undefined)
  }
}
