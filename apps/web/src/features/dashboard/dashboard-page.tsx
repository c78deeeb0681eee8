import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { displayName } from '../../shared/session/display-name'
import { useSessionUser } from '../../shared/session/use-session-user'
import type { Notification } from '../../shared/toasts/toast-store'
import { useNotificationList } from '../../shared/toasts/use-toasts'
import { PageHeader } from '../../shared/ui/page-header'
import { Table } from '../../shared/ui/table'
import { signedInAsKey } from './signed-in-as'
import './dashboard.css'

/**
 * /app: the signed-in home. The role's sections are in the navigation beside it (not repeated as
 * tiles); the latest notifications as a table until the clinical core adds its tables.
 */
export function DashboardPage() {
  const { t, locale } = useI18n()
  const user = useSessionUser()
  const notifications = useNotificationList()
  if (!user) return null
  return (
    <div className="dashboard">
      <PageHeader
        title={t('dashboard.title', { name: displayName(user) })}
        description={
          user.role
            ? t('dashboard.description', { signedInAs: t(signedInAsKey(user.role)) })
            : t('dashboard.descriptionNoRole')
        }
      />
      <Table<Notification>
        caption={t('notifications.title')}
        columns={[
          {
            key: 'date',
            header: t('dashboard.table.date'),
            render: (n) => (
              <time dateTime={new Date(n.date).toISOString()}>
                {formatDateTime(locale, n.date)}
              </time>
            ),
          },
          { key: 'title', header: t('dashboard.table.title'), render: (n) => n.title },
          {
            key: 'description',
            header: t('dashboard.table.description'),
            render: (n) => n.description || '—',
          },
        ]}
        rows={notifications}
        rowKey={(n) => String(n.id)}
        emptyText={t('notifications.empty')}
      />
    </div>
  )
}
