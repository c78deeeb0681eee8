import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

export type ExportsMessageKey = Extract<keyof typeof csCatalogue, string>

export const exportsCatalogue = registerCatalogue('exports', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useExportsMessages(): FeatureMessages<ExportsMessageKey> {
  return useFeatureMessages(exportsCatalogue)
}
