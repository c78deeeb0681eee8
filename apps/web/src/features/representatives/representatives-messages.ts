import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

export type RepresentativesMessageKey = Extract<keyof typeof csCatalogue, string>

export const representativesCatalogue = registerCatalogue('representatives', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useRepresentativesMessages(): FeatureMessages<RepresentativesMessageKey> {
  return useFeatureMessages(representativesCatalogue)
}
