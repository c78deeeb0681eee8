/**
 * The one way to touch localStorage: every key carries the `app.` prefix, values are
 * JSON, and `clear()` spares the protected keys so a sign-out never forgets device-level settings.
 */
export const STORAGE_PREFIX = 'app.'

export const storageKeys = {
  user: 'user',
  auth: 'auth',
  settingsUsers: 'settings.users',
  analyticsConsent: 'analytics.consent',
} as const

export const protectedStorageKeys: readonly string[] = [
  'devMode',
  'version',
  'build',
  'name',
  'id',
  'settings',
  'settings.users',
]

function fullKey(key: string): string {
  return STORAGE_PREFIX + key
}

export const storage = {
  /** Parsed JSON under `app.<key>`, or null when absent or unreadable. */
  get: (key: string): unknown => {
    try {
      const raw = localStorage.getItem(fullKey(key))
      return raw === null ? null : (JSON.parse(raw) as unknown)
    } catch {
      return null
    }
  },
  set: (key: string, value: unknown): void => {
    localStorage.setItem(fullKey(key), JSON.stringify(value))
  },
  remove: (key: string): void => {
    localStorage.removeItem(fullKey(key))
  },
  /** Removes every `app.` key except the protected ones; keys of other apps on the origin stay. */
  clear: (): void => {
    const doomed: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key === null || !key.startsWith(STORAGE_PREFIX)) continue
      if (protectedStorageKeys.includes(key.slice(STORAGE_PREFIX.length))) continue
      doomed.push(key)
    }
    for (const key of doomed) localStorage.removeItem(key)
  },
  /** Calls back when another tab changes `app.<key>` (the storage event never fires in the writing tab). */
  onExternalChange: (key: string, callback: () => void): (() => void) => {
    const listener = (event: StorageEvent) => {
      if (event.key === null || event.key === fullKey(key)) callback()
    }
    window.addEventListener('storage', listener)
    return () => {
      window.removeEventListener('storage', listener)
    }
  },
}
