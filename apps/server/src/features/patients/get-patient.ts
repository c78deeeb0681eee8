import type { PatientDetail } from '@konzilium/contract/patients'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { loadDetail } from './detail'

export async function getPatient(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<PatientDetail> {
  return transaction(s.db, async ({ db }) => {
    const detail = await loadDetail(db, auth, id, 'patients.read')
    if (!detail) throw notFound('Patient')
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.read',
      targetType: 'patient',
      targetId: id,
      patientId: id,
    })
    return detail
  })
}
