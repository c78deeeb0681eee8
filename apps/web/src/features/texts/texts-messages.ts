import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the editable-texts screen (Czech types the keys; English has the same keys). */
export type TextsMessageKey = Extract<keyof typeof csCatalogue, string>

export const textsCatalogue = registerCatalogue('texts', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useTextsMessages(): FeatureMessages<TextsMessageKey> {
  return useFeatureMessages(textsCatalogue)
}
