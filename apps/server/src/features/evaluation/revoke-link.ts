import { and, eq, gt, isNull } from 'drizzle-orm'
import type { EvaluationLink } from '@konzilium/contract/evaluation'
import { scopeFor } from '@konzilium/contract/policy'
import { evaluationLinks, patients } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { patientScope } from '../patients'
import { linkById } from './link-row'

/**
 * `POST /api/evaluation-links/{id}/revoke`: a waiting link stops working at once. Reached through
 * its patient in the caller's scope for sending (else 404); a link no longer waiting is 409.
 */
export async function revokeEvaluationLink(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<EvaluationLink> {
  if (scopeFor(auth.role, 'evaluation.send') === null) throw notFound('Questionnaire link')
  return transaction(s.db, async ({ db }) => {
    const [found] = await db
      .select({ id: evaluationLinks.id, patientId: evaluationLinks.patientId })
      .from(evaluationLinks)
      .innerJoin(patients, eq(patients.id, evaluationLinks.patientId))
      .where(and(eq(evaluationLinks.id, id), patientScope(auth, 'evaluation.send')))
    if (!found) throw notFound('Questionnaire link')
    const now = s.clock.now()
    const revoked = await db
      .update(evaluationLinks)
      .set({ revokedAt: now, revokedById: auth.userId })
      .where(
        and(
          eq(evaluationLinks.id, found.id),
          isNull(evaluationLinks.usedAt),
          isNull(evaluationLinks.revokedAt),
          gt(evaluationLinks.expiresAt, now),
        ),
      )
      .returning({ id: evaluationLinks.id })
    if (revoked.length === 0)
      throw new AppError(409, 'CONFLICT', 'The link is no longer waiting', [
        { path: '', message: 'evaluation.notWaiting' },
      ])
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'evaluation.link-revoked',
      targetType: 'patient',
      targetId: found.patientId,
      patientId: found.patientId,
      details: { linkId: found.id },
    })
    return linkById(db, found.id, now)
  })
}
