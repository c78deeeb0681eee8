import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /request-password: asks for the e-mail to which the reset link is sent (form and POST /api/auth/password/reset-code come with the account issue). */
export function RequestPasswordPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('requestPassword.title')} description={t('requestPassword.description')} />
  )
}
