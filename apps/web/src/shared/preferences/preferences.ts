import type { UserPreferences } from '@konzilium/contract/users'
import { getLocale, setLocale } from '../i18n/i18n-store'
import { request } from '../http/request'
import { applyTheme, setDarkModeFor } from '../theme/theme-store'

const preferencesSchema = () =>
  import('@konzilium/contract/users').then((m) => m.userPreferencesSchema)

export const preferencesKey = (userId: string) => ['users', userId, 'preferences'] as const

/** GET /api/users/{id}/preferences: theme, language and notification e-mails of one account. */
export function fetchPreferences(userId: string, signal?: AbortSignal): Promise<UserPreferences> {
  return request(`/api/users/${encodeURIComponent(userId)}/preferences`, {
    authenticated: true,
    schema: preferencesSchema,
    ...(signal ? { signal } : {}),
  })
}

/** PUT /api/users/{id}/preferences: the whole object; the answer is what is now stored. */
export function savePreferences(
  userId: string,
  preferences: UserPreferences,
): Promise<UserPreferences> {
  return request(`/api/users/${encodeURIComponent(userId)}/preferences`, {
    method: 'PUT',
    body: preferences,
    authenticated: true,
    schema: preferencesSchema,
  })
}

/**
 * Makes this device follow an account's stored preferences: the theme goes into the per-user
 * `settings.users` entry (spec section 3), the language is switched (and saved in the cookie).
 */
export async function applyPreferences(
  userId: string,
  preferences: Pick<UserPreferences, 'theme' | 'language'>,
): Promise<void> {
  setDarkModeFor(userId, preferences.theme === 'dark')
  applyTheme()
  if (preferences.language !== getLocale()) await setLocale(preferences.language)
}
