import type { UserStatus } from '@konzilium/contract/users'
import { useI18n } from '../../shared/i18n/use-i18n'

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useI18n()
  return (
    <span className={`status-badge status-badge--${status}`}>{t(`users.status.${status}`)}</span>
  )
}
