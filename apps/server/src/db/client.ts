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
}

type Log = { warn: (object: object, message: string) => void }

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
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
    log.warn({ stalePid: owner?.pid }, 'removed a stale data directory lock left by a server that did not stop cleanly')
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
