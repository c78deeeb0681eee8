import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /reset-password: sets a new password from the e-mailed code (form comes with the account issue). */
export function ResetPasswordPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('resetPassword.title')} description={t('resetPassword.description')} />
  )
}
