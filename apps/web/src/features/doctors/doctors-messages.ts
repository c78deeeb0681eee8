import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

export type DoctorsMessageKey = Extract<keyof typeof csCatalogue, string>

export const doctorsCatalogue = registerCatalogue('doctors', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useDoctorsMessages(): FeatureMessages<DoctorsMessageKey> {
  return useFeatureMessages(doctorsCatalogue)
}
