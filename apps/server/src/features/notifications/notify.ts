import { notifications } from '../../db/schema'
import type { LiveHub } from '../../platform/live/hub'
import type { Work } from '../../platform/transaction'

/**
 * Creates in-app notifications, in the transaction of the change they report (a referral
 * accepted, denied...). `event` is a catalogue key the web renders in the reader's language with
 * `params`; neither may hold patient data (names, birth numbers, diagnoses): the reader follows
 * the target link and sees the object under its own scope.
 *
 * Each recipient's open streams get a `notification` event once the transaction commits (ADR 036):
 * a change rolled back announces nothing.
 */
export type NewNotification = {
  userId: string
  type: 'info' | 'success' | 'warning' | 'error'
  event: string
  params?: Record<string, string>
  target?: { type: 'referral' | 'patient' | 'consultation'; id: string }
}

export async function notify(
  s: { live: LiveHub },
  work: Work,
  items: readonly NewNotification[],
): Promise<void> {
  if (items.length === 0) return
  const created = await work.db
    .insert(notifications)
    .values(
      items.map((item) => ({
        userId: item.userId,
        type: item.type,
        event: item.event,
        params: item.params ?? {},
        targetType: item.target?.type ?? null,
        targetId: item.target?.id ?? null,
      })),
    )
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      createdAt: notifications.createdAt,
    })
  for (const row of created) {
    await s.live.publish(work, {
      id: row.id,
      userIds: [row.userId],
      kind: 'notification',
      data: { id: row.id, createdAt: row.createdAt.toISOString() },
    })
  }
}
