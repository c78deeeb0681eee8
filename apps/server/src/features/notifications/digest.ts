import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { notifications, userPreferences, users } from '../../db/schema'
import type { Services } from '../../platform/services'
import { defineTask } from '../../platform/tasks/task'
import { transaction } from '../../platform/transaction'
import { mailTextOf } from './mail-text'

/**
 * The daily digest of notification e-mails: the notifications whose kind the recipient asked to
 * get "in a daily digest" wait (`email = 'digest'`, not yet `emailed_at`) until the oldest of a
 * user's is a day old; then one mail lists those still unread and every waiting one is marked
 * e-mailed (one read in the app meanwhile needs no e-mail). Only notifications the recipient's
 * settings sent to the digest wait here; those e-mailed at once never do, so nothing is mailed
 * twice. The check is the background task `notifications.digest`, every hour, run once across
 * the instances by the scheduler (ADR 043).
 */
const DAY_MS = 86_400_000
/** A digest lists at most this many; the rest are in the app. */
const DIGEST_ITEMS_MAX = 50

export async function sendNotificationDigests(s: Services): Promise<number> {
  const now = s.clock.now()
  const dayAgo = new Date(now.getTime() - DAY_MS)
  return transaction(s.db, async (work) => {
    const waiting = and(eq(notifications.email, 'digest'), isNull(notifications.emailedAt))
    const due = await work.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(waiting)
      .groupBy(notifications.userId)
      .having(lte(sql`min(${notifications.createdAt})`, dayAgo))
    let sent = 0
    for (const { userId } of due) {
      const [user] = await work.db
        .select({
          email: users.email,
          locale: users.locale,
          language: userPreferences.language,
          lockedAt: users.lockedAt,
        })
        .from(users)
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(eq(users.id, userId))
      const rows = await work.db
        .select()
        .from(notifications)
        .where(and(waiting, eq(notifications.userId, userId)))
        .orderBy(asc(notifications.createdAt))
      const unread = rows.filter((row) => row.readAt === null)
      if (user && !user.lockedAt && unread.length > 0) {
        const locale = user.language ?? user.locale ?? 'cs'
        await s.mail.enqueue(work, {
          to: user.email,
          template: 'notificationDigest',
          data: {
            items: unread
              .slice(0, DIGEST_ITEMS_MAX)
              .map((row) => mailTextOf(row.event, row.params, locale)),
            url: `${s.config.publicUrl.replace(/\/$/, '')}/app`,
          },
          locale,
        })
        sent += 1
      }
      await work.db
        .update(notifications)
        .set({ emailedAt: now })
        .where(
          inArray(
            notifications.id,
            rows.map((row) => row.id),
          ),
        )
    }
    return sent
  })
}

export const notificationDigestTask = defineTask(
  'notifications.digest',
  { everyMinutes: 60 },
  sendNotificationDigests,
)
