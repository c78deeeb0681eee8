import { useI18n } from '../../shared/i18n/use-i18n'
import { displayName } from '../../shared/session/display-name'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import { roleLabel } from '../../shared/session/role-label'
import './profile.css'

/** /app/profile: who is signed in, as the client holds it (editing comes with the account issue). */
export function ProfilePage() {
  const { t } = useI18n()
  const user = useSessionUser()
  if (!user) return null
  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <Card title={displayName(user)}>
        <dl className="profile-list">
          <dt>{t('profile.email')}</dt>
          <dd>{user.email ?? '—'}</dd>
          <dt>{t('profile.role')}</dt>
          <dd>{user.role ? t(roleLabel(user.role)) : '—'}</dd>
        </dl>
      </Card>
    </>
  )
}
