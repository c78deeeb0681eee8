import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/detail/form: records a new examination with scores and attachments (ADR 004). */
export function ExaminationFormPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('examinationForm.title')} description={t('examinationForm.description')} />
  )
}
