import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the consultation screens (Czech types the keys; a test keeps English at the same keys). */
export type ConsultationMessageKey = Extract<keyof typeof csCatalogue, string>

export const consultationCatalogue = registerCatalogue('consultations', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useConsultationMessages(): FeatureMessages<ConsultationMessageKey> {
  return useFeatureMessages(consultationCatalogue)
}
