import { describe, expect, it } from 'vitest'
import { catalogueDifferences } from './catalogue-parity'
import type { CatalogueEntry } from './message-format'

type Catalogue = Record<string, CatalogueEntry>

/**
 * Every catalogue pair of the web app (the shared one and each feature's `messages/`), found by
 * file name, so a catalogue added later is covered without touching this test: a key missing in
 * either language, differing placeholders or an empty text fails here.
 */
const czech = import.meta.glob<Catalogue>('../../**/messages/cs.json', {
  eager: true,
  import: 'default',
})
const english = import.meta.glob<Catalogue>('../../**/messages/default.json', {
  eager: true,
  import: 'default',
})

describe('every message catalogue', () => {
  it('is found in both languages', () => {
    const folders = (files: Record<string, unknown>) =>
      Object.keys(files)
        .map((path) => path.replace(/\/[^/]+\.json$/, ''))
        .sort()
    expect(folders(czech)).toEqual(folders(english))
    // The shared catalogue, calculators and materials at least.
    expect(Object.keys(czech).length).toBeGreaterThanOrEqual(3)
  })

  it.each(Object.keys(czech))('%s matches its English catalogue', (path) => {
    const en = english[path.replace(/cs\.json$/, 'default.json')]
    expect(en, `no English catalogue beside ${path}`).toBeDefined()
    expect(catalogueDifferences(czech[path] ?? {}, en ?? {})).toEqual([])
  })
})
