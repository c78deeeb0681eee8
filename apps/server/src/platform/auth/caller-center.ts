import { sql, type SQL } from 'drizzle-orm'
import { centerDoctorProfiles } from '../../db/schema'
import type { Caller } from './access'

/**
 * The centre of the calling centre doctor, as a subquery of the statement that needs it (null for
 * a caller without a centre): the `center` scope of every object kind is relative to it. A
 * subquery rather than a value read beforehand, so a statement built once per shape takes the
 * caller as its only placeholder and a doctor moved to another centre is seen by the next query.
 */
export function callerCenterId(auth: Caller): SQL {
  return sql`(select ${centerDoctorProfiles.centerId} from ${centerDoctorProfiles} where ${centerDoctorProfiles.userId} = ${auth.userId})`
}
