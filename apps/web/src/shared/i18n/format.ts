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
