import { and, eq, inArray, isNull } from 'drizzle-orm'
import { notificationPreferencesOf, type EmailDelivery } from '@konzilium/contract/users'
import { notifications, userPreferences, users } from '../../db/schema'
import type { Services } from '../../platform/services'
import type { Work } from '../../platform/transaction'
import { emailKindOf, mailTextOf } from './mail-text'

/**
 * Creates in-app notifications, in the transaction of the change they report (a referral
 * accepted, denied...). `event` is a catalogue key the web renders in the reader's language with
 * `params`; neither may hold patient data (names, birth numbers, diagnoses): the reader follows
 * the target link and sees the object under its own scope.
 *
 * Each recipient's open streams get a `notification` event once the transaction commits (ADR 036):
 * a change rolled back announces nothing. The notification is also e-mailed as the recipient
 * chose for its kind (Settings): at once (a notice mail, skipped if the notification is read in
 * the app before the mail's turn), in the daily digest, or not at all.
 */
export type NewNotification = {
  userId: string
  type: 'info' | 'success' | 'warning' | 'error'
  event: string
  params?: Record<string, string>
  target?: { type: 'referral' | 'patient' | 'consultation' | 'export'; id: string }
  /**
   * `own`: an immediate e-mail is the caller's to send (a referral's richer one); the answer says
   * whether to. `false`: never e-mailed. Absent: the notice mail.
   */
  mail?: 'own' | false
}

export type CreatedNotification = { id: string; userId: string; email: EmailDelivery | null }

type Recipient = {
  email: string
  locale: 'cs' | 'en'
  deliveryOf: (event: string) => EmailDelivery
}

async function recipientsOf(work: Work, userIds: string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map()
  const rows = await work.db
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      language: userPreferences.language,
      notifications: userPreferences.notifications,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(inArray(users.id, userIds))
  return new Map(
    rows.map((row) => {
      const preferences = notificationPreferencesOf(row.notifications)
      return [
        row.id,
        {
          email: row.email,
          locale: row.language ?? row.locale ?? 'cs',
          deliveryOf: (event: string) => {
            const kind = emailKindOf(event)
            if (kind === 'asked-for') return 'immediate'
            return kind ? preferences[kind] : 'off'
          },
        },
      ]
    }),
  )
}

export async function notify(
  s: Pick<Services, 'live' | 'mail' | 'config'>,
  work: Work,
  items: readonly NewNotification[],
): Promise<CreatedNotification[]> {
  if (items.length === 0) return []
  const mailed = [...new Set(items.filter((i) => i.mail !== false).map((i) => i.userId))]
  const recipients = await recipientsOf(work, mailed)
  const deliveries = items.map((item) =>
    item.mail === false ? 'off' : (recipients.get(item.userId)?.deliveryOf(item.event) ?? 'off'),
  )
  const created = await work.db
    .insert(notifications)
    .values(
      items.map((item, index) => ({
        userId: item.userId,
        type: item.type,
        event: item.event,
        params: item.params ?? {},
        targetType: item.target?.type ?? null,
        targetId: item.target?.id ?? null,
        email: deliveries[index] === 'off' ? null : deliveries[index],
      })),
    )
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      createdAt: notifications.createdAt,
      email: notifications.email,
    })
  const base = s.config.publicUrl.replace(/\/$/, '')
  // A finished export's mail leads to its download page; every other notice to the app.
  const urlOf = (item: NewNotification | undefined) =>
    item?.target?.type === 'export' ? `${base}/export?job=${item.target.id}` : `${base}/app`
  for (const [index, row] of created.entries()) {
    await s.live.publish(work, {
      id: row.id,
      userIds: [row.userId],
      kind: 'notification',
      data: { id: row.id, createdAt: row.createdAt.toISOString() },
    })
    const item = items[index]
    const recipient = recipients.get(row.userId)
    if (row.email !== 'immediate' || !item || item.mail === 'own' || !recipient) continue
    await s.mail.enqueue(work, {
      to: recipient.email,
      template: 'notificationNotice',
      data: { ...mailTextOf(item.event, item.params ?? {}, recipient.locale), url: urlOf(item) },
      locale: recipient.locale,
      notificationId: row.id,
    })
  }
  return created.map((row) => ({ id: row.id, userId: row.userId, email: row.email }))
}

/**
 * Marks a user's unread notifications of one object and event read, in the transaction of the
 * read that made them stale (a consultation read up to its newest message): the bell stops
 * counting them, and an e-mail still waiting for them is skipped when its turn comes.
 */
export async function readNotificationsOf(
  work: Work,
  now: Date,
  of: { userId: string; event: string; target: { type: 'consultation' | 'referral'; id: string } },
): Promise<void> {
  await work.db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, of.userId),
        eq(notifications.event, of.event),
        eq(notifications.targetType, of.target.type),
        eq(notifications.targetId, of.target.id),
        isNull(notifications.readAt),
      ),
    )
}
