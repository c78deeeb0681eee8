/**
 * Which language the interface speaks: the saved cookie first, then the
 * browser's preferred languages, then Czech. Routes carry no language segment.
 */
export const supportedLocales = ['cs', 'en'] as const
export type Locale = (typeof supportedLocales)[number]

export const DEFAULT_LOCALE: Locale = 'cs'
export const LOCALE_COOKIE = 'i18n_redirected'
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Tags for Intl: Czech formatting is cs-CZ; English uses en-GB for day-month order and a 24-hour clock. */
export const intlLocales: Record<Locale, string> = { cs: 'cs-CZ', en: 'en-GB' }

export function isLocale(value: unknown): value is Locale {
  return value === 'cs' || value === 'en'
}

/** Maps a BCP 47 tag (`cs-CZ`, `en-US`, `de`) to a supported locale by its primary subtag. */
export function matchLocale(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split('-')[0]
  return isLocale(primary) ? primary : null
}

export function readLocaleCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== LOCALE_COOKIE) continue
    const value = decodeURIComponent(rest.join('='))
    return isLocale(value) ? value : null
  }
  return null
}

export function resolveInitialLocale(input: {
  cookie: string
  languages: readonly string[]
}): Locale {
  const fromCookie = readLocaleCookie(input.cookie)
  if (fromCookie) return fromCookie
  for (const tag of input.languages) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return DEFAULT_LOCALE
}

/** The cookie string saved on a switch: 365 days, path /, SameSite lax. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:')
}

export function browserLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language]
}
