import { registerCatalogue } from '../../shared/i18n/feature-catalogues'
import { useFeatureMessages, type FeatureMessages } from '../../shared/i18n/use-feature-messages'
import type csCatalogue from './messages/cs.json'

/** The texts of the bell, its panel and the event catalogue (Czech types the keys). */
export type NotificationMessageKey = Extract<keyof typeof csCatalogue, string>

export const notificationCatalogue = registerCatalogue('notifications', {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
})

export function useNotificationMessages(): FeatureMessages<NotificationMessageKey> {
  return useFeatureMessages(notificationCatalogue)
}
