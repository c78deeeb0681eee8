import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the patient screens (Czech types the keys; a test keeps English at the same keys). */
export type PatientsMessageKey = Extract<keyof typeof csCatalogue, string>

export const patientsCatalogue = registerCatalogue('patients', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function usePatientsMessages(): FeatureMessages<PatientsMessageKey> {
  return useFeatureMessages(patientsCatalogue)
}
