import { useSyncExternalStore } from 'react'
import { themeStore, type Theme } from './theme-store'

export function useTheme(): Theme {
  return useSyncExternalStore(themeStore.subscribe, themeStore.getTheme, themeStore.getTheme)
}
