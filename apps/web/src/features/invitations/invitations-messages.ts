import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the invitation forms (Czech types the keys; a test keeps English at the same keys). */
export type InvitationsMessageKey = Extract<keyof typeof csCatalogue, string>

export const invitationsCatalogue = registerCatalogue('invitations', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useInvitationsMessages(): FeatureMessages<InvitationsMessageKey> {
  return useFeatureMessages(invitationsCatalogue)
}
