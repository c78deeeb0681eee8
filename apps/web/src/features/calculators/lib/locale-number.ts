import { intlLocales, type Locale } from '../../../shared/i18n/locale'

export type ParsedNumber =
  | { readonly kind: 'empty' }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'invalid' }

// One optional sign (U+2212 too, as Intl writes it in Czech), digits and at most one decimal
// separator, comma or point: doctors type "4,12" on a Czech keyboard and "4.12" on a phone keypad.
// A trailing separator ("4,") is accepted, so a half-typed number does not flash an error.
const NUMBER_PATTERN = /^[+\-\u2212]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/

/**
 * Reads what a doctor typed, in either language: "4,12" and "4.12" are 4.12; "1,2,3", "1 234",
 * "1e3" and "abc" are invalid (never guessed); an empty field is empty, not 0.
 */
export function parseLocaleNumber(text: string): ParsedNumber {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'empty' }
  if (!NUMBER_PATTERN.test(trimmed)) return { kind: 'invalid' }
  const value = Number(trimmed.replace(',', '.').replace('\u2212', '-'))
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' }
}

/** A number as an input shows it: no grouping, the locale's decimal separator ("4,12" in Czech). */
export function formatInputNumber(locale: Locale, value: number): string {
  const text = String(value)
  return locale === 'cs' ? text.replace('.', ',') : text
}

const scoreFormats = new Map<string, Intl.NumberFormat>()

/** A score as displayed: exactly `decimals` places, so DAS28 4.1 reads "4,10" like on paper. */
export function formatScoreValue(locale: Locale, value: number, decimals: number): string {
  const key = `${locale}:${decimals}`
  let format = scoreFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[locale], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    scoreFormats.set(key, format)
  }
  return format.format(value)
}

/** A threshold or limit: as many decimals as it has, in the locale's style ("2,6", "10"). */
export function formatLimit(locale: Locale, value: number): string {
  const decimals = (String(value).split('.')[1] ?? '').length
  return formatScoreValue(locale, value, decimals)
}
