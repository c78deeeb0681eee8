import fs from 'node:fs'
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client'
import { testDatabasePrefix, withDatabase } from '../global-setup'

/** The statements of the work started inside `statementsOf` (async context, so not other loops'). */
const watching = new AsyncLocalStorage<string[]>()
const watch = (query: string) => watching.getStore()?.push(query)

/**
 * Runs `work` and answers the SQL statements it sent, in order (a request injected in `work`
 * counts; the mail sender's or maintenance's own statements at the same time do not).
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = []
  await watching.run(seen, work)
  return seen
}

/**
 * A fresh, migrated database for one test file: PGlite loaded from the template dump, or a new
 * PostgreSQL database created from the template when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const postgresUrl = process.env.TEST_DATABASE_URL
  const template = inject('postgresTemplate')
  if (postgresUrl && template) {
    const name = `${testDatabasePrefix(template)}${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`create database "${name}" template "${template}"`)
    await admin.end()
    const url = withDatabase(postgresUrl, name)
    const handle = await openPostgres(url, watch)
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close()
        const cleanup = new pg.Client({ connectionString: postgresUrl })
        await cleanup.connect()
        await cleanup.query(`drop database if exists "${name}" with (force)`)
        await cleanup.end()
      },
    }
  }
  const dump = fs.readFileSync(inject('pgliteTemplatePath'))
  return openPglite({ loadDataDir: dump }, watch)
}
