import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/consultations: the consultations the user takes part in. */
export function ConsultationsPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('consultations.title')} description={t('consultations.description')} />
  )
}
