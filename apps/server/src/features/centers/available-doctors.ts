import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { AvailableDoctorList } from '@konzilium/contract/centers'
import { formatPersonName } from '@konzilium/contract/czech'
import { czechNameOrder, namePrefixMatch } from '../../db/czech-text'
import { centerDoctorProfiles, centers, patients, users } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { centerScope } from './scope'

// The outer row named with its table, as in repo.ts's counts.
const userId = sql.raw('"users"."id"')
const patientsOfDoctor = sql<number>`(select count(*)::int from ${patients} where ${patients.centerDoctorId} = ${userId} and ${patients.deletedAt} is null)`

/**
 * Active centre doctors (activated, not locked) of a centre who take new patients, with how many
 * patients each treats, in Czech name order. A centre doctor asks about the own centre only.
 */
export async function listAvailableDoctors(
  s: Services,
  auth: AuthContext,
  centerId: string,
  q: string | undefined,
): Promise<AvailableDoctorList> {
  const [center] = await s.db
    .select({ id: centers.id })
    .from(centers)
    .where(and(eq(centers.id, centerId), centerScope(auth, 'centers.available-doctors')))
  if (!center) throw notFound('Centre')
  const rows = await s.db
    .select({ user: users, patients: patientsOfDoctor })
    .from(users)
    .innerJoin(centerDoctorProfiles, eq(centerDoctorProfiles.userId, users.id))
    .where(
      and(
        eq(centerDoctorProfiles.centerId, centerId),
        eq(centerDoctorProfiles.acceptsPatients, true),
        eq(users.role, 'center_doctor'),
        isNotNull(users.activatedAt),
        isNull(users.lockedAt),
        q ? namePrefixMatch(q, [users.lastNameSearch, users.firstNameSearch]) : undefined,
      ),
    )
    .orderBy(
      ...czechNameOrder('asc', {
        sortKey: users.nameSortKey,
        lastName: users.lastName,
        firstName: users.firstName,
      }),
      asc(users.id),
    )
  return {
    items: rows.map(({ user, patients: count }) => ({
      id: user.id,
      degreesBefore: user.degreesBefore,
      firstName: user.firstName,
      lastName: user.lastName,
      degreesAfter: user.degreesAfter,
      displayName: formatPersonName(user),
      patients: count,
    })),
  }
}
