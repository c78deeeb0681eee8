import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /registration-success: tells a newly registered doctor to confirm the e-mail. */
export function RegistrationSuccessPage() {
  const { t } = useI18n()
  return (
    <PageHeader
      title={t('registrationSuccess.title')}
      description={t('registrationSuccess.description')}
    />
  )
}
