import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, DatabaseHandle } from '../../src/db/client'
import { executeRows } from '../../src/db/raw'
import { createTestDatabase } from '../helpers/database'

/**
 * Every function the migrations leave in the database has its current definition in
 * `src/db/sql/<name>.sql`, and every file there is a function the migrations leave (see the
 * folder's README).
 *
 * How a file is compared: PostgreSQL itself reads it. In a transaction that is rolled back, the
 * file runs with a scratch schema first on the search path, so its function is created there,
 * and `pg_get_functiondef` prints it; the migrated function, in `public`, is printed the same way.
 * The two texts must be equal once the scratch schema's name in the header is read as `public`.
 * PostgreSQL prints the header (arguments, result, language, volatility, strictness, parallel
 * safety, cost, settings) in one canonical form, so the file's keyword case, spacing and comments
 * outside the body do not matter; the body between the dollar quotes is kept as written, so it
 * must be the same text, comments inside it included. The one normalisation: the file's line
 * endings are read as LF, so a checkout with CRLF compares the same.
 */

const folder = fileURLToPath(new URL('../../src/db/sql/', import.meta.url))
const SCHEMA = 'public'
const SCRATCH = 'function_files'

type Definition = { name: string; definition: string }

/** Functions of a schema, without those an extension owns, each printed by PostgreSQL. */
function definitionsIn(db: Pick<Database, 'execute'>, schema: string): Promise<Definition[]> {
  return executeRows<Definition>(
    db,
    sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
          from pg_proc as p
          join pg_namespace as n on n.oid = p.pronamespace
          where n.nspname = ${schema}
            and not exists (
              select 1 from pg_depend as d
                where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
          order by 1, 2`,
  )
}

class RolledBack extends Error {}

/** The functions a file creates, printed as if they were in `public`. */
async function definitionsOfFile(db: Database, file: string): Promise<Definition[]> {
  const text = fs.readFileSync(path.join(folder, file), 'utf8').replaceAll('\r\n', '\n')
  let created: Definition[] = []
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`create schema ${SCRATCH}`))
      await tx.execute(sql.raw(`set local search_path = ${SCRATCH}, ${SCHEMA}`))
      await tx.execute(sql.raw(text))
      created = await definitionsIn(tx, SCRATCH)
      throw new RolledBack()
    })
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error
  }
  return created.map(({ name, definition }) => ({
    name,
    definition: definition.replace(`FUNCTION ${SCRATCH}.`, `FUNCTION ${SCHEMA}.`),
  }))
}

const files = fs
  .readdirSync(folder)
  .filter((file) => file.endsWith('.sql'))
  .sort()

let database: DatabaseHandle
let migrated: Definition[]
beforeAll(async () => {
  database = await createTestDatabase()
  migrated = await definitionsIn(database.db, SCHEMA)
})
afterAll(async () => {
  await database.close()
})

describe('database functions', () => {
  it('each function the migrations leave has a file in src/db/sql, and each file a function', () => {
    const functionNames = [...new Set(migrated.map((f) => f.name))].sort()
    const fileNames = files.map((file) => file.slice(0, -'.sql'.length))
    expect(functionNames.length).toBeGreaterThan(0)
    expect(fileNames).toEqual(functionNames)
  })

  it.each(files)('%s defines its function as the migrations leave it', async (file) => {
    const name = file.slice(0, -'.sql'.length)
    const fromFile = await definitionsOfFile(database.db, file)
    expect(
      fromFile.map((f) => f.name),
      `${file} must create the function ${name} and nothing else`,
    ).toEqual(fromFile.map(() => name))
    expect(fromFile.length, `${file} creates no function`).toBeGreaterThan(0)
    const inDatabase = migrated.filter((f) => f.name === name).map((f) => f.definition)
    expect(fromFile.map((f) => f.definition).sort()).toEqual(inDatabase.sort())
  })
})
