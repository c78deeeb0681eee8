import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the audit screen (Czech types the keys; a test keeps English at the same keys). */
export type AuditMessageKey = Extract<keyof typeof csCatalogue, string>

export const auditCatalogue = registerCatalogue('audit', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useAuditMessages(): FeatureMessages<AuditMessageKey> {
  return useFeatureMessages(auditCatalogue)
}
