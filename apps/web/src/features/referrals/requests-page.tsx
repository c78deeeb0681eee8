import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/requests: referral requests sent or received. */
export function RequestsPage() {
  const { t } = useI18n()
  return <PageHeader title={t('requests.title')} description={t('requests.description')} />
}
