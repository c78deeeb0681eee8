import { formatNumber } from './format'
import type { Locale } from './locale'
import { selectPluralForm, type PluralForms } from './plural'

/** One catalogue entry: a text with `{name}` placeholders, or a counted phrase (plural forms). */
export type CatalogueEntry = string | PluralForms
export type MessageParams = Record<string, string | number>

function interpolate(locale: Locale, template: string, params: MessageParams | undefined): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? formatNumber(locale, value) : value
  })
}

/**
 * The text of one entry in `locale`: placeholders filled (numbers formatted for the locale), and
 * for a counted phrase the plural form of `params.count`. Shared by the global catalogue and the
 * feature catalogues, so both word messages the same way.
 */
export function formatEntry(
  locale: Locale,
  entry: CatalogueEntry,
  params: MessageParams | undefined,
): string {
  if (typeof entry === 'string') return interpolate(locale, entry, params)
  const count = typeof params?.count === 'number' ? params.count : 0
  return interpolate(locale, selectPluralForm(locale, entry, count), params)
}
