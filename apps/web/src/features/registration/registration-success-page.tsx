import { useLocation } from 'react-router'
import { paths } from '../../shared/navigation/paths'
import { useI18n } from '../../shared/i18n/use-i18n'
import { ButtonLink } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import './registration.css'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

/** /registration-success: what happens next after a public registration. */
export function RegistrationSuccessPage() {
  const { t } = useI18n()
  const email = (useLocation().state as { email?: unknown } | null)?.email
  return (
    <div className="registration-page registration-page--narrow">
      <PageHeader
        title={t('registrationSuccess.title')}
        description={t('registrationSuccess.description')}
      />
      <Card>
        {typeof email === 'string' && (
          <p role="status">{t('registrationSuccess.sentTo', { email })}</p>
        )}
        <ol className="registration-steps">
          <li>{t('registrationSuccess.step.mail')}</li>
          <li>{t('registrationSuccess.step.password')}</li>
          <li>{t('registrationSuccess.step.signIn')}</li>
        </ol>
        <p>{t('registrationSuccess.noMail')}</p>
        <ButtonLink to={paths.login} variant="secondary">
          {t('requestPassword.backToLogin')}
        </ButtonLink>
      </Card>
    </div>
  )
}
