import { and, eq } from 'drizzle-orm'
import type { PatientDetail } from '@konzilium/contract/patients'
import { patients } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import {
  checkBirthNumberProbes,
  onBirthNumberConflict,
  recordFields,
  type Fields,
} from './record-input'
import { loadDetail } from './detail'
import { patientScope } from './scope'

export async function updatePatient(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: Fields,
): Promise<PatientDetail> {
  await checkBirthNumberProbes(s, ctx, auth, data)
  return transaction(s.db, async ({ db }) => {
    const [row] = await db
      .update(patients)
      .set({ ...recordFields(data), updatedAt: s.clock.now() })
      .where(and(eq(patients.id, id), patientScope(auth, 'patients.update')))
      .returning({ id: patients.id })
    if (!row) throw notFound('Patient')
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.updated',
      targetType: 'patient',
      targetId: id,
      patientId: id,
      details: { fields: Object.keys(data) },
    })
    const detail = await loadDetail(db, auth, id, 'patients.update')
    if (!detail) throw notFound('Patient')
    return detail
  }).catch(onBirthNumberConflict(s, ctx, auth, 'patients.updated', data))
}
