/**
 * What other features may use of referrals: the scope condition of a caller (ADR 014) and the
 * "was redirected" column that decides, with the state, whose move it is.
 */
export { redirectedSql, referralScope } from './scope'
/** Referrals as lists show them (select and mapping), for the home tables. */
export { selectReferralSummaries, toReferralSummary } from './repo'
/** A referral's scores recomputed from their inputs, as a new referral stores them (demo seed). */
export { recomputeScores } from './recompute-scores'
/** Reminders to centres of referrals pending too long, a background task (ADR 043). */
export { pendingReferralRemindersTask } from './remind-pending'
/**
 * One referral's full answer (indication, scores with their formula versions, history) if the
 * caller's read scope reaches it, else 404; no audit row (the caller writes its own).
 */
export { detailIn as loadReferralDetail } from './repo'
/** A patient record's referrals as its detail lists them, in the reader's scope. */
export { referralsOfPatient } from './patient-referrals'
