import fs from 'node:fs'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client'
import { testDatabasePrefix, withDatabase } from '../global-setup'

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
    const handle = await openPostgres(url)
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
  return openPglite({ loadDataDir: dump })
}
