import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { getLocale } from '../../shared/i18n/i18n-store'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** Every text of the calculator pages lives in this feature's catalogue (Czech types the keys). */
export type CalculatorMessageKey = Extract<keyof typeof csCatalogue, string>

export const calculatorCatalogue = registerCatalogue('calculators', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

// Start loading the texts as soon as the route's chunk runs; the page suspends on the same load
// (useFeatureMessages), and a failure surfaces there, so it is not reported twice here. (No
// top-level await: it would make the bundler split the main chunk into many small ones.)
calculatorCatalogue.load(getLocale()).catch(() => undefined)

export function useCalculatorMessages(): FeatureMessages<CalculatorMessageKey> {
  return useFeatureMessages(calculatorCatalogue)
}
