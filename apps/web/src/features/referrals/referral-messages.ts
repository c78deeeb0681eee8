import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the referral screens (Czech types the keys; a test keeps English at the same keys). */
export type ReferralMessageKey = Extract<keyof typeof csCatalogue, string>

export const referralCatalogue = registerCatalogue('referrals', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useReferralMessages(): FeatureMessages<ReferralMessageKey> {
  return useFeatureMessages(referralCatalogue)
}
