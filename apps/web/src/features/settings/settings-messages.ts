import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the settings page; Czech types the keys, a test keeps English at the same keys. */
export type SettingsMessageKey = Extract<keyof typeof csCatalogue, string>

export const settingsCatalogue = registerCatalogue('settings', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useSettingsMessages(): FeatureMessages<SettingsMessageKey> {
  return useFeatureMessages(settingsCatalogue)
}
