import type { UserStatus } from '@konzilium/contract/users'
import { useI18n } from '../../shared/i18n/use-i18n'
import './doctors.css'

/** The account's invitation state as a chip: invited, active or locked. */
export function InvitationChip({ status }: { status: UserStatus }) {
  const { t } = useI18n()
  return <span className={`state-chip state-chip--${status}`}>{t(`users.status.${status}`)}</span>
}
