import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /activate-account: an invited user or a registered peripheral doctor activates the account and sets a password. */
export function ActivateAccountPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('activateAccount.title')} description={t('activateAccount.description')} />
  )
}
