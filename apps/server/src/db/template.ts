import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { migrationsFolder, serverRoot } from '../paths'

/**
 * The empty embedded database prepared at build time (`npm run build`, ADR 012): a PGlite data
 * directory with the migrations of that build applied. A new data directory is copied from it
 * instead of PGlite creating a cluster (initdb in WebAssembly: seconds and ~900 MB of memory).
 * The manifest beside it says which PGlite made it and which migrations it holds; a template that
 * does not fit the code that runs (another PGlite, or migrations that are not a prefix of this
 * code's) is ignored, and the database is created as before.
 */
export const templateDir = path.join(serverRoot, 'dist', 'pgdata-template')
export const templateManifestFile = path.join(serverRoot, 'dist', 'pgdata-template.json')

export type TemplateManifest = { pglite: string; migrations: string[] }

/** The migrations of this code, each as `<journal time>:<sha256 of its SQL>`, in order. */
export function migrationFingerprints(): string[] {
  return readMigrationFiles({ migrationsFolder }).map((m) => `${m.folderMillis}:${m.hash}`)
}

/** The version of the installed PGlite, which decides the data directory's format. */
export function installedPgliteVersion(): string {
  const require = createRequire(import.meta.url)
  const entry = require.resolve('@electric-sql/pglite')
  let dir = path.dirname(entry)
  for (;;) {
    const file = path.join(dir, 'package.json')
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (json.name === '@electric-sql/pglite' && json.version) return json.version
    }
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('cannot find the version of @electric-sql/pglite')
    dir = parent
  }
}

export type Template = { dir: string; manifest: string }
const builtTemplate: Template = { dir: templateDir, manifest: templateManifestFile }

function templateFits(template: Template): boolean {
  let manifest: TemplateManifest
  try {
    manifest = JSON.parse(fs.readFileSync(template.manifest, 'utf8')) as TemplateManifest
  } catch {
    return false
  }
  if (!fs.existsSync(path.join(template.dir, 'PG_VERSION'))) return false
  if (manifest.pglite !== installedPgliteVersion()) return false
  const current = migrationFingerprints()
  return (
    manifest.migrations.length <= current.length &&
    manifest.migrations.every((fingerprint, i) => fingerprint === current[i])
  )
}

/**
 * Gives `dbDir` the prepared empty database when `dbDir` holds no database yet (absent or empty)
 * and a fitting template exists; returns whether it did. The caller holds the data directory
 * lock. The copy goes to a sibling first and is renamed into place, so a crash mid-copy leaves no
 * half database: the next start removes the partial copy and copies again.
 */
export function seedFromTemplate(dbDir: string, template: Template = builtTemplate): boolean {
  const partial = `${dbDir}.partial`
  fs.rmSync(partial, { recursive: true, force: true })
  if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) return false
  if (!templateFits(template)) return false
  // A copy-on-write clone where the file system offers one, else a plain copy (~40 MB).
  fs.cpSync(template.dir, partial, { recursive: true, mode: fs.constants.COPYFILE_FICLONE })
  fs.rmSync(dbDir, { recursive: true, force: true })
  fs.renameSync(partial, dbDir)
  return true
}
