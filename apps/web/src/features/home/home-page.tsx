import { useI18n } from '../../shared/i18n/use-i18n'
import { displayName } from '../../shared/session/display-name'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { LatestNotifications } from '../notifications'
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
  const global = useI18n()
  const messages = useHomeMessages()
  const { t } = messages
  const user = useSessionUser()
  const home = useHome()
  if (!user) return null
  return (
    <div className="home-page">
      <PageHeader
        title={t('title', { name: displayName(user) })}
        description={
          user.role
            ? t('description', { signedInAs: t(signedInAsKey(user.role)) })
            : t('descriptionNoRole')
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
        <p aria-busy="true">{global.t('form.loading')}</p>
      )}
      <LatestNotifications />
    </div>
  )
}
