import type { ReferralState } from '@konzilium/contract/referrals'
import type { Urgency } from '@konzilium/contract/codes'
import { useReferralMessages, type ReferralMessageKey } from './referral-messages'
import './referral-chips.css'

/**
 * One word per state on every screen, the same as the state filter: a denied referral sent on to
 * another centre reads "Přesměrovaná". Whether the centre has opened a pending one is in the
 * referral's detail and history, not a word of its own.
 */
export function stateKey(state: ReferralState, redirected = false): ReferralMessageKey {
  if (state === 'denied' && redirected) return 'state.redirected'
  return `state.${state}`
}

export function StateChip({
  state,
  seenAt,
  redirected = false,
}: {
  state: ReferralState
  seenAt: string | null
  redirected?: boolean
}) {
  const { t } = useReferralMessages()
  const key = stateKey(state, redirected)
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
