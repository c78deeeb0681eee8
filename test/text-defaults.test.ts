import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  privacyNotice,
  termsOfUse,
  type LegalDocument,
} from '../apps/web/src/features/legal/documents'

/**
 * The built-in defaults of the editable texts (ADR 038) are generated from the web's catalogues
 * and legal documents into the contract, where the server reads them. This test fails when the
 * generated file is out of date; `UPDATE_TEXT_DEFAULTS=1 npx vitest run --project unit
 * test/text-defaults.test.ts` writes it again.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const target = `${root}packages/contract/src/texts/defaults.json`
type Catalogue = Record<string, string>
const read = (path: string) => JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as Catalogue

const catalogues = {
  landing: {
    cs: read('apps/web/src/shared/i18n/parts/landing/messages/cs.json'),
    en: read('apps/web/src/shared/i18n/parts/landing/messages/default.json'),
  },
  materials: {
    cs: read('apps/web/src/features/materials/messages/cs.json'),
    en: read('apps/web/src/features/materials/messages/default.json'),
  },
}

/** A legal document as Markdown: its description, then `#` headings with paragraphs and lists. */
function legalMarkdown(document: LegalDocument): string {
  const parts = [document.description]
  for (const section of document.sections) {
    parts.push(`# ${section.heading}`)
    for (const paragraph of section.paragraphs ?? []) parts.push(paragraph)
    if (section.items) parts.push(section.items.map((item) => `- ${item}`).join('\n'))
  }
  return parts.join('\n\n')
}

function generate() {
  const defaults: Record<string, { cs: Entry; en: Entry }> = {}
  type Entry = { title: string; body: string }
  for (const key of Object.keys(catalogues.landing.cs).sort()) {
    defaults[key] = {
      cs: { title: '', body: catalogues.landing.cs[key] ?? '' },
      en: { title: '', body: catalogues.landing.en[key] ?? '' },
    }
  }
  for (const key of Object.keys(catalogues.materials.cs).sort()) {
    if (!key.startsWith('doc.')) continue
    defaults[`materials.${key}`] = {
      cs: { title: '', body: catalogues.materials.cs[key] ?? '' },
      en: { title: '', body: catalogues.materials.en[key] ?? '' },
    }
  }
  for (const [key, build] of [
    ['legal.terms', termsOfUse],
    ['legal.privacy', privacyNotice],
  ] as const) {
    const [cs, en] = [build('cs', {}), build('en', {})]
    defaults[key] = {
      cs: { title: cs.title, body: legalMarkdown(cs) },
      en: { title: en.title, body: legalMarkdown(en) },
    }
  }
  return `${JSON.stringify(defaults, null, 2)}\n`
}

describe('the editable texts’ defaults', () => {
  it('are generated from the current catalogues and legal documents', () => {
    const generated = generate()
    if (process.env.UPDATE_TEXT_DEFAULTS === '1') writeFileSync(target, generated)
    expect(readFileSync(target, 'utf8')).toBe(generated)
  })
})
