import { Link } from 'react-router'
import { navigationFor } from '../../app/layouts/navigation-items'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { displayName } from '../../shared/session/display-name'
import { roleLabel } from '../../shared/session/role-label'
import { useSessionUser } from '../../shared/session/use-session-user'
import type { Notification } from '../../shared/toasts/toast-store'
import { useNotificationList } from '../../shared/toasts/use-toasts'
import { PageHeader } from '../../shared/ui/page-header'
import { Table } from '../../shared/ui/table'
import './dashboard.css'

/** /app: the signed-in home. The role's sections as shortcuts and the latest notifications as a table. */
export function DashboardPage() {
  const { t, locale } = useI18n()
  const user = useSessionUser()
  const notifications = useNotificationList()
  if (!user) return null
  const shortcuts = navigationFor(user.role).filter((item) => !item.end)
  return (
    <div className="dashboard">
      <PageHeader
        title={t('dashboard.title', { name: displayName(user) })}
        description={
          user.role
            ? t('dashboard.description', { role: t(roleLabel(user.role)) })
            : t('dashboard.descriptionNoRole')
        }
      />
      {shortcuts.length > 0 && (
        <section aria-labelledby="dashboard-shortcuts">
          <h2 id="dashboard-shortcuts">{t('dashboard.shortcuts')}</h2>
          <ul className="quick-links">
            {shortcuts.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>
                  <item.icon />
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
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
