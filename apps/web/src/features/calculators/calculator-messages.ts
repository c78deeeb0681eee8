import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csDermatology from './dermatology/messages/cs.json'
import type csCatalogue from './messages/cs.json'
import type csRheumatology from './rheumatology/messages/cs.json'

/**
 * Every text of the calculator pages lives in this feature's catalogue (Czech types the keys): the
 * shared part (`messages/`: the list of calculators, results, issues, the band look-up) and one
 * part per specialty, which its page adds (`calculatorCatalogue.addPart`), so a page does not
 * download the other specialty's texts.
 */
export type CalculatorMessageKey = Extract<
  keyof typeof csCatalogue | keyof typeof csDermatology | keyof typeof csRheumatology,
  string
>

export const calculatorCatalogue = registerCatalogue<typeof csCatalogue, CalculatorMessageKey>(
  'calculators',
  {
    cs: () => import('./messages/cs.json'),
    en: () => import('./messages/default.json'),
  },
)

// No load here: the page's first render suspends on the catalogue of the language in use
// (useFeatureMessages), which is known only once the app has started.
export function useCalculatorMessages(): FeatureMessages<CalculatorMessageKey> {
  return useFeatureMessages(calculatorCatalogue)
}
