import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the profile page (own data, password, sessions); Czech types the keys, a test keeps English at the same keys. */
export type ProfileMessageKey = Extract<keyof typeof csCatalogue, string>

export const profileCatalogue = registerCatalogue('profile', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useProfileMessages(): FeatureMessages<ProfileMessageKey> {
  return useFeatureMessages(profileCatalogue)
}
