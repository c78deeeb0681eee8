import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { FormDetail, updateFormInputSchema } from '@konzilium/contract/forms'
import { forms, formVersions } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { contentToStore } from './content'
import { formOf, loadFormDetail } from './repo'

/**
 * `PUT /api/forms/:id`: the sent content becomes the form's next version; earlier versions stay
 * as they were. With `baseVersion`, a form changed since that version answers 409. Audited with
 * the new version's number.
 */
export async function updateForm(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: z.output<typeof updateFormInputSchema>,
): Promise<FormDetail> {
  const at = s.clock.now()
  const content = contentToStore(body, at)
  return transaction(s.db, async ({ db }) => {
    const form = await formOf(db, auth, id, 'forms.write', { lock: true })
    if (body.baseVersion !== undefined && body.baseVersion !== form.version)
      throw new AppError(409, 'CONFLICT', 'The form was changed meanwhile', [
        { path: 'baseVersion', message: 'form.changedMeanwhile' },
      ])
    const version = form.version + 1
    await db
      .insert(formVersions)
      .values({ formId: id, version, ...content, authorId: auth.userId, createdAt: at })
    await db
      .update(forms)
      .set({ version, examinedOn: content.examinedOn, updatedAt: at })
      .where(eq(forms.id, id))
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'forms.updated',
      targetType: 'form',
      targetId: id,
      patientId: form.patientId,
      details: { version, scores: content.scores.map((score) => score.score) },
    })
    return loadFormDetail(db, auth, id)
  })
}
