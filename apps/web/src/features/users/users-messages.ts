import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the user screens (Czech types the keys; a test keeps English at the same keys). */
export type UsersMessageKey = Extract<keyof typeof csCatalogue, string>

export const usersCatalogue = registerCatalogue('users', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useUsersMessages(): FeatureMessages<UsersMessageKey> {
  return useFeatureMessages(usersCatalogue)
}
