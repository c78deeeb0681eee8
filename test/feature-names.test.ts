import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * One name per feature (ADR 009): every contract module and endpoint group is named after a server
 * feature folder, except the shared vocabulary that server platform/ and web shared/ use.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const sharedContractModules = [
  'client-headers',
  'codes',
  'czech',
  'endpoint',
  'endpoints',
  'errors',
  'icd10',
  'icd10-search',
  'policy',
  'session',
  'shapes',
  // The file store's refusals (platform/files), for every feature that takes files.
  'uploads',
  'validation-messages',
]

const folders = (path: string) =>
  readdirSync(`${root}${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const modules = (path: string) =>
  readdirSync(`${root}${path}`, { withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'),
    )
    .map((entry) => entry.name.replace(/\.ts$/, ''))

describe('feature names', () => {
  const serverFeatures = folders('apps/server/src/features')

  it('names every contract module after a server feature, or lists it as shared', () => {
    const unmatched = modules('packages/contract/src').filter(
      (name) => !serverFeatures.includes(name) && !sharedContractModules.includes(name),
    )
    expect(unmatched).toEqual([])
  })

  it('names every endpoint group after a server feature', () => {
    const groups = folders('packages/contract/src').includes('endpoints')
      ? modules('packages/contract/src/endpoints')
      : []
    expect(groups.filter((name) => !serverFeatures.includes(name))).toEqual([])
  })
})
