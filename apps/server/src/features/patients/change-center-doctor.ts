import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { PatientDetail, changeCenterDoctorInputSchema } from '@konzilium/contract/patients'
import { patients } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { unprocessable } from './record-input'
import { loadDetail } from './detail'
import { isCenterDoctorOf } from './repo'
import { patientScope } from './scope'

export async function changeCenterDoctor(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: z.output<typeof changeCenterDoctorInputSchema>,
): Promise<PatientDetail> {
  return transaction(s.db, async ({ db }) => {
    const [current] = await db
      .select({ centerId: patients.centerId, centerDoctorId: patients.centerDoctorId })
      .from(patients)
      .where(and(eq(patients.id, id), patientScope(auth, 'patients.change-center-doctor')))
      .for('update')
    if (!current) throw notFound('Patient')
    if (!(await isCenterDoctorOf(db, data.centerDoctorId, current.centerId)))
      throw unprocessable('centerDoctorId', 'patient.centerDoctorNotInCenter')
    await db
      .update(patients)
      .set({ centerDoctorId: data.centerDoctorId, updatedAt: s.clock.now() })
      .where(eq(patients.id, id))
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.center-doctor-changed',
      targetType: 'patient',
      targetId: id,
      patientId: id,
      details: { from: current.centerDoctorId, to: data.centerDoctorId },
    })
    const detail = await loadDetail(db, auth, id, 'patients.change-center-doctor')
    if (!detail) throw notFound('Patient')
    return detail
  })
}
