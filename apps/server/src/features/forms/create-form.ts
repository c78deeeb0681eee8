import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { createFormInputSchema, FormDetail } from '@konzilium/contract/forms'
import { patients } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { patientScope } from '../patients'
import { contentToStore } from './content'
import { loadFormDetail } from './repo'
import { insertForm } from './store-form'

/**
 * `POST /api/forms`: a new form of a patient whose record the caller may change (else 404), its
 * scores recomputed by the server; the caller is its author and its doctor. Audited against the
 * patient's record.
 */
export async function createForm(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  body: z.output<typeof createFormInputSchema>,
): Promise<FormDetail> {
  const at = s.clock.now()
  const content = contentToStore(body, at)
  return transaction(s.db, async ({ db }) => {
    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, body.patientId), patientScope(auth, 'forms.write')))
    if (!patient) throw notFound('Patient')
    const id = await insertForm(
      db,
      { patientId: patient.id, kind: body.kind, authorId: auth.userId, doctorId: auth.userId, at },
      content,
    )
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'forms.created',
      targetType: 'form',
      targetId: id,
      patientId: patient.id,
      details: { kind: body.kind, scores: content.scores.map((score) => score.score) },
    })
    return loadFormDetail(db, auth, id)
  })
}
