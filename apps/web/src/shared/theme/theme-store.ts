import { session } from '../session/session-store'
import { storage, storageKeys } from '../storage/storage'

/** Light by default, dark chosen per user; a signed-out visitor has an entry of his own. */
export const ANONYMOUS_SETTINGS_ID = 'anonymous'
export const themeColors = { light: { primary: '#4B48BF' }, dark: { primary: '#2A638E' } } as const
export type Theme = 'light' | 'dark'

interface UserSettings {
  id: string
  darkMode: boolean
}

function readSettings(): UserSettings[] {
  const value = storage.get(storageKeys.settingsUsers)
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is UserSettings =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as UserSettings).id === 'string' &&
      typeof (entry as UserSettings).darkMode === 'boolean',
  )
}

export function settingsIdOf(userId: string | null | undefined): string {
  return userId ?? ANONYMOUS_SETTINGS_ID
}

export function isDarkModeFor(settingsId: string): boolean {
  return readSettings().find((entry) => entry.id === settingsId)?.darkMode ?? false
}

export function setDarkModeFor(settingsId: string, darkMode: boolean): void {
  const others = readSettings().filter((entry) => entry.id !== settingsId)
  storage.set(storageKeys.settingsUsers, [...others, { id: settingsId, darkMode }])
}

type Listener = () => void
const listeners = new Set<Listener>()
let currentTheme: Theme = 'light'

function currentSettingsId(): string {
  return settingsIdOf(session.getUser()?.id)
}

/** Puts the current user's theme on `<html data-theme>` (and the browser chrome colour). */
export function applyTheme(): void {
  const theme: Theme = isDarkModeFor(currentSettingsId()) ? 'dark' : 'light'
  currentTheme = theme
  document.documentElement.dataset.theme = theme
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    meta.setAttribute('content', themeColors[theme].primary)
  })
  for (const listener of listeners) listener()
}

export const themeStore = {
  getTheme: (): Theme => {
    return currentTheme
  },
  setDarkMode: (darkMode: boolean): void => {
    setDarkModeFor(currentSettingsId(), darkMode)
    applyTheme()
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

/** Signing in or out switches to that person's theme; another tab's change of settings is followed too. */
export function startThemeSync(): () => void {
  applyTheme()
  const stopSession = session.subscribe(applyTheme)
  const stopStorage = storage.onExternalChange(storageKeys.settingsUsers, applyTheme)
  return () => {
    stopSession()
    stopStorage()
  }
}
