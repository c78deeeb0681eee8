import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import { loadConfig, type Config } from '../../src/config'
import type { DatabaseHandle } from '../../src/db/client'
import { createTestDatabase } from './database'

export type TestApp = {
  app: FastifyInstance
  database: DatabaseHandle
  config: Config
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[]
  /** The raw log text, for "never contains" assertions. */
  logText: () => string
  close: () => Promise<void>
}

/** Builds the real app on a fresh database of its own, with logs captured for assertions. */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Registers extra routes before the app is ready (to exercise shared mechanisms). */
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env })
  const database = await createTestDatabase()
  const lines: string[] = []
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  const app = await buildApp(config, { database, logStream })
  extend?.(app)
  await app.ready()
  return {
    app,
    database,
    config,
    get logs() {
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    },
    logText: () => lines.join('\n'),
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}
