import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'
import { acquireDataDirLock } from './data-dir-lock'

/**
 * One PostgreSQL dialect, two engines: embedded PGlite (default, data under DATA_DIR/db) or a
 * PostgreSQL server (DATABASE_URL). Code above this file sees only `Database`.
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

export async function openPglite(options: {
  dataDir?: string
  loadDataDir?: Blob
}): Promise<DatabaseHandle> {
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  await client.waitReady
  const db = drizzlePglite({ client, schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 })
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
      listenPostgres(connectionString, channel, onMessage, onReconnect),
  }
  await handle.ping()
  return handle
}

/** Opens the configured database; for PGlite it locks the data directory first. */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  log: Log,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl)
  const lock = acquireDataDirLock(config.dataDir, (owner) => {
    log.warn(
      { stalePid: owner?.pid },
      'removed a stale data directory lock left by a server that did not stop cleanly',
    )
  })
  try {
    const dbDir = path.join(config.dataDir, 'db')
    fs.mkdirSync(dbDir, { recursive: true })
    const handle = await openPglite({ dataDir: dbDir })
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close()
        } finally {
          lock.release()
        }
      },
    }
  } catch (error) {
    lock.release()
    throw error
  }
}

async function listenPostgres(
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
    const next = new pg.Client({ connectionString })
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
