import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/patients: the patients within the user's scope. */
export function PatientsPage() {
  const { t } = useI18n()
  return <PageHeader title={t('patients.title')} description={t('patients.description')} />
}
