import { notificationsEndpoints as endpoints } from '@konzilium/contract/endpoints/notifications'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/** How often the bell asks for its counts; live push comes with consultations (ADR 018). */
export const STATISTICS_POLL_MS = 30_000
export const PANEL_PAGE_SIZE = 20

export const notificationKeys = {
  all: ['notifications'] as const,
  statistics: ['notifications', 'statistics'] as const,
  panel: ['notifications', 'panel'] as const,
  toasts: (latestAt: string | null) => ['notifications', 'toasts', latestAt] as const,
}

/** GET /api/notifications/statistics, polled and refetched when the window regains focus. */
export function useNotificationStatistics() {
  return useQuery({
    queryKey: notificationKeys.statistics,
    queryFn: ({ signal }) => callEndpoint(endpoints.notificationStatistics, { signal }),
    refetchInterval: STATISTICS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
    // A failed background poll is not worth an error toast every 30 s; the next one retries.
    meta: { handlesErrors: true },
  })
}

/** The panel's list: the newest notifications, read or not. */
export function useNotificationPanel(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.panel,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listNotifications, {
        query: { pageSize: PANEL_PAGE_SIZE },
        signal,
      }),
    enabled,
    staleTime: 0,
    // The panel says so itself.
    meta: { handlesErrors: true },
  })
}

/** The unread notifications whose toast has not been hidden yet, fetched when the newest changes. */
export function usePendingToasts(latestAt: string | null, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.toasts(latestAt),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listNotifications, {
        query: { unread: 'true', hidden: 'false', pageSize: 5 },
        signal,
      }),
    enabled,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  })
}

function useRefreshNotifications() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationKeys.statistics }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.panel }),
    ])
}

export function useReadNotification() {
  const refresh = useRefreshNotifications()
  return useMutation({
    mutationFn: (id: string) => callEndpoint(endpoints.readNotification, { params: { id } }),
    onSuccess: refresh,
  })
}

export function useReadAllNotifications() {
  const refresh = useRefreshNotifications()
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.readAllNotifications),
    onSuccess: refresh,
  })
}

/** POST /api/notifications/save: the toast of this notification has been hidden. */
export function saveHidden(id: string): Promise<unknown> {
  return callEndpoint(endpoints.saveNotification, { body: { id, hidden: true } })
}
