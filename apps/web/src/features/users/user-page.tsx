import { useParams } from 'react-router'
import { Link } from '../../shared/navigation/link'
import { paths } from '../../shared/navigation/paths'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { roleLabel } from '../../shared/session/role-label'
import { AccountStatus } from '../../shared/ui/account-status'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import { useUser } from './api'
import { UserActions } from './user-actions'
import { UserEditForm } from './user-edit-form'
import { useUsersMessages } from './users-messages'
import './users.css'

/** /app/users/:id (admin): one account, its state, its edit form and the admin's actions. */
export function UserPage() {
  const global = useI18n()
  const { t, locale } = useUsersMessages()
  const { id = '' } = useParams()
  const user = useUser(id)
  const when = (iso: string | null) => (iso ? formatDateTime(locale, Date.parse(iso)) : '—')

  if (!user.data) {
    return (
      <>
        <PageHeader title={t('user.title')} />
        <p role="status">{user.isError ? t('user.notFound') : global.t('form.loading')}</p>
        <Link to={paths.app.users}>{t('user.back')}</Link>
      </>
    )
  }
  const data = user.data
  return (
    <>
      <PageHeader title={data.displayName} description={global.t(roleLabel(data.role))} />
      <p>
        <Link to={paths.app.users}>{t('user.back')}</Link>
      </p>
      <div className="user-layout">
        <div className="profile-grid">
          <Card title={t('user.state.title')}>
            <dl className="user-facts">
              <dt>{t('users.column.status')}</dt>
              <dd>
                <AccountStatus status={data.status} />
              </dd>
              <dt>{t('users.column.email')}</dt>
              <dd>{data.email}</dd>
              <dt>{t('user.origin')}</dt>
              <dd>{t(`user.origin.${data.origin}`)}</dd>
              <dt>{t('user.created')}</dt>
              <dd>{when(data.createdAt)}</dd>
              <dt>{t('user.activated')}</dt>
              <dd>{when(data.activatedAt)}</dd>
              {data.invitationExpiresAt && (
                <>
                  <dt>{t('user.invitationExpires')}</dt>
                  <dd>{when(data.invitationExpiresAt)}</dd>
                </>
              )}
              <dt>{t('users.column.lastSignIn')}</dt>
              <dd>{data.lastSignInAt ? when(data.lastSignInAt) : t('users.never')}</dd>
              {data.lockedAt && (
                <>
                  <dt>{t('user.lockedAt')}</dt>
                  <dd>{when(data.lockedAt)}</dd>
                </>
              )}
              <dt>{t('users.twoFactor')}</dt>
              <dd>{data.twoFactorEnabled ? t('user.yes') : t('user.no')}</dd>
              <dt>{t('user.sessions')}</dt>
              <dd>{data.activeSessions}</dd>
              {data.centerDoctor && (
                <>
                  <dt>{t('users.center')}</dt>
                  <dd>{data.centerDoctor.centerName}</dd>
                </>
              )}
            </dl>
          </Card>
          <UserEditForm key={data.id} user={data} />
        </div>
        <UserActions user={data} />
      </div>
    </>
  )
}
