import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { scopeFor, type ScopedAction } from '@konzilium/contract/policy'
import { patientCenterLinks, patients } from '../../db/schema'
import { scopeOf, type Caller } from '../../platform/auth/access'
import { callerCenterId } from '../../platform/auth/caller-center'

/**
 * The patients a caller reaches with an action (policy.ts, ADR 014), as the `where` condition of
 * the query that reads or changes them; deleted records are never reached. `center`: the patients
 * the caller's centre treats and those with an open (pending) or accepted referral to it (to decide
 * a referral, the doctor must see whom it is about); a cancelled or denied referral leaves the
 * centre the referral, not the record. `treating`: only the patients the centre treats. `own`: the
 * patients a peripheral doctor refers; `self`: a patient's own record. Use it in the same query
 * that reads or changes: an object outside it is "not found".
 */
export function patientScope(auth: Caller, action: ScopedAction): SQL {
  const scope = scopeOf(auth, action)
  const alive = isNull(patients.deletedAt)
  switch (scope) {
    case 'all':
      return alive
    case 'center':
      // patient_center_links holds exactly the patients the centre may read, kept by triggers
      // from the treating centre and the open and accepted referrals.
      return and(alive, linkedToCallerCenter(auth)) as SQL
    case 'treating':
      return and(alive, treatedByCallerCenter(auth)) as SQL
    case 'own':
      return and(alive, eq(patients.referringDoctorId, auth.userId)) as SQL
    case 'self':
      return and(alive, eq(patients.userId, auth.userId)) as SQL
    case 'regions':
    case 'visible':
      // No other scope reaches a patient (representatives never do).
      return sql`false`
  }
}

/**
 * Whether the caller may change the record of the row's patient now, as a column of a query
 * that reads the record (the web offers editing only then); false for a role the policy refuses.
 */
export function mayChangePatient(auth: Caller): SQL<boolean> {
  if (scopeFor(auth.role, 'patients.update') === null) return sql<boolean>`false`
  // A comparison with a missing centre is null, not false.
  return sql<boolean>`coalesce((${patientScope(auth, 'patients.update')}), false)`
}

/** The caller's centre treats the patient: it accepted a referral of it or created the record. */
function treatedByCallerCenter(auth: Caller): SQL {
  return sql`${patients.centerId} = ${callerCenterId(auth)}`
}

/**
 * A link of the patient to the caller's centre (that also meets `condition`, if given): the
 * `center` scope of reading (`patientScope`), which a centre doctor's search also reads
 * (center-search.ts).
 */
export function linkedToCallerCenter(auth: Caller, condition?: SQL): SQL {
  const link = and(
    eq(patientCenterLinks.patientId, patients.id),
    sql`${patientCenterLinks.centerId} = ${callerCenterId(auth)}`,
    condition,
  )
  return sql`exists (select 1 from ${patientCenterLinks} where ${link})`
}
