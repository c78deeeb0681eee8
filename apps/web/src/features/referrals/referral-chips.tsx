import type { ReferralState, ReferralSummary } from '@konzilium/contract/referrals'
import type { Urgency } from '@konzilium/contract/codes'
import { useReferralMessages, type ReferralMessageKey } from './referral-messages'
import './referral-chips.css'

type ReferralFollowUp = NonNullable<ReferralSummary['followedBy']>

/**
 * One word per state on every screen, the same as the state filter: a denied referral sent on to
 * another centre reads "Přesměrovaná", one completed and sent again to the same centre "Odeslaná
 * znovu". Whether the centre has opened a pending one is in the referral's detail and history, not
 * a word of its own.
 */
export function stateKey(
  state: ReferralState,
  followedBy: ReferralFollowUp | null = null,
): ReferralMessageKey {
  if (state === 'denied' && followedBy === 'redirect') return 'state.redirected'
  if (state === 'denied' && followedBy === 'resubmit') return 'state.resubmitted'
  return `state.${state}`
}

export function StateChip({
  state,
  seenAt,
  followedBy = null,
}: {
  state: ReferralState
  seenAt: string | null
  followedBy?: ReferralFollowUp | null
}) {
  const { t } = useReferralMessages()
  const key = stateKey(state, followedBy)
  // A pending referral the centre has not opened yet stands out (drawn only; the word is the same).
  const fresh = state === 'pending' && seenAt === null ? ' referral-chip--new' : ''
  return <span className={`referral-chip referral-chip--${key.slice(6)}${fresh}`}>{t(key)}</span>
}

export function UrgencyChip({ urgency }: { urgency: Urgency }) {
  const { t } = useReferralMessages()
  return (
    <span className={`referral-urgency referral-urgency--${urgency}`}>
      {t(`urgency.${urgency}`)}
    </span>
  )
}
