import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/users: every account, with locking and unlocking (admin). */
export function UsersPage() {
  const { t } = useI18n()
  return <PageHeader title={t('users.title')} description={t('users.description')} />
}
