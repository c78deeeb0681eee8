// The referrals feature as other features see it: the state and urgency chips (ADR 009).
export { StateChip, UrgencyChip } from './referral-chips'
