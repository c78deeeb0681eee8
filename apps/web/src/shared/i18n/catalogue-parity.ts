import type { CatalogueEntry } from './message-format'

type Catalogue = Readonly<Record<string, CatalogueEntry>>

const placeholders = (entry: CatalogueEntry | undefined): string[] =>
  [
    ...new Set([...JSON.stringify(entry ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')),
  ].sort()

const czechPluralForms = ['few', 'many', 'one', 'other']

/**
 * What keeps two catalogues of one feature from matching: keys missing on either side, differing
 * placeholders, Czech counted phrases without all four plural forms, empty texts. Empty when they
 * match; the catalogue tests expect exactly that.
 */
export function catalogueDifferences(cs: Catalogue, en: Catalogue): string[] {
  const problems: string[] = []
  for (const key of Object.keys(cs)) if (!(key in en)) problems.push(`missing in English: ${key}`)
  for (const key of Object.keys(en)) if (!(key in cs)) problems.push(`missing in Czech: ${key}`)
  for (const [key, value] of Object.entries(cs)) {
    if (!(key in en)) continue
    const csPlaceholders = placeholders(value).join(',')
    const enPlaceholders = placeholders(en[key]).join(',')
    if (csPlaceholders !== enPlaceholders) {
      problems.push(`placeholders differ in ${key}: {${csPlaceholders}} vs {${enPlaceholders}}`)
    }
    if (typeof value !== 'string' && Object.keys(value).sort().join() !== czechPluralForms.join()) {
      problems.push(`Czech plural forms incomplete in ${key}`)
    }
  }
  for (const [key, value] of [...Object.entries(cs), ...Object.entries(en)]) {
    if (typeof value === 'string' && value.trim() === '') problems.push(`empty text: ${key}`)
  }
  return problems
}
