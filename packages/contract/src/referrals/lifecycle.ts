import { z } from 'zod'
import type { DenyReason } from '../codes'
import { may } from '../policy'
import type { Role } from '../session'

/**
 * A referral's life cycle (ADR 017, ADR 032): its states, the moves each role has on it and whose
 * move it is. `pending` -> `accepted` | `denied` | `cancelled`, each terminal; a denied one can be
 * redirected (a new pending referral to another centre) or, when the centre asked for more,
 * completed and sent again to the same centre (resubmit); a denied or cancelled one can be closed
 * by its referrer, after which nobody has a move on it.
 */
export const referralStates = ['pending', 'accepted', 'denied', 'cancelled'] as const
export const referralStateSchema = z.enum(referralStates)
export type ReferralState = (typeof referralStates)[number]

export const referralActions = [
  'accept',
  'deny',
  'cancel',
  'redirect',
  'resubmit',
  'close',
] as const
export const referralActionSchema = z.enum(referralActions)
export type ReferralAction = (typeof referralActions)[number]

export const referralEventTypes = [
  'created',
  'seen',
  'accepted',
  'denied',
  'cancelled',
  'redirected',
  'resubmitted',
  'closed',
] as const
export type ReferralEventType = (typeof referralEventTypes)[number]

/** The state a legal transition leads to, or null when the action is illegal in that state. */
export function nextReferralState(
  state: ReferralState,
  action: 'accept' | 'deny' | 'cancel',
): ReferralState | null {
  if (state !== 'pending') return null
  return ({ accept: 'accepted', deny: 'denied', cancel: 'cancelled' } as const)[action]
}

/**
 * Deny reasons that ask the referrer for more (data, an examination): such a referral may be
 * completed and sent again to the same centre.
 */
export const resubmittableDenyReasons: readonly DenyReason[] = [
  'incomplete_data',
  'missing_examination',
]

/** What decides the moves on a referral besides its state: its follow-up, its closing, its reason. */
export type ReferralMoveFacts = {
  state: ReferralState
  /** A newer referral follows this one (a redirect or a resubmission). */
  redirected: boolean
  closed?: boolean
  reasonCode?: string | null
}

/**
 * What a caller of this role may do with a referral it can read, now. The scope was already
 * applied by reading it (a centre doctor reads only the own centre's referrals, a referrer only
 * the own), so the role and the state decide.
 */
export function allowedReferralActions(role: Role, referral: ReferralMoveFacts): ReferralAction[] {
  const actions: ReferralAction[] = []
  if (referral.state === 'pending') {
    if (may(role, 'referrals.decide')) actions.push('accept', 'deny')
    if (may(role, 'referrals.cancel')) actions.push('cancel')
  }
  const open = !referral.redirected && !referral.closed
  if (referral.state === 'denied' && open && may(role, 'referrals.create')) {
    if ((resubmittableDenyReasons as readonly string[]).includes(referral.reasonCode ?? ''))
      actions.push('resubmit')
    actions.push('redirect')
  }
  if ((referral.state === 'denied' || referral.state === 'cancelled') && open)
    if (may(role, 'referrals.create')) actions.push('close')
  return actions
}

/**
 * Whose move it is: the centre decides a pending one, the referrer may redirect, send again or
 * close a denied one; a closed or followed-up one is nobody's.
 */
export const referralNextMoves = ['center', 'referrer', 'none'] as const
export type ReferralNextMove = (typeof referralNextMoves)[number]
export function referralNextMove(referral: ReferralMoveFacts): ReferralNextMove {
  if (referral.state === 'pending') return 'center'
  if (referral.state === 'denied' && !referral.redirected && !referral.closed) return 'referrer'
  return 'none'
}
