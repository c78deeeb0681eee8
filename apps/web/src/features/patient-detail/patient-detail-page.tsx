import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/detail: one patient's record (ADR 004); the patient id travels in the query (?patient=). */
export function PatientDetailPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('patientDetail.title')} description={t('patientDetail.description')} />
  )
}
