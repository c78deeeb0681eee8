import { storage, storageKeys } from '../storage/storage'

/** The consent states of Google's consent mode that we set. */
export const consentTypes = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
] as const
export type ConsentState = 'granted' | 'denied'
export type ConsentChoice = ConsentState | null

export const ANALYTICS_COOKIE_PREFIX = '_ga'

export function consentFor(
  state: ConsentState,
): Record<(typeof consentTypes)[number], ConsentState> {
  return {
    ad_storage: state,
    ad_user_data: state,
    ad_personalization: state,
    analytics_storage: state,
  }
}

function analyticsCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name.startsWith(ANALYTICS_COOKIE_PREFIX))
}

/** The remembered choice; existing `_ga` cookies count as consent given earlier. */
export function storedConsent(): ConsentChoice {
  const value = storage.get(storageKeys.analyticsConsent)
  if (value === 'granted' || value === 'denied') return value
  return analyticsCookieNames().length > 0 ? 'granted' : null
}

export function rememberConsent(state: ConsentState): void {
  storage.set(storageKeys.analyticsConsent, state)
  if (state === 'denied') removeAnalyticsCookies()
}

/** Deletes every `_ga*` cookie, on this host and on its parent domains where analytics usually sets them. */
export function removeAnalyticsCookies(): void {
  const hostParts = window.location.hostname.split('.')
  const domains = ['']
  for (let i = 0; i < hostParts.length - 1; i++)
    domains.push(`; domain=.${hostParts.slice(i).join('.')}`)
  for (const name of analyticsCookieNames()) {
    for (const domain of domains)
      document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain}`
  }
}
