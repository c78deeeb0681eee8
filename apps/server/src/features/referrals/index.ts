/** What other features may use of referrals: the scope condition of a caller (ADR 014). */
export { referralScope } from './scope'
