import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import { loadConfig, type Config } from '../../src/config'
import type { DatabaseHandle } from '../../src/db/client'
import { createTestClock, type TestClock } from './clock'
import { openPostgres } from '../../src/db/client'
import { createTestDatabase } from './database'
import { startMailbox, type Mailbox } from './mailbox'

export type TestApp = {
  app: FastifyInstance
  database: DatabaseHandle
  config: Config
  clock: TestClock
  /** PostgreSQL only: the URL of this test's database, for a second instance. */
  databaseUrl: string | undefined
  /** The loopback SMTP server this app sends to. */
  mailbox: Mailbox
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[]
  /** The raw log text, for "never contains" assertions. */
  logText: () => string
  close: () => Promise<void>
}

/** A public, fixed key for sealing TOTP secrets in tests and benchmarks; never a real one. */
export const TEST_TOTP_KEY = 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc='

/** Builds the real app on a fresh database of its own, with logs captured for assertions. */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Registers extra routes before the app is ready (to exercise shared mechanisms). */
  extend?: (app: FastifyInstance) => void,
  /** Another instance on the same PostgreSQL database (cross-instance tests); it does not own it. */
  shared?: { databaseUrl: string },
): Promise<TestApp> {
  const mailbox = await startMailbox()
  const clock = createTestClock()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent',
    SMTP_URL: mailbox.url,
    MAIL_POLL_INTERVAL_MS: '200',
    // The OWASP minimum keeps the suite quick; production cost is measured in bench/sign-in.mjs.
    PASSWORD_HASH_MEMORY_KIB: '19456',
    PASSWORD_HASH_ITERATIONS: '2',
    // Tests inject from 127.0.0.1; rate-limit tests use other addresses.
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    PUBLIC_URL: 'https://konzilium.test',
    // A fixed test key (ADR 013), so production-mode tests start too.
    TOTP_ENCRYPTION_KEYS: `test:${TEST_TOTP_KEY}`,
    // Background tasks run when a test says (`services.tasks.tick()` after moving the clock).
    TASKS_CHECK_SECONDS: '0',
    ...env,
  })
  const database = shared ? await openPostgres(shared.databaseUrl) : await createTestDatabase()
  const lines: string[] = []
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  let app: FastifyInstance | undefined
  try {
    app = await buildApp(config, { database, logStream, clock })
    extend?.(app)
    await app.ready()
  } catch (error) {
    // An app that refuses to start (a test of start-up checks) leaves no database or mailbox.
    await app?.close()
    await database.close()
    await mailbox.close()
    throw error
  }
  return {
    app,
    database,
    config,
    clock,
    mailbox,
    databaseUrl: (database as { url?: string }).url,
    get logs() {
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    },
    logText: () => lines.join('\n'),
    close: async () => {
      await app.close()
      await database.close()
      await mailbox.close()
    },
  }
}
