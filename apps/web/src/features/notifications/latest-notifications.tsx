import type { NotificationItem } from '@konzilium/contract/notifications'
import { useQuery } from '@tanstack/react-query'
import { notificationsEndpoints as endpoints } from '@konzilium/contract/endpoints/notifications'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { formatDateTime } from '../../shared/i18n/format'
import { Link } from '../../shared/navigation/link'
import { Table } from '../../shared/ui/table'
import { notificationKeys } from './api'
import { useNotificationMessages } from './notification-messages'
import { notificationHref, notificationText } from './notification-text'

export const HOME_NOTIFICATIONS = 5

/** The newest notifications from the server, read or not (the home page's last section). */
function useLatestNotifications() {
  return useQuery({
    queryKey: [...notificationKeys.panel, 'latest'],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listNotifications, {
        query: { pageSize: HOME_NOTIFICATIONS },
        signal,
      }),
    // The table says so itself.
    meta: { handlesErrors: true },
  })
}

/**
 * The latest notifications as the server keeps them (the bell's, not this browser's toasts):
 * when, what happened (a link to its object) and the details.
 */
export function LatestNotifications() {
  const { t, locale } = useNotificationMessages()
  const latest = useLatestNotifications()
  return (
    <Table<NotificationItem>
      caption={t('latest.title')}
      columns={[
        {
          key: 'date',
          header: t('latest.date'),
          render: (item) => (
            <time dateTime={item.createdAt}>
              {formatDateTime(locale, new Date(item.createdAt))}
            </time>
          ),
        },
        {
          key: 'title',
          header: t('latest.what'),
          render: (item) => {
            const { title } = notificationText(t, locale, item)
            const href = notificationHref(item)
            return href ? <Link to={href}>{title}</Link> : title
          },
        },
        {
          key: 'description',
          header: t('latest.details'),
          render: (item) => notificationText(t, locale, item).description,
        },
      ]}
      rows={latest.data?.items}
      status={latest}
      rowKey={(item) => item.id}
      emptyText={t('panel.empty')}
      errorText={t('panel.error')}
    />
  )
}
