import { notificationsEndpoints as endpoints } from '@konzilium/contract/endpoints/notifications'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/** How often the bell asks for its counts while the live channel is down (ADR 018, ADR 036). */
export const STATISTICS_POLL_MS = 30_000
/** The catch-up asks from this long before the newest known, for transactions committed late. */
export const CATCH_UP_MARGIN_MS = 60_000
export const PANEL_PAGE_SIZE = 20

export const notificationKeys = {
  all: ['notifications'] as const,
  statistics: ['notifications', 'statistics'] as const,
  panel: ['notifications', 'panel'] as const,
  toasts: (latestAt: string | null) => ['notifications', 'toasts', latestAt] as const,
}

/**
 * GET /api/notifications/statistics, refetched when the window regains focus and on live events;
 * polled only while the live channel is not open.
 */
export function useNotificationStatistics(live: boolean) {
  return useQuery({
    queryKey: notificationKeys.statistics,
    queryFn: ({ signal }) => callEndpoint(endpoints.notificationStatistics, { signal }),
    refetchInterval: live ? false : STATISTICS_POLL_MS,
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

/**
 * The unread notifications whose toast has not been hidden yet, fetched when the newest changes:
 * those created since a minute before `since` (the newest known when the page loaded), so a
 * reconnection catches up on what the stream missed; the caller drops those it has shown.
 */
export function usePendingToasts(latestAt: string | null, enabled: boolean, since: string | null) {
  return useQuery({
    queryKey: notificationKeys.toasts(latestAt),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listNotifications, {
        query: {
          unread: 'true',
          hidden: 'false',
          pageSize: 5,
          ...(since
            ? { since: new Date(Date.parse(since) - CATCH_UP_MARGIN_MS).toISOString() }
            : {}),
        },
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
