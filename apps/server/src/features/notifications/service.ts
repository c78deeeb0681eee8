import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm'
import {
  notificationTypes,
  type ListNotificationsQuery,
  type NotificationItem,
  type NotificationList,
  type NotificationStatistics,
  type NotificationStatisticsQuery,
  type ReadAllNotifications,
  type SaveNotificationAnswer,
  type SaveNotificationInput,
} from '@konzilium/contract/notifications'
import { notifications } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { scopeOf, type AuthContext } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { pagedAnswer } from '../../platform/paged-list'
import { publishAnnouncement } from './announce'

/**
 * The caller's own notifications (ADR 018). The policy gives every role the `self` scope of
 * `notifications.self`: every query is limited to `user_id = caller` in SQL, so another user's
 * notification is simply not found (404).
 */
function own(auth: AuthContext): SQL {
  // `self` is the only scope the policy grants; asking keeps the route and the policy tied.
  scopeOf(auth, 'notifications.self')
  return eq(notifications.userId, auth.userId)
}

type Row = typeof notifications.$inferSelect

function toItem(row: Row): NotificationItem {
  const targetType = row.targetType as NonNullable<NotificationItem['target']>['type'] | null
  return {
    id: row.id,
    type: row.type,
    event: row.event,
    params: row.params,
    target: targetType && row.targetId ? { type: targetType, id: row.targetId } : null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
  }
}

export async function listNotifications(
  s: Services,
  auth: AuthContext,
  query: ListNotificationsQuery,
): Promise<NotificationList> {
  const where = and(
    own(auth),
    query.unread ? isNull(notifications.readAt) : undefined,
    query.hidden ? undefined : isNull(notifications.hiddenAt),
    query.since ? gt(notifications.createdAt, new Date(query.since)) : undefined,
  )
  const rows = await s.db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await s.db.select({ n: count() }).from(notifications).where(where)
  return pagedAnswer(query, rows.map(toItem), total?.n ?? 0)
}

export async function notificationStatistics(
  s: Services,
  auth: AuthContext,
  query: NotificationStatisticsQuery,
): Promise<NotificationStatistics> {
  const since = query.since ? new Date(query.since) : null
  const rows = await s.db
    .select({
      type: notifications.type,
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      unreadVisible:
        sql<number>`count(*) filter (where ${notifications.readAt} is null and ${notifications.hiddenAt} is null)`.mapWith(
          Number,
        ),
      newSince: since
        ? sql<number>`count(*) filter (where ${gt(notifications.createdAt, since)})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
      latestAt: sql<string | null>`max(${notifications.createdAt})`,
    })
    .from(notifications)
    .where(own(auth))
    .groupBy(notifications.type)
  const unreadByType = Object.fromEntries(notificationTypes.map((type) => [type, 0])) as Record<
    (typeof notificationTypes)[number],
    number
  >
  let latest: Date | null = null
  const answer = { total: 0, unread: 0, unreadVisible: 0, newSince: 0 }
  for (const row of rows) {
    unreadByType[row.type] = row.unread
    answer.total += row.total
    answer.unread += row.unread
    answer.unreadVisible += row.unreadVisible
    answer.newSince += row.newSince
    const at = row.latestAt === null ? null : new Date(row.latestAt)
    if (at && (!latest || at > latest)) latest = at
  }
  return { ...answer, unreadByType, latestAt: latest?.toISOString() ?? null }
}

/** Marks one own notification read; a second call keeps the first time (idempotent). */
export async function readNotification(
  s: Services,
  auth: AuthContext,
  id: string,
): Promise<NotificationItem> {
  const [row] = await s.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${s.clock.now()})` })
    .where(and(own(auth), eq(notifications.id, id)))
    .returning()
  if (!row) throw notFound('Notification')
  return toItem(row)
}

export async function readAllNotifications(
  s: Services,
  auth: AuthContext,
): Promise<ReadAllNotifications> {
  const rows = await s.db
    .update(notifications)
    .set({ readAt: s.clock.now() })
    .where(and(own(auth), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return { marked: rows.length }
}

/**
 * `save`: an admin's announcement (announce.ts), or the toast flag: hidden (timed out or
 * dismissed) or visible again. Hiding keeps the first time; showing again clears it. Read state
 * and content are not the client's to change.
 */
export async function saveNotification(
  s: Services,
  auth: AuthContext,
  input: SaveNotificationInput,
): Promise<SaveNotificationAnswer> {
  if (input.announcement) return publishAnnouncement(s, auth, input.announcement)
  // The schema requires both without an announcement.
  const { id, hidden } = input as { id: string; hidden: boolean }
  const [row] = await s.db
    .update(notifications)
    .set({
      hiddenAt: hidden ? sql`coalesce(${notifications.hiddenAt}, ${s.clock.now()})` : null,
    })
    .where(and(own(auth), eq(notifications.id, id)))
    .returning()
  if (!row) throw notFound('Notification')
  return toItem(row)
}
