import fs from 'node:fs'
import path from 'node:path'
import { buildManifestSchema, type WebVersion } from '@konzilium/contract/client'

/** Reads the manifest the web build wrote (`assets/builds/latest.json`); null fields without one. */
export function readWebVersion(webDistDir: string, version: string): WebVersion {
  try {
    const raw: unknown = JSON.parse(
      fs.readFileSync(path.join(webDistDir, 'assets', 'builds', 'latest.json'), 'utf8'),
    )
    const manifest = buildManifestSchema.parse(raw)
    return { version, buildId: manifest.id, buildTime: new Date(manifest.timestamp).toISOString() }
  } catch {
    return { version, buildId: null, buildTime: null }
  }
}
