import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { FormAlert } from '../../shared/forms/form-alert'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useProfileMessages } from './profile-messages'
import { PageHeader } from '../../shared/ui/page-header'
import { TwoFactorCard, useTwoFactorStatus } from '../two-factor'
import { useOwnProfile } from '../users'
import { OwnDataCard } from './own-data-card'
import { PasswordCard } from './password-card'
import { SessionsCard } from './sessions-card'
import './profile.css'

/**
 * /app/profile: own data, password, two-factor sign-in and sessions. An enrolment-only session (an
 * admin who must use two-factor sign-in and has not set it up) sees the two-factor part only.
 */
export function ProfilePage() {
  const global = useI18n()
  const { t } = useProfileMessages()
  const location = useLocation()
  const twoFactor = useTwoFactorStatus()
  const enrolmentOnly = twoFactor.data ? twoFactor.data.required && !twoFactor.data.enabled : null
  const profile = useOwnProfile(enrolmentOnly === false, { handlesErrors: true })

  useEffect(() => {
    if (location.hash === '#two-factor') document.getElementById('two-factor')?.focus()
  }, [location.hash, twoFactor.isSuccess])

  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <div className="profile-grid">
        {enrolmentOnly === false &&
          (profile.data ? (
            <OwnDataCard profile={profile.data} />
          ) : (
            <p role="status">
              {profile.isError ? global.t('form.loadFailed') : global.t('form.loading')}
            </p>
          ))}
        {enrolmentOnly && <FormAlert tone="info">{t('profile.enrolmentOnly')}</FormAlert>}
        <TwoFactorCard />
        {enrolmentOnly === false && profile.data && <PasswordCard profile={profile.data} />}
        {enrolmentOnly === false && <SessionsCard />}
      </div>
    </>
  )
}
