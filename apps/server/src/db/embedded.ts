import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_DATA_DIR } from '../paths'
import { acquireDataDirLock } from './data-dir-lock'
import { PgliteThread } from './pglite-remote'
import { seedFromTemplate } from './template'

/**
 * PGlite runs PostgreSQL inside this process, so its buffer cache is this process's memory, and
 * PostgreSQL's default (128 MB) is touched at start. The embedded server uses 16 MB (ADR 012):
 * a restart quicker and lighter than with 64 MB (ADR 012 has the figures), and a demo or small
 * practice's working set still fits; what does not is read from the operating system's cache of the database files.
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB'

type Log = { warn: (object: object, message: string) => void }

/** The embedded database of a data directory, starting or started on its own thread. */
export type EmbeddedDatabase = {
  dataDir: string
  thread: PgliteThread
  /** Closes the database, then lets go of the data directory. */
  close: () => Promise<void>
}

/**
 * Locks the data directory, gives a new one the empty database prepared at build time (ADR 012)
 * and starts PostgreSQL on its own thread (ADR 020). Answers at once; `thread.waitReady` settles
 * when PostgreSQL answers (and a failed start lets go of the lock). Throws `DataDirLockedError`
 * when another server holds the directory. Needs nothing but Node.js and PGlite, so the server
 * runs it before the rest of its code loads.
 */
export function startEmbedded(dataDir: string, log: Log): EmbeddedDatabase {
  const lock = acquireDataDirLock(
    dataDir,
    ({ owner, heartbeatAgeMs }) => {
      log.warn(
        {
          stalePid: owner?.pid,
          staleHost: owner?.host,
          staleStartedAt: owner?.startedAt,
          heartbeatAgeSeconds: Math.round(heartbeatAgeMs / 1000),
        },
        `removed a stale data directory lock left by a server that did not stop cleanly: took over ` +
          `the lock of ${owner ? `pid ${owner.pid} on ${owner.host}` : 'an unknown server'}`,
      )
    },
    {
      onLost: (owner) => {
        // Only a holder whose heartbeat stopped for a long time (a paused process) loses its lock.
        log.warn(
          { holderPid: owner?.pid, holderHost: owner?.host },
          'another server took over this data directory lock; stop this server: two servers on one embedded database corrupt it',
        )
      },
    },
  )
  try {
    const dbDir = path.join(dataDir, 'db')
    // A new data directory starts from the empty database prepared at build time, when there is
    // one that fits (ADR 012); otherwise PGlite creates the cluster here, as it always did.
    seedFromTemplate(dbDir)
    fs.mkdirSync(dbDir, { recursive: true })
    const thread = new PgliteThread({ dataDir: dbDir, sharedBuffers: EMBEDDED_SHARED_BUFFERS })
    thread.waitReady.catch(() => {
      lock.release()
    })
    return {
      dataDir,
      thread,
      close: async () => {
        try {
          await thread.close()
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

/**
 * The data directory the configuration will give the embedded database, read from the
 * environment before the configuration is loaded (the same default, resolved the same way), or
 * undefined when the configuration will name a PostgreSQL server instead or refuse `DATA_DIR`.
 * The server checks it against the loaded configuration.
 */
export function embeddedDataDirOf(env: NodeJS.ProcessEnv): string | undefined {
  if (env.DATABASE_URL?.trim()) return undefined
  if (env.DATA_DIR === '') return undefined
  return path.resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR)
}
