import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the two-factor screens (enrolment, proof, recovery codes); Czech types the keys, a test keeps English at the same keys. */
export type TwoFactorMessageKey = Extract<keyof typeof csCatalogue, string>

export const twoFactorCatalogue = registerCatalogue('two-factor', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useTwoFactorMessages(): FeatureMessages<TwoFactorMessageKey> {
  return useFeatureMessages(twoFactorCatalogue)
}
