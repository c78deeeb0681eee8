import { formatPersonName } from '@konzilium/contract/czech'
import type { ReferralDetail } from '@konzilium/contract/referrals'
import { toasts } from '../../shared/toasts/toast-store'
import { useReferralMessages } from './referral-messages'

export type ReferralDone = 'sent' | 'accepted' | 'denied' | 'cancelled' | 'redirected' | 'closed'

/**
 * A success toast that says what was done and to whom: "Žádost pro Tereza Nováková odeslána do
 * centra …". `referral` is the server's answer (for a redirect the new referral, so the centre
 * named is the new one).
 */
export function useReferralDoneToast(): (done: ReferralDone, referral: ReferralDetail) => void {
  const { t } = useReferralMessages()
  return (done, referral) => {
    const params = {
      patient: formatPersonName(referral.patient),
      center: referral.center.name,
      doctor: referral.assignedDoctor?.displayName ?? '',
    }
    toasts.add({
      type: 'success',
      title: t(`done.${done}.title`, params),
      description: t(`done.${done}.description`, params),
    })
  }
}
