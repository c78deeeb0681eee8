import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

/** /download-report: downloads a medical report from a one-time link sent by e-mail (ADR 004). */
export function DownloadReportPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('downloadReport.title')} description={t('downloadReport.description')} />
  )
}
