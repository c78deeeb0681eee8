import { eq, sql, type SQL } from 'drizzle-orm'
import type { ScopedAction } from '@konzilium/contract/policy'
import { patients, referralRequests } from '../../db/schema'
import { scopeOf, type Caller } from '../../platform/auth/access'
import { callerCenterId } from '../../platform/auth/caller-center'

/**
 * The referral requests a caller reaches with an action (policy.ts, ADR 014), as the `where`
 * condition of the query that reads or changes them: a centre doctor those addressed to the own
 * centre, a peripheral doctor those he or she sent, an admin all, a patient (through the patient
 * record's `self`) those about the own record. The one scope builder of referrals: the patients
 * feature reads a record's referrals through it too.
 */
export function referralScope(auth: Caller, action: ScopedAction): SQL {
  const scope = scopeOf(auth, action)
  switch (scope) {
    case 'all':
      return sql`true`
    case 'center':
      return eq(referralRequests.toCenterId, callerCenterId(auth))
    case 'own':
      return eq(referralRequests.fromDoctorId, auth.userId)
    case 'self':
      return sql`exists (select 1 from ${patients} where ${patients.id} = ${referralRequests.patientId} and ${patients.userId} = ${auth.userId})`
    case 'treating':
    case 'regions':
    case 'visible':
      return sql`false`
  }
}

/**
 * How a newer referral follows this one, as a column: `resubmit` when it went to the same centre
 * again, `redirect` when to another (a redirect never goes to the same centre), null when none.
 */
export const followedBySql = sql<
  'redirect' | 'resubmit' | null
>`(select case when next_referral.to_center_id = ${referralRequests.toCenterId} then 'resubmit' else 'redirect' end from referral_requests as next_referral where next_referral.redirected_from_id = ${referralRequests.id} limit 1)`

/** Whether a referral was redirected (a newer one names it as its origin), as a column. */
export const redirectedSql = sql<boolean>`exists (select 1 from referral_requests as next_referral where next_referral.redirected_from_id = ${referralRequests.id})`
