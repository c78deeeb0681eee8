import { birthNumberWarning } from '@konzilium/contract/czech'
import { and, eq, isNull } from 'drizzle-orm'
import type { PatientDetail } from '@konzilium/contract/patients'
import type { Database } from '../../db/client'
import { czechNameOrder } from '../../db/czech-text'
import { centerDoctorProfiles, centers, patients, users } from '../../db/schema'
import type { AuthContext } from '../../platform/auth/access'
import { mayChangePatient, patientScope } from './scope'
import { personNameColumns, personRefOf } from '../../db/person-name'
import { centerDoctor, referringDoctor, summaryColumns, toSummary } from './summary'

/**
 * Patient records (ADR 016): the queries several use cases share (the list row, the detail with its
 * referrals and colleagues, the centre-doctor check). Each use case has a file of its own and runs
 * its own SQL. Every read and change runs in one transaction with its audit row (ADR 014): if the
 * row cannot be written, the caller gets no data and nothing changes. The caller's scope is a
 * condition of the very query that reads or changes (out of scope = 404).
 */

const detailColumns = { ...summaryColumns, patient: patients }

function selectPatients(db: Database, auth: Pick<AuthContext, 'userId' | 'role'>) {
  return db
    .select({ ...detailColumns, canChange: mayChangePatient(auth) })
    .from(patients)
    .leftJoin(referringDoctor, eq(referringDoctor.id, patients.referringDoctorId))
    .leftJoin(centers, eq(centers.id, patients.centerId))
    .leftJoin(centerDoctor, eq(centerDoctor.id, patients.centerDoctorId))
}

export type DetailAction =
  'patients.read' | 'patients.update' | 'patients.change-center-doctor' | 'patients.create'

/**
 * One record as the detail shows it, without its referrals (`detail.ts` adds them), if the
 * caller's scope of the action reaches it.
 */
export async function loadRecord(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  id: string,
  action: DetailAction,
): Promise<Omit<PatientDetail, 'referrals'> | null> {
  const [row] = await selectPatients(db, auth).where(
    and(
      eq(patients.id, id),
      action === 'patients.create' ? isNull(patients.deletedAt) : patientScope(auth, action),
    ),
  )
  if (!row) return null
  const p = row.patient
  const colleagues = p.centerId
    ? await db
        .select({
          id: users.id,
          ...personNameColumns(users),
        })
        .from(centerDoctorProfiles)
        .innerJoin(users, eq(users.id, centerDoctorProfiles.userId))
        .where(and(eq(centerDoctorProfiles.centerId, p.centerId), isNull(users.lockedAt)))
        .orderBy(
          ...czechNameOrder('asc', {
            sortKey: users.nameSortKey,
            lastName: users.lastName,
            firstName: users.firstName,
          }),
        )
    : []
  return {
    ...toSummary(row),
    centerDoctors: colleagues.map((doctor) => personRefOf(doctor.id, doctor)),
    email: p.email,
    phone: p.phone,
    street: p.street,
    city: p.city,
    postalCode: p.postalCode,
    updatedAt: p.updatedAt.toISOString(),
    birthNumberWarning: birthNumberWarning(p.birthNumber),
    canChange: row.canChange,
  }
}

export async function isCenterDoctorOf(db: Database, doctorId: string, centerId: string | null) {
  if (!centerId) return false
  const [row] = await db
    .select({ id: users.id })
    .from(centerDoctorProfiles)
    .innerJoin(users, eq(users.id, centerDoctorProfiles.userId))
    .where(
      and(
        eq(centerDoctorProfiles.userId, doctorId),
        eq(centerDoctorProfiles.centerId, centerId),
        eq(users.role, 'center_doctor'),
        isNull(users.lockedAt),
      ),
    )
  return Boolean(row)
}
