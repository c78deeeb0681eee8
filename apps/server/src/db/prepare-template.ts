import fs from 'node:fs'
import { openPglite } from './client'
import { migrateDatabase } from './migrate'
import {
  installedPgliteVersion,
  migrationFingerprints,
  templateDir,
  templateManifestFile,
  type TemplateManifest,
} from './template'

/**
 * Build step (`apps/server/build.mjs` runs it as dist/prepare-template.js): creates the empty
 * embedded database with the migrations applied, once, so that no server start has to (ADR 012).
 */
const building = `${templateDir}.building`
fs.rmSync(templateManifestFile, { force: true })
fs.rmSync(building, { recursive: true, force: true })
fs.rmSync(templateDir, { recursive: true, force: true })
fs.mkdirSync(building, { recursive: true })

const handle = await openPglite({ dataDir: building })
await migrateDatabase(handle)
await handle.close()
fs.renameSync(building, templateDir)

const manifest: TemplateManifest = {
  pglite: installedPgliteVersion(),
  migrations: migrationFingerprints(),
}
fs.writeFileSync(templateManifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
