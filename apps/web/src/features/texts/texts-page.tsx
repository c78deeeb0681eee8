import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/texts: the editable texts of the platform (ADR 004). */
export function TextsPage() {
  const { t } = useI18n()
  return <PageHeader title={t('texts.title')} description={t('texts.description')} />
}
