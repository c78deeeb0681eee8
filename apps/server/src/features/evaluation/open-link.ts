import { eq } from 'drizzle-orm'
import type { EvaluationInvitation } from '@konzilium/contract/evaluation'
import { formatPersonName } from '@konzilium/contract/czech'
import type { Database } from '../../db/client'
import { personNameColumns } from '../../db/person-name'
import { centerDoctorProfiles, centers, users } from '../../db/schema'
import { recordAuditEvent } from '../../platform/audit'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import type { RequestContext, Services } from '../../platform/services'
import { waitingLinkOfToken } from './token-link'

/** Who asks the patient: the sending doctor's name and, for a centre doctor, the centre's. */
export async function senderOf(
  db: Database,
  userId: string,
): Promise<{ doctorName: string | null; centerName: string | null }> {
  const [sender] = await db
    .select({ name: personNameColumns(users), centerName: centers.name })
    .from(users)
    .leftJoin(centerDoctorProfiles, eq(centerDoctorProfiles.userId, users.id))
    .leftJoin(centers, eq(centers.id, centerDoctorProfiles.centerId))
    .where(eq(users.id, userId))
  return {
    doctorName: sender ? formatPersonName(sender.name) : null,
    centerName: sender?.centerName ?? null,
  }
}

/**
 * `POST /api/evaluation/open`: what a waiting link asks for, shown before the questions. Nothing
 * of the patient leaves. Each attempt reserves a unit of the address's failure limit before the
 * token is looked up; a link that waits gives it back, so only wrong, used and expired tokens
 * count. Opening is audited with the link's patient.
 */
export async function openEvaluation(
  s: Services,
  ctx: RequestContext,
  token: string,
): Promise<EvaluationInvitation> {
  await s.limiter.count(rateLimitRules.evaluationFailuresPerIp, ctx.ip, ctx.locale)
  const now = s.clock.now()
  const link = await waitingLinkOfToken(s.db, ctx, token, now, 'evaluation.link-opened')
  await recordAuditEvent(s.db, ctx.audit, {
    action: 'evaluation.link-opened',
    outcome: 'success',
    targetType: 'evaluation-link',
    targetId: link.id,
    patientId: link.patientId,
  })
  const answer = {
    questionnaire: link.questionnaire,
    language: link.language,
    ...(await senderOf(s.db, link.createdById)),
    expiresAt: link.expiresAt.toISOString(),
  }
  await s.limiter.release(rateLimitRules.evaluationFailuresPerIp, ctx.ip)
  return answer
}
