import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** Every text of the calculator pages lives in this feature's catalogue (Czech types the keys). */
export type CalculatorMessageKey = Extract<keyof typeof csCatalogue, string>

export const calculatorCatalogue = registerCatalogue('calculators', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

// No load here: the page's first render suspends on the catalogue of the language in use
// (useFeatureMessages), which is known only once the app has started.
export function useCalculatorMessages(): FeatureMessages<CalculatorMessageKey> {
  return useFeatureMessages(calculatorCatalogue)
}
