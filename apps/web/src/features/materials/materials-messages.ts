import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The materials' texts, the page's structure included (document.ts reads it from the keys). */
export type MaterialsMessageKey = Extract<keyof typeof csCatalogue, string>

export const materialsCatalogue = registerCatalogue('materials', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

// No load here: the page's first render suspends on the catalogue of the language in use
// (useFeatureMessages), which is known only once the app has started.
export function useMaterialsMessages(): FeatureMessages<MaterialsMessageKey> {
  return useFeatureMessages(materialsCatalogue)
}
