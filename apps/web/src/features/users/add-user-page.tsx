import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/users/add: invites a new user (admin). */
export function AddUserPage() {
  const { t } = useI18n()
  return <PageHeader title={t('addUser.title')} description={t('addUser.description')} />
}
