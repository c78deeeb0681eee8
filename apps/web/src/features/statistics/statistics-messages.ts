import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the statistics screen (Czech types the keys; English has the same keys). */
export type StatisticsMessageKey = Extract<keyof typeof csCatalogue, string>

export const statisticsCatalogue = registerCatalogue('statistics', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useStatisticsMessages(): FeatureMessages<StatisticsMessageKey> {
  return useFeatureMessages(statisticsCatalogue)
}
