import { usersEndpoints } from '@konzilium/contract/endpoints/users'
import type { UserPreferences } from '@konzilium/contract/users'
import { getLocale, setLocale } from '../i18n/i18n-store'
import { callEndpoint } from '../http/call-endpoint'
import { applyTheme, setDarkModeFor } from '../theme/theme-store'

export const preferencesKey = (userId: string) => ['users', userId, 'preferences'] as const

/** GET /api/users/{id}/preferences: theme, language and notification e-mails of one account. */
export function fetchPreferences(userId: string, signal?: AbortSignal): Promise<UserPreferences> {
  return callEndpoint(usersEndpoints.getUserPreferences, {
    params: { id: userId },
    ...(signal ? { signal } : {}),
  })
}

/** PUT /api/users/{id}/preferences: the whole object; the answer is what is now stored. */
export function savePreferences(
  userId: string,
  preferences: UserPreferences,
): Promise<UserPreferences> {
  return callEndpoint(usersEndpoints.saveUserPreferences, {
    params: { id: userId },
    body: preferences,
  })
}

/**
 * Makes this device follow an account's stored preferences: the theme goes into the per-user
 * `settings.users` entry, the language is switched (and saved in the cookie).
 */
export async function applyPreferences(
  userId: string,
  preferences: Pick<UserPreferences, 'theme' | 'language'>,
): Promise<void> {
  setDarkModeFor(userId, preferences.theme === 'dark')
  applyTheme()
  if (preferences.language !== getLocale()) await setLocale(preferences.language)
}
