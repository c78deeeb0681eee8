import { notifications } from '../../db/schema'
import type { Database } from '../../db/client'

/**
 * Creates in-app notifications, in the transaction of the change they report (a referral
 * accepted, denied...). `event` is a catalogue key the web renders in the reader's language with
 * `params`; neither may hold patient data (names, birth numbers, diagnoses): the reader follows
 * the target link and sees the object under its own scope.
 */
export type NewNotification = {
  userId: string
  type: 'info' | 'success' | 'warning' | 'error'
  event: string
  params?: Record<string, string>
  target?: { type: 'referral' | 'patient' | 'consultation'; id: string }
}

export async function notify(db: Database, items: readonly NewNotification[]): Promise<void> {
  if (items.length === 0) return
  await db.insert(notifications).values(
    items.map((item) => ({
      userId: item.userId,
      type: item.type,
      event: item.event,
      params: item.params ?? {},
      targetType: item.target?.type ?? null,
      targetId: item.target?.id ?? null,
    })),
  )
}
