import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /download-report: downloads a medical report from a one-time link sent by e-mail (ADR 004). */
export function DownloadReportPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('downloadReport.title')} description={t('downloadReport.description')} />
  )
}
