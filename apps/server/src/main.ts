import { DataDirLockedError } from './db/data-dir-lock'
import { embeddedDataDirOf, startEmbedded, type EmbeddedDatabase } from './db/embedded'
import { databaseErrorIn, describeErrorSafely } from './platform/database-errors'

/** Starts the server: validate env, open and migrate the database, listen, stop gracefully. */
const SHUTDOWN_GRACE_MS = 10_000

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`)
  process.exit(1)
}

const bootLog = {
  warn: (object: object, message: string) => {
    process.stderr.write(`${JSON.stringify({ level: 'warn', ...object, msg: message })}\n`)
  },
}

/**
 * The embedded database first, before the rest of the server loads: PostgreSQL's start on its own
 * thread is the longest part of a start, and it needs only the data directory (ADR 020). The
 * configuration, loaded next, is checked against it; an error here is reported after the
 * configuration's own.
 */
function startEmbeddedFirst(): { embedded?: EmbeddedDatabase; error?: Error } {
  const dataDir = embeddedDataDirOf(process.env)
  if (!dataDir) return {}
  try {
    return { embedded: startEmbedded(dataDir, bootLog) }
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }
}
const early = startEmbeddedFirst()

async function start() {
  const [{ ConfigError, loadConfig }, { startDatabase }, { migrateDatabase }] = await Promise.all([
    import('./config'),
    import('./db/client'),
    import('./db/migrate'),
  ])
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      await early.embedded?.close().catch(() => undefined)
      fail(error.message)
    }
    throw error
  }
  let embedded = early.embedded
  if (embedded && (config.databaseUrl || embedded.dataDir !== config.dataDir)) {
    // Not reached while embeddedDataDirOf reads the environment as the configuration does.
    await embedded.close()
    embedded = undefined
  }

  // The application (Fastify, the routes and their dependencies) loads while the database opens
  // (ADR 012); embedded PostgreSQL starts on its own thread meanwhile (ADR 020).
  const startingDatabase =
    early.error === undefined
      ? startDatabase(config, bootLog, embedded)
      : Promise.reject(early.error)
  startingDatabase.catch(() => undefined) // awaited below; must not turn unhandled meanwhile
  const loadingApp = Promise.all([
    import('./app'),
    import('./features/bootstrap/first-start'),
    import('./features/accounts'),
  ])
  loadingApp.catch(() => undefined) // awaited below; an earlier failure must not turn it unhandled
  let database
  let databaseReady
  try {
    ;({ database, ready: databaseReady } = await startingDatabase)
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message)
    if (config.databaseUrl)
      fail(`Cannot connect to the PostgreSQL server in DATABASE_URL: ${(error as Error).message}`)
    throw error
  }
  databaseReady.catch(() => undefined) // awaited below, after the app is built

  // The app is built while embedded PostgreSQL starts (ADR 012): building it queries nothing, and
  // nothing below reads or writes before the database is ready and migrated.
  const [
    { buildApp },
    { FirstStartError, runFirstStart },
    { resealTotpSecrets, TotpKeyMissingError },
  ] = await loadingApp
  const app = await buildApp(config, { database })
  await databaseReady
  // An embedded database whose thread died cannot come back in this process: exit, so that
  // whatever runs the server (systemd, a container, a terminal) starts it again (ADR 020).
  void database.lost?.then((error) => {
    app.log.fatal({ err: error }, 'the embedded database stopped: exiting')
    process.exit(1)
  })
  await migrateDatabase(database)

  // No readable second-factor secret stays in the database: plain rows of earlier versions and rows
  // sealed with an older key are sealed with the current key (ADR 013).
  try {
    const { sealed, resealed } = await resealTotpSecrets(
      database.db,
      app.konzilium.services.totpSecrets,
    )
    if (sealed + resealed > 0)
      app.log.info({ sealed, resealed }, 'second-factor secrets sealed with the current key')
  } catch (error) {
    if (error instanceof TotpKeyMissingError) fail(error.message)
    throw error
  }
  try {
    await runFirstStart(app.konzilium.services)
  } catch (error) {
    if (error instanceof FirstStartError) fail(error.message)
    throw error
  }

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    timer.unref()
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      })
  }
  process.on('SIGTERM', () => {
    stop('SIGTERM')
  })
  process.on('SIGINT', () => {
    stop('SIGINT')
  })

  await app.listen({ host: config.host, port: config.port })
  app.log.info(
    {
      database: database.kind,
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
    },
    'Konzilium is running',
  )
}

/** A start-up failure as written to stderr: a database error by its code only (no values). */
function startFailure(error: unknown): string {
  if (databaseErrorIn(error)) return describeErrorSafely(error)
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

start().catch((error: unknown) => {
  process.stderr.write(`Konzilium failed to start: ${startFailure(error)}\n`)
  process.exit(1)
})
