import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { PolicyAction } from '@konzilium/contract/policy'
import { centerDoctorProfiles, patientCenterLinks, patients } from '../../db/schema'
import { scopeOf, type Caller } from '../../platform/auth/access'

/** The centre of the calling centre doctor, as a subquery (null for anyone else). */
export function callerCenterId(auth: Caller): SQL {
  return sql`(select ${centerDoctorProfiles.centerId} from ${centerDoctorProfiles} where ${centerDoctorProfiles.userId} = ${auth.userId})`
}

/**
 * The patients a caller reaches with an action (policy.ts, ADR 014), as the `where` condition of
 * the query that reads them; deleted records are never reached. A centre doctor reaches the
 * patients the centre treats and those referred to the centre (to decide a referral, the doctor
 * must see whom it is about); a peripheral doctor the patients he or she refers; a patient the
 * own record. Use it in the same query that reads or changes: an object outside it is "not found".
 */
export function patientScope(auth: Caller, action: PolicyAction): SQL {
  const scope = scopeOf(auth, action)
  const alive = isNull(patients.deletedAt)
  switch (scope) {
    case 'all':
      return alive
    case 'center':
      // patient_center_links holds both sources (treated here, referred here), kept by triggers.
      return and(
        alive,
        sql`exists (select 1 from ${patientCenterLinks} where ${patientCenterLinks.patientId} = ${patients.id} and ${patientCenterLinks.centerId} = ${callerCenterId(auth)})`,
      ) as SQL
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
