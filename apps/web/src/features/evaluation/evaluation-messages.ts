import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the questionnaire screens (Czech types the keys; a test keeps English at the same keys). */
export type EvaluationMessageKey = Extract<keyof typeof csCatalogue, string>

export const evaluationCatalogue = registerCatalogue('evaluation', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useEvaluationMessages(): FeatureMessages<EvaluationMessageKey> {
  return useFeatureMessages(evaluationCatalogue)
}
