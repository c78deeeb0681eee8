import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/doctors: centre and outpatient doctors within the user's scope. */
export function DoctorsPage() {
  const { t } = useI18n()
  return <PageHeader title={t('doctors.title')} description={t('doctors.description')} />
}
