import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/detail/chart: the patient's scores over time (ADR 004). */
export function PatientChartPage() {
  const { t } = useI18n()
  return <PageHeader title={t('patientChart.title')} description={t('patientChart.description')} />
}
