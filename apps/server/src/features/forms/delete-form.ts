import { and, eq } from 'drizzle-orm'
import { forms } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { formScope } from './scope'

/**
 * `DELETE /api/forms/:id`: its author or an admin hides the form from every list, detail and
 * series (a soft delete: the versions and files stay, as the record they were). Anyone else, and
 * a form already deleted, gets 404. Audited.
 */
export async function deleteForm(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<void> {
  await transaction(s.db, async ({ db }) => {
    const [row] = await db
      .update(forms)
      .set({ deletedAt: s.clock.now(), deletedById: auth.userId })
      .where(and(eq(forms.id, id), formScope(auth, 'forms.delete')))
      .returning({ id: forms.id, patientId: forms.patientId })
    if (!row) throw notFound('Form')
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'forms.deleted',
      targetType: 'form',
      targetId: id,
      patientId: row.patientId,
    })
  })
}
