import type { UserStatus } from '@konzilium/contract/users'
import { useI18n } from '../i18n/use-i18n'
import './account-status.css'

/** An account's state as a chip: invited (waiting for activation), active or locked. */
export function AccountStatus({ status }: { status: UserStatus }) {
  const { t } = useI18n()
  return (
    <span className={`account-status account-status--${status}`}>
      {t(`users.status.${status}`)}
    </span>
  )
}
