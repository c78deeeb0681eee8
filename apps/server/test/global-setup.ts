import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'

/**
 * Migrates one template database per test run; every test file then gets its own copy
 * (helpers/database.ts): a PGlite data dir loaded from the dumped template, or, with
 * TEST_DATABASE_URL, a PostgreSQL database created from the migrated template database.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
    postgresTemplate: string
  }
}

const postgresTemplateName = `konzilium_template_${process.pid}`

/** The names of this run's test databases on PostgreSQL start with this (helpers/database.ts). */
export function testDatabasePrefix(template: string): string {
  return `${template.replace('konzilium_template_', 'konzilium_test_')}_`
}

async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
  } finally {
    await client.end()
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL
  if (postgresUrl) {
    await dropDatabase(postgresUrl, postgresTemplateName)
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`create database "${postgresTemplateName}"`)
    await admin.end()
    const template = await openPostgres(withDatabase(postgresUrl, postgresTemplateName))
    await migrateDatabase(template)
    await template.close()
    project.provide('postgresTemplate', postgresTemplateName)
    project.provide('pgliteTemplatePath', '')
    return async () => {
      // Every test file closes what it opened; a database left behind means one did not (the
      // CI machine's PostgreSQL would fill up run by run), so the run fails after cleaning up.
      const prefix = testDatabasePrefix(postgresTemplateName)
      const admin = new pg.Client({ connectionString: postgresUrl })
      await admin.connect()
      const left = await admin.query<{ datname: string }>(
        'select datname from pg_database where left(datname, length($1)) = $1',
        [prefix],
      )
      await admin.end()
      for (const { datname } of left.rows) await dropDatabase(postgresUrl, datname)
      await dropDatabase(postgresUrl, postgresTemplateName)
      if (left.rows.length > 0) {
        // Vitest reports an error thrown here but still exits 0: the exit code says it too.
        process.exitCode = 1
        throw new Error(
          `${left.rows.length} test database(s) left open by a test: ${left.rows.map((row) => row.datname).join(', ')}`,
        )
      }
    }
  }

  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-test-'))
  const template = await openPglite({})
  await migrateDatabase(template)
  if (!template.dumpDataDir) throw new Error('the embedded database dumps its data directory')
  const dump = await template.dumpDataDir()
  await template.close()
  const templatePath = path.join(directory, 'template.tar')
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplatePath', templatePath)
  project.provide('postgresTemplate', '')
  return () => {
    fs.rmSync(directory, { recursive: true, force: true })
  }
}
