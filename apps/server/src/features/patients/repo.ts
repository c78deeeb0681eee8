import { birthNumberWarning } from '@konzilium/contract/czech'
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { PatientDetail } from '@konzilium/contract/patients'
import type { Database } from '../../db/client'
import { czechNameOrder } from '../../db/czech-text'
import { centerDoctorProfiles, centers, patients, referralRequests, users } from '../../db/schema'
import type { AuthContext } from '../../platform/auth/access'
import { referralScope } from '../referrals'
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

function selectPatients(db: Database, auth: AuthContext) {
  return db
    .select({ ...detailColumns, canChange: mayChangePatient(auth) })
    .from(patients)
    .leftJoin(referringDoctor, eq(referringDoctor.id, patients.referringDoctorId))
    .leftJoin(centers, eq(centers.id, patients.centerId))
    .leftJoin(centerDoctor, eq(centerDoctor.id, patients.centerDoctorId))
}

export async function loadDetail(
  db: Database,
  auth: AuthContext,
  id: string,
  action: 'patients.read' | 'patients.update' | 'patients.change-center-doctor' | 'patients.create',
): Promise<PatientDetail | null> {
  const [row] = await selectPatients(db, auth).where(
    and(
      eq(patients.id, id),
      action === 'patients.create' ? isNull(patients.deletedAt) : patientScope(auth, action),
    ),
  )
  if (!row) return null
  const referrals = await db
    .select({
      id: referralRequests.id,
      state: referralRequests.state,
      diagnosis: referralRequests.diagnosis,
      urgency: referralRequests.urgency,
      centerName: centers.name,
      createdAt: referralRequests.createdAt,
    })
    .from(referralRequests)
    .innerJoin(centers, eq(centers.id, referralRequests.toCenterId))
    .where(and(eq(referralRequests.patientId, id), referralScope(auth, 'patients.read')))
    .orderBy(desc(referralRequests.createdAt), asc(referralRequests.id))
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
    referrals: referrals.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
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
