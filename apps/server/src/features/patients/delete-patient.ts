import { and, eq } from 'drizzle-orm'
import { patients } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { patientScope } from './scope'

/** Soft delete (admins): the record disappears from every list, detail and scope. */
export async function deletePatient(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<void> {
  await transaction(s.db, async ({ db }) => {
    const [row] = await db
      .update(patients)
      .set({ deletedAt: s.clock.now(), deletedByUserId: auth.userId })
      .where(and(eq(patients.id, id), patientScope(auth, 'patients.delete')))
      .returning({ id: patients.id })
    if (!row) throw notFound('Patient')
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.deleted',
      targetType: 'patient',
      targetId: id,
      patientId: id,
    })
  })
}
