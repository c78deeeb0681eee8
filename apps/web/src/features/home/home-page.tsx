import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { displayName } from '../../shared/session/display-name'
import { useSessionUser } from '../../shared/session/use-session-user'
import type { Notification } from '../../shared/toasts/toast-store'
import { useNotificationList } from '../../shared/toasts/use-toasts'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { Table } from '../../shared/ui/table'
import { useHome } from './api'
import { useHomeMessages } from './home-messages'
import { NewReferralAction } from './doctor-homes'
import { HomeSections } from './home-sections'
import { signedInAsKey } from './signed-in-as'
import './home.css'

/**
 * /app: the signed-in home. The role's sections are in the navigation beside it (not repeated as
 * tiles); here are the rows of the role that matter now (GET /api/home), each linking into its
 * screen, then the latest notifications.
 */
export function HomePage() {
  const { t, locale } = useI18n()
  const messages = useHomeMessages()
  const user = useSessionUser()
  const notifications = useNotificationList()
  const home = useHome()
  if (!user) return null
  return (
    <div className="home-page">
      <PageHeader
        title={t('home.title', { name: displayName(user) })}
        description={
          user.role
            ? t('home.description', { signedInAs: t(signedInAsKey(user.role)) })
            : t('home.descriptionNoRole')
        }
        actions={user.role === 'peripheral_doctor' ? <NewReferralAction /> : undefined}
      />
      {home.data ? (
        <div className="home-sections">
          <HomeSections home={home.data} answeredAt={home.dataUpdatedAt} />
        </div>
      ) : home.isError ? (
        <div role="alert" className="home-error">
          <p>{messages.t('loadFailed')}</p>
          <Button variant="secondary" small onClick={() => void home.refetch()}>
            {messages.t('retry')}
          </Button>
        </div>
      ) : (
        <p aria-busy="true">{t('form.loading')}</p>
      )}
      <Table<Notification>
        caption={t('notifications.title')}
        columns={[
          {
            key: 'date',
            header: t('home.table.date'),
            render: (n) => (
              <time dateTime={new Date(n.date).toISOString()}>
                {formatDateTime(locale, n.date)}
              </time>
            ),
          },
          { key: 'title', header: t('home.table.title'), render: (n) => n.title },
          {
            key: 'description',
            header: t('home.table.description'),
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
