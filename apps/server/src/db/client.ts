import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'
import * as schema from './schema'
import { startEmbedded, type EmbeddedDatabase } from './embedded'
import { PgliteThread, type PgliteThreadOptions } from './pglite-remote'

/**
 * One PostgreSQL dialect, two engines: embedded PGlite (default, data under DATA_DIR/db, running
 * on a thread of its own: ADR 020) or a PostgreSQL server (DATABASE_URL). Code above this file
 * sees only `Database`. Each engine's driver is imported when that engine is opened, so a process
 * loads only the one it uses (ADR 012).
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Answers when the database answers a query. */
  ping: () => Promise<void>
  close: () => Promise<void>
  /** Embedded database only: its data directory as a tar file (tests start copies from it). */
  dumpDataDir?: () => Promise<Blob>
  /**
   * Embedded database only: settles with the reason if its thread stops for good after it started
   * (ADR 020). Nothing in this process can use the database again then.
   */
  lost?: Promise<Error>
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
 * Sees every statement Drizzle sends, before it is sent (tests compare the statements of two
 * requests; production never sets it).
 */
export type QueryWatcher = (query: string) => void

const drizzleLogger = (watch: QueryWatcher | undefined) =>
  watch
    ? {
        logger: {
          logQuery: (query: string) => {
            watch(query)
          },
        },
      }
    : {}

/** A handle on PostgreSQL running on its thread (ADR 020), through Drizzle's PGlite driver. */
async function pgliteHandle(thread: PgliteThread, watch?: QueryWatcher): Promise<DatabaseHandle> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite')
  // Drizzle's PGlite driver calls `query` and `transaction`, which the thread's client answers.
  const db = drizzlePglite({
    client: thread as unknown as PGlite,
    schema,
    ...drizzleLogger(watch),
  }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await thread.query('select 1')
    },
    close: () => thread.close(),
    dumpDataDir: () => thread.dumpDataDir('none'),
    lost: thread.lost,
  }
}

/** An embedded database without a data directory lock: tests, the build's template, benchmarks. */
export async function openPglite(
  options: PgliteThreadOptions,
  watch?: QueryWatcher,
): Promise<DatabaseHandle> {
  const thread = new PgliteThread(options)
  try {
    const handle = await pgliteHandle(thread, watch)
    await thread.waitReady
    return handle
  } catch (error) {
    await thread.close()
    throw error
  }
}

export async function openPostgres(
  connectionString: string,
  watch?: QueryWatcher,
): Promise<DatabaseHandle> {
  const [{ default: driver }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ])
  const pool = new driver.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  const db = drizzlePostgres({
    client: pool,
    schema,
    ...drizzleLogger(watch),
  }) as unknown as Database
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
 * settling when the database answers (or failed to open). Embedded PostgreSQL takes a few hundred
 * milliseconds to start on its thread, while the server builds its app (nothing queries before
 * `ready`; queries would wait for it). `embedded` is the embedded database the server started
 * before it loaded this (ADR 020). A PostgreSQL server is connected to before this answers.
 */
export async function startDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  log: Log,
  embedded?: EmbeddedDatabase,
): Promise<{ database: DatabaseHandle; ready: Promise<void> }> {
  if (config.databaseUrl)
    return { database: await openPostgres(config.databaseUrl), ready: Promise.resolve() }
  const started = embedded ?? startEmbedded(config.dataDir, log)
  try {
    const handle = await pgliteHandle(started.thread)
    return { database: { ...handle, close: started.close }, ready: started.thread.waitReady }
  } catch (error) {
    await started.close()
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
