import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the diagnostics screen (Czech types the keys; English has the same keys). */
export type DiagnosticsMessageKey = Extract<keyof typeof csCatalogue, string>

export const diagnosticsCatalogue = registerCatalogue('diagnostics', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useDiagnosticsMessages(): FeatureMessages<DiagnosticsMessageKey> {
  return useFeatureMessages(diagnosticsCatalogue)
}
