import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm'
import {
  CANDIDATE_SEARCH_MIN,
  CANDIDATES_MAX,
  type CandidateList,
  type CandidatesQuery,
} from '@konzilium/contract/consultations'
import type { Role } from '@konzilium/contract/session'
import { czechNameOrder, namePrefixMatch } from '../../db/czech-text'
import { personNameColumns, personRefOf } from '../../db/person-name'
import {
  centerDoctorProfiles,
  centers,
  peripheralDoctorProfiles,
  repProfiles,
  users,
} from '../../db/schema'
import { notFound } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { mayReadPatient } from './participant-rules'

/** Who may be invited without a patient: every role that takes part. */
const anyone: Role[] = ['admin', 'center_doctor', 'peripheral_doctor', 'rep']
/**
 * Who is offered for a patient without a name search: the doctors (a representative never takes
 * part; an admin is found by name).
 */
const doctors: Role[] = ['center_doctor', 'peripheral_doctor']
/** How many name-ordered doctors are checked against a patient's scope at most. */
const PATIENT_CHECK_MAX = 100

/**
 * People the caller may invite into a consultation (active accounts, the caller excluded), in
 * Czech name order, with their workplace. A name search needs `CANDIDATE_SEARCH_MIN` characters,
 * so the answer is never a directory to page through. For a patient the caller may read, only
 * people who may read it too are offered (each checked with the patients scope, as adding them
 * is); a patient the caller may not read answers 404.
 */
export async function listCandidates(
  s: Services,
  auth: AuthContext,
  query: CandidatesQuery,
): Promise<CandidateList> {
  const q = query.q ?? ''
  const patientId = query.patientId ?? null
  if (patientId && !(await mayReadPatient(s.db, auth, patientId))) throw notFound('Patient')
  if (!patientId && q.length < CANDIDATE_SEARCH_MIN) return { items: [] }
  const searching = q.length >= CANDIDATE_SEARCH_MIN
  const roles = patientId ? (searching ? anyone.filter((r) => r !== 'rep') : doctors) : anyone
  const rows = await s.db
    .select({
      id: users.id,
      role: users.role,
      ...personNameColumns(users),
      centre: centers.name,
      practice: peripheralDoctorProfiles.practiceName,
      company: repProfiles.company,
    })
    .from(users)
    .leftJoin(centerDoctorProfiles, eq(centerDoctorProfiles.userId, users.id))
    .leftJoin(centers, eq(centers.id, centerDoctorProfiles.centerId))
    .leftJoin(peripheralDoctorProfiles, eq(peripheralDoctorProfiles.userId, users.id))
    .leftJoin(repProfiles, eq(repProfiles.userId, users.id))
    .where(
      and(
        inArray(users.role, roles),
        isNotNull(users.activatedAt),
        isNull(users.lockedAt),
        ne(users.id, auth.userId),
        searching ? namePrefixMatch(q, [users.lastNameSearch, users.firstNameSearch]) : undefined,
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
    .limit(patientId ? PATIENT_CHECK_MAX : CANDIDATES_MAX)
  const offered = []
  for (const row of rows) {
    if (offered.length === CANDIDATES_MAX) break
    if (patientId && !(await mayReadPatient(s.db, { role: row.role, userId: row.id }, patientId)))
      continue
    offered.push({
      person: personRefOf(row.id, row),
      role: row.role,
      workplace: row.centre ?? row.practice ?? row.company ?? null,
    })
  }
  return { items: offered }
}
