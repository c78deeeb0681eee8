import type { UserPreferences } from '@konzilium/contract/users'

type Choice = Partial<Pick<UserPreferences, 'theme' | 'language'>>

/** sessionStorage key (this tab only): what a signed-out visitor switched before signing in. */
const KEY = 'app.choicesBeforeSignIn'

function read(): Choice {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}')
    if (typeof raw !== 'object' || raw === null) return {}
    const { theme, language } = raw as Record<string, unknown>
    return {
      ...(theme === 'light' || theme === 'dark' ? { theme } : {}),
      ...(language === 'cs' || language === 'en' ? { language } : {}),
    }
  } catch {
    return {}
  }
}

/** The public header's switches record a signed-out visitor's choice here. */
export function rememberChoiceBeforeSignIn(choice: Choice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...read(), ...choice }))
  } catch {
    // Storage refused (private mode, quota): the choice then only lasts until sign-in.
  }
}

/** Reads and forgets what was chosen before sign-in (empty when nothing was). */
export function takeChoicesBeforeSignIn(): Choice {
  const choice = read()
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing to forget.
  }
  return choice
}

/**
 * What this device should follow after sign-in: the account's stored preferences, overridden by
 * what the visitor chose on this tab before signing in (which is then saved to the account).
 */
export function mergeChoices<T extends Choice>(
  stored: T,
  chosen: Choice,
): { merged: T; changed: boolean } {
  const merged = { ...stored, ...chosen }
  const changed = merged.theme !== stored.theme || merged.language !== stored.language
  return { merged, changed }
}
