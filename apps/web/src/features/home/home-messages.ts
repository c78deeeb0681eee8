import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the home's tables (Czech types the keys; a test keeps English at the same keys). */
export type HomeMessageKey = Extract<keyof typeof csCatalogue, string>

export const homeCatalogue = registerCatalogue('home', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useHomeMessages(): FeatureMessages<HomeMessageKey> {
  return useFeatureMessages(homeCatalogue)
}
