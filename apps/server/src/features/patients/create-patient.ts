import { and, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { PatientDetail, createPatientInputSchema } from '@konzilium/contract/patients'
import type { Database } from '../../db/client'
import { centerDoctorProfiles, centers, patients, users } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import { scopeOf, type AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import {
  checkBirthNumberProbes,
  onBirthNumberConflict,
  recordFields,
  unprocessable,
} from './record-input'
import { loadDetail } from './detail'
import { isCenterDoctorOf } from './repo'

/** Who owns a new record and where it belongs follow from the caller (ADR 016). */
async function placement(
  db: Database,
  auth: AuthContext,
  data: z.output<typeof createPatientInputSchema>,
) {
  const notAllowed = (path: string) => unprocessable(path, 'patient.notAllowed')
  let referringDoctorId: string | null = null
  let centerId: string | null = null
  const scope = scopeOf(auth, 'patients.create')
  if (scope === 'own') {
    if (data.referringDoctorId && data.referringDoctorId !== auth.userId)
      throw notAllowed('referringDoctorId')
    if (data.centerId) throw notAllowed('centerId')
    referringDoctorId = auth.userId
  } else if (scope === 'center') {
    if (data.referringDoctorId) throw notAllowed('referringDoctorId')
    const [own] = await db
      .select({ centerId: centerDoctorProfiles.centerId })
      .from(centerDoctorProfiles)
      .where(eq(centerDoctorProfiles.userId, auth.userId))
    if (data.centerId && data.centerId !== own?.centerId) throw notAllowed('centerId')
    centerId = own?.centerId ?? null
  } else {
    referringDoctorId = data.referringDoctorId ?? null
    centerId = data.centerId ?? null
    if (referringDoctorId) {
      const [doctor] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, referringDoctorId),
            eq(users.role, 'peripheral_doctor'),
            isNull(users.lockedAt),
          ),
        )
      if (!doctor) throw unprocessable('referringDoctorId', 'patient.referringDoctorInvalid')
    }
    if (centerId) {
      const [center] = await db
        .select({ id: centers.id })
        .from(centers)
        .where(eq(centers.id, centerId))
      if (!center) throw unprocessable('centerId', 'patient.centerInvalid')
    }
  }
  const centerDoctorId = data.centerDoctorId ?? null
  if (centerDoctorId && !(await isCenterDoctorOf(db, centerDoctorId, centerId)))
    throw unprocessable('centerDoctorId', 'patient.centerDoctorNotInCenter')
  return { referringDoctorId, centerId, centerDoctorId }
}

export async function createPatient(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  data: z.output<typeof createPatientInputSchema>,
): Promise<PatientDetail> {
  const now = s.clock.now()
  await checkBirthNumberProbes(s, ctx, auth, data)
  return transaction(s.db, async ({ db }) => {
    const place = await placement(db, auth, data)
    const [row] = await db
      .insert(patients)
      .values({
        ...recordFields(data),
        ...place,
        createdByUserId: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: patients.id })
    if (!row) throw new Error('patient not created')
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.created',
      targetType: 'patient',
      targetId: row.id,
      patientId: row.id,
    })
    const detail = await loadDetail(db, auth, row.id, 'patients.create')
    if (!detail) throw notFound('Patient')
    return detail
  }).catch(onBirthNumberConflict(s, ctx, auth, 'patients.created', data))
}
