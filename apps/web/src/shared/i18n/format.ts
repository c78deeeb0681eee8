import { intlLocales, type Locale } from './locale'

// Formatters are costly to build; one per locale and style is enough.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key)
  if (value === undefined) {
    value = create()
    cache.set(key, value)
  }
  return value
}

/** `5. 3. 2024 14:07` in Czech (cs-CZ), `5 Mar 2024, 14:07` in English. */
export function formatDateTime(locale: Locale, value: number | Date): string {
  return cached(
    dateTimeFormats,
    `${locale}:datetime`,
    () => new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(value)
}

/** `5. 3. 2024` in Czech, `5 Mar 2024` in English. */
export function formatDate(locale: Locale, value: number | Date): string {
  return cached(
    dateTimeFormats,
    `${locale}:date`,
    () => new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'medium' }),
  ).format(value)
}

/**
 * A stored calendar day (`2026-11-28`, a birth date) as `formatDate` writes it, on that day
 * wherever the browser is (not shifted by parsing it as UTC midnight).
 */
export function formatDay(locale: Locale, value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number)
  if (!year || !month || !day) return value
  return formatDate(locale, new Date(year, month - 1, day))
}

/**
 * A stored month (`2024-03`) as a reader writes it: `březen 2024` in Czech (the stand-alone
 * month, in the nominative), `March 2024` in English. A stored day (`2024-03-15`) reads as
 * `formatDay`; anything else is shown as stored.
 */
export function formatMonth(locale: Locale, value: string): string {
  const [year, month, day] = value.split('-').map(Number)
  if (!year || !month) return value
  if (day) return formatDay(locale, value)
  const date = new Date(year, month - 1, 1)
  const name = cached(
    dateTimeFormats,
    `${locale}:month`,
    () => new Intl.DateTimeFormat(intlLocales[locale], { month: 'long' }),
  ).format(date)
  return `${name} ${String(year)}`
}

/**
 * From one month to another with an en dash: `březen 2024 – říjen 2024` / `March 2024 – October
 * 2024`; an end not known reads `…`.
 */
export function formatMonthRange(locale: Locale, from: string | null, to: string | null): string {
  const end = (value: string | null) => (value ? formatMonth(locale, value) : '…')
  return `${end(from)} – ${end(to)}`
}

/** `1 234,5` in Czech (no-break space, decimal comma), `1,234.5` in English. */
export function formatNumber(
  locale: Locale,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return cached(
    numberFormats,
    `${locale}:${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocales[locale], options),
  ).format(value)
}

/** `14:07` in both languages (a message's time under a day's heading). */
export function formatTime(locale: Locale, value: number | Date): string {
  return cached(
    dateTimeFormats,
    `${locale}:time`,
    () => new Intl.DateTimeFormat(intlLocales[locale], { timeStyle: 'short' }),
  ).format(value)
}
