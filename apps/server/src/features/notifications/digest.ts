import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { notifications, userPreferences, users } from '../../db/schema'
import type { Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { mailTextOf } from './mail-text'

/**
 * The daily digest of notification e-mails: the notifications whose kind the recipient asked to
 * get "in a daily digest" wait (`email = 'digest'`, not yet `emailed_at`) until the oldest of a
 * user's is a day old; then one mail lists those still unread and every waiting one is marked
 * e-mailed (one read in the app meanwhile needs no e-mail). The check runs every hour, on a
 * PostgreSQL server on one instance at a time (advisory lock), like the other maintenance.
 */
const CHECK_MS = 60 * 60_000
const FIRST_CHECK_MS = 5 * 60_000
const DAY_MS = 86_400_000
const LOCK_KEY = 7_310_452_036
/** A digest lists at most this many; the rest are in the app. */
const DIGEST_ITEMS_MAX = 50

export async function sendNotificationDigests(s: Services): Promise<number> {
  const now = s.clock.now()
  const dayAgo = new Date(now.getTime() - DAY_MS)
  return transaction(s.db, async (work) => {
    if (s.database.kind === 'postgres') {
      const result: unknown = await work.db.execute(
        sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`,
      )
      if (!(result as { rows: { locked: boolean }[] }).rows[0]?.locked) return 0
    }
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

/** Checks for due digests every hour; answers how to stop. */
export function startNotificationDigests(s: Services): () => void {
  const run = () => {
    sendNotificationDigests(s).catch((error: unknown) => {
      s.log.warn({ err: error }, 'notification digests failed; they will be tried again')
    })
  }
  const first = setTimeout(run, FIRST_CHECK_MS)
  const timer = setInterval(run, CHECK_MS)
  first.unref()
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
