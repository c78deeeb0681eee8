import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the report actions and the download page (Czech types the keys). */
export type ReportsMessageKey = Extract<keyof typeof csCatalogue, string>

export const reportsCatalogue = registerCatalogue('reports', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useReportsMessages(): FeatureMessages<ReportsMessageKey> {
  return useFeatureMessages(reportsCatalogue)
}
