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
      await dropDatabase(postgresUrl, postgresTemplateName)
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
