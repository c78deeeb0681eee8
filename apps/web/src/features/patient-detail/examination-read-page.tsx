import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/detail/read-form: a saved examination, read-only (ADR 004). */
export function ExaminationReadPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('examinationRead.title')} description={t('examinationRead.description')} />
  )
}
