import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the chart page (Czech types the keys; a test keeps English at the same keys). */
export type ChartMessageKey = Extract<keyof typeof csCatalogue, string>

export const chartCatalogue = registerCatalogue('charts', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useChartMessages(): FeatureMessages<ChartMessageKey> {
  return useFeatureMessages(chartCatalogue)
}
