import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /export: downloads a prepared Excel export from the link in the 'export ready' e-mail (ADR 004). */
export function ExportPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('exportDownload.title')} description={t('exportDownload.description')} />
  )
}
