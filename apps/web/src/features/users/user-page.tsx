import { useParams } from 'react-router'
import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/users/:id: one account, its role, state and preferences (admin). */
export function UserPage() {
  const { t } = useI18n()
  const { id = '' } = useParams()
  return (
    <>
      <PageHeader title={t('user.title')} description={t('user.description')} />
      <p>{t('user.reference', { id })}</p>
    </>
  )
}
