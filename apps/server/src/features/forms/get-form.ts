import type { FormDetail } from '@konzilium/contract/forms'
import type { Database } from '../../db/client'
import { recordClinicalAccessOncePerView } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { formOf, loadFormDetail } from './repo'

/**
 * How long one look at a form lasts for the audit: its versions and its files opened within this
 * time of the last row count as the same view (as the access log's, ADR 034).
 */
const VIEW_MINUTES = 30

/** A read of a form (or of one of its files): a read of the patient's record, once per view. */
export async function auditFormRead(
  db: Database,
  ctx: RequestContext,
  auth: AuthContext,
  form: { id: string; patientId: string },
): Promise<void> {
  await recordClinicalAccessOncePerView(
    db,
    ctx.audit,
    auth,
    { action: 'forms.read', targetType: 'form', targetId: form.id, patientId: form.patientId },
    VIEW_MINUTES,
  )
}

/** `GET /api/forms/:id?version=`: the form at a version (the current one by default). */
export async function getForm(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  version: number | undefined,
): Promise<FormDetail> {
  return transaction(s.db, async ({ db }) => {
    const form = await formOf(db, auth, id, 'forms.read')
    const detail = await loadFormDetail(db, auth, id, version)
    await auditFormRead(db, ctx, auth, form)
    return detail
  })
}
