import { useSyncExternalStore } from 'react'
import { i18nStore, type I18nSnapshot } from './i18n-store'

/** Current locale and a `t` bound to it; components re-render when the language is switched. */
export function useI18n(): I18nSnapshot {
  return useSyncExternalStore(i18nStore.subscribe, i18nStore.getSnapshot, i18nStore.getSnapshot)
}
