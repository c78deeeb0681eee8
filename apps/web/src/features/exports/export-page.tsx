import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

/** /export: downloads a prepared Excel export from the link in the 'export ready' e-mail (ADR 004). */
export function ExportPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('exportDownload.title')} description={t('exportDownload.description')} />
  )
}
