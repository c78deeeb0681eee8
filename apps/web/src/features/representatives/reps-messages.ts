import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

export type RepsMessageKey = Extract<keyof typeof csCatalogue, string>

export const repsCatalogue = registerCatalogue('representatives', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useRepsMessages(): FeatureMessages<RepsMessageKey> {
  return useFeatureMessages(repsCatalogue)
}
