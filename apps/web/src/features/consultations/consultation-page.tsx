import { useParams } from 'react-router'
import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/**
 * /app/consultations/:id: one consultation with its participants and chat; for now only its title
 * and purpose (ADR 004).
 */
export function ConsultationPage() {
  const { t } = useI18n()
  const { id = '' } = useParams()
  return (
    <>
      <PageHeader title={t('consultation.title')} description={t('consultation.description')} />
      <p>{t('consultation.reference', { id })}</p>
    </>
  )
}
