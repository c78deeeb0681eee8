import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the examination screens (Czech types the keys; a test keeps English at the same keys). */
export type FormsMessageKey = Extract<keyof typeof csCatalogue, string>

export const formsCatalogue = registerCatalogue('forms', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useFormsMessages(): FeatureMessages<FormsMessageKey> {
  return useFeatureMessages(formsCatalogue)
}
