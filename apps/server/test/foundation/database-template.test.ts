import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { openPglite } from '../../src/db/client'
import { migrateDatabase } from '../../src/db/migrate'
import { executeRows } from '../../src/db/raw'
import {
  installedPgliteVersion,
  migrationFingerprints,
  seedFromTemplate,
  type Template,
  type TemplateManifest,
} from '../../src/db/template'

// ADR 012: a new embedded data directory is copied from the empty database prepared at build time.
// Made before the tests, not when the file loads: the PostgreSQL pass skips them, and would leave
// the directory behind.
let root = ''
let template: Template
const writeManifest = (manifest: TemplateManifest) => {
  fs.writeFileSync(template.manifest, JSON.stringify(manifest))
}
const fitting = (): TemplateManifest => ({
  pglite: installedPgliteVersion(),
  migrations: migrationFingerprints(),
})
let n = 0
const newDbDir = () => path.join(root, `data-${++n}`, 'db')

// The template is the embedded engine's: the PGlite pass of the suite tests it; the PostgreSQL pass
// (TEST_DATABASE_URL) prepares no PGlite dump to build it from.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the prepared empty database', () => {
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-template-'))
    template = {
      dir: path.join(root, 'pgdata-template'),
      manifest: path.join(root, 'pgdata-template.json'),
    }
    // The migrated database the test setup prepared, as a data directory: what the build makes.
    const dump = fs.readFileSync(inject('pgliteTemplatePath'))
    const handle = await openPglite({ dataDir: template.dir, loadDataDir: dump })
    await handle.close()
  }, 60_000)
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('gives a new data directory a migrated database that opens, with nothing left to migrate', async () => {
    writeManifest(fitting())
    const dbDir = newDbDir()
    expect(seedFromTemplate(dbDir, template)).toBe(true)
    expect(fs.existsSync(`${dbDir}.partial`)).toBe(false)
    const handle = await openPglite({ dataDir: dbDir })
    try {
      const applied = async () =>
        (
          await executeRows<{ n: number }>(
            handle.db,
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          )
        )[0]?.n
      expect(await applied()).toBe(migrationFingerprints().length)
      await migrateDatabase(handle)
      expect(await applied()).toBe(migrationFingerprints().length)
      const users = await executeRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from users`,
      )
      expect(users[0]?.n).toBe(0)
    } finally {
      await handle.close()
    }
  }, 60_000)

  it('is used when it holds a prefix of the migrations (the newer ones run at start)', () => {
    writeManifest({ ...fitting(), migrations: migrationFingerprints().slice(0, 1) })
    expect(seedFromTemplate(newDbDir(), template)).toBe(true)
  })

  it('is ignored when it does not fit the code: another PGlite, or migrations this code lacks', () => {
    const current = migrationFingerprints()
    const misfits: TemplateManifest[] = [
      { ...fitting(), pglite: '0.0.1' },
      { ...fitting(), migrations: [...current, '9999999999999:feed'] },
      { ...fitting(), migrations: [`${current[0]?.split(':')[0]}:changed`, ...current.slice(1)] },
    ]
    for (const manifest of misfits) {
      writeManifest(manifest)
      const dbDir = newDbDir()
      expect(seedFromTemplate(dbDir, template)).toBe(false)
      expect(fs.existsSync(dbDir)).toBe(false)
    }
    fs.rmSync(template.manifest)
    expect(seedFromTemplate(newDbDir(), template)).toBe(false)
  })

  it('never touches a data directory that holds something, and replaces a crashed partial copy', () => {
    writeManifest(fitting())
    const existing = newDbDir()
    fs.mkdirSync(existing, { recursive: true })
    fs.writeFileSync(path.join(existing, 'PG_VERSION'), 'mine')
    expect(seedFromTemplate(existing, template)).toBe(false)
    expect(fs.readdirSync(existing)).toEqual(['PG_VERSION'])

    const crashed = newDbDir()
    fs.mkdirSync(crashed, { recursive: true }) // empty, as a start that died before copying leaves it
    fs.mkdirSync(`${crashed}.partial`)
    fs.writeFileSync(path.join(`${crashed}.partial`, 'half'), '')
    expect(seedFromTemplate(crashed, template)).toBe(true)
    expect(fs.existsSync(`${crashed}.partial`)).toBe(false)
    expect(fs.existsSync(path.join(crashed, 'PG_VERSION'))).toBe(true)
    expect(fs.existsSync(path.join(crashed, 'half'))).toBe(false)
  })
})
