import type { NotificationStatistics } from '@konzilium/contract/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useLiveChannel } from '../../shared/live/use-live-channel'
import type { LiveState } from '../../shared/live/live-channel'
import { notificationKeys } from './api'

type NotificationEventData = { id: string; createdAt: string }

function isNotificationData(data: unknown): data is NotificationEventData {
  const value = data as Partial<NotificationEventData> | null
  return typeof value?.id === 'string' && typeof value.createdAt === 'string'
}

/**
 * Notifications from the live channel (ADR 036). A `notification` event counts at once (the
 * statistics in the cache move: one more unread, the newest time), which raises its toast through
 * the bell's usual path, then the counts are refetched to be exact. After `ready` or `resync` the
 * statistics are refetched: a newer `latestAt` makes the bell fetch and toast what it missed.
 */
export function useLiveNotifications(): LiveState {
  const queryClient = useQueryClient()
  return useLiveChannel((event) => {
    if (event.event === 'notification' && isNotificationData(event.data)) {
      const { createdAt } = event.data
      queryClient.setQueryData<NotificationStatistics>(notificationKeys.statistics, (old) =>
        old
          ? {
              ...old,
              total: old.total + 1,
              unread: old.unread + 1,
              unreadVisible: old.unreadVisible + 1,
              latestAt: old.latestAt && old.latestAt > createdAt ? old.latestAt : createdAt,
            }
          : old,
      )
      void queryClient.invalidateQueries({ queryKey: notificationKeys.statistics })
      void queryClient.invalidateQueries({ queryKey: notificationKeys.panel })
    } else if (event.event === 'ready' || event.event === 'resync') {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.statistics })
    }
  })
}
