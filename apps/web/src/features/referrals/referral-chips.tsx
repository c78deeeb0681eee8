import type { ReferralState } from '@konzilium/contract/referrals'
import type { Urgency } from '@konzilium/contract/codes'
import { useReferralMessages, type ReferralMessageKey } from './referral-messages'
import './referral-chips.css'

/** The state as the people at both ends read it: a pending one is "new" until the centre opens it. */
export function stateKey(state: ReferralState, seenAt: string | null): ReferralMessageKey {
  if (state === 'pending') return seenAt ? 'state.seen' : 'state.new'
  return `state.${state}`
}

export function StateChip({ state, seenAt }: { state: ReferralState; seenAt: string | null }) {
  const { t } = useReferralMessages()
  const key = stateKey(state, seenAt)
  return <span className={`referral-chip referral-chip--${key.slice(6)}`}>{t(key)}</span>
}

export function UrgencyChip({ urgency }: { urgency: Urgency }) {
  const { t } = useReferralMessages()
  return (
    <span className={`referral-urgency referral-urgency--${urgency}`}>
      {t(`urgency.${urgency}`)}
    </span>
  )
}
