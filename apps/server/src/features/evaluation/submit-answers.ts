import { and, eq, gt, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { EvaluationSubmitted, evaluationAnswersSchema } from '@konzilium/contract/evaluation'
import type { ErrorIssue } from '@konzilium/contract/errors'
import { scopeFor } from '@konzilium/contract/policy'
import { calculateScore } from '@konzilium/scores'
import { evaluationLinks, patients } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { createPatientReportedForm } from '../forms'
import { patientScope } from '../patients'
import { linkError, waitingLinkOfToken } from './token-link'
import { linkStateOf, type EvaluationLinkRow } from './link-row'
import { notifyDoctor } from './notify-doctor'

type Answers = z.output<typeof evaluationAnswersSchema>

/**
 * The answers must be the link's questionnaire and complete enough to score (DLQI's Cardiff rules
 * allow one unanswered question); otherwise 400 with the issues at their fields, nothing written.
 */
function checkAnswers(link: EvaluationLinkRow, answers: Answers): void {
  if (answers.questionnaire !== link.questionnaire)
    throw new AppError(400, 'VALIDATION_FAILED', 'The answers are of another questionnaire', [
      { path: 'answers.questionnaire', message: 'evaluation.wrongQuestionnaire' },
    ])
  const outcome = calculateScore(answers.questionnaire, answers.input)
  if (outcome.ok) return
  const issues: ErrorIssue[] = outcome.issues.map((issue) => ({
    path: issue.path === '' ? 'answers.input' : `answers.input.${issue.path}`,
    message: 'evaluation.notScored',
  }))
  throw new AppError(400, 'VALIDATION_FAILED', 'The answers cannot be scored', issues)
}

/**
 * Stores the answers of a waiting link, in one transaction: the link is claimed (a link claimed
 * by a parallel submission answers "used"), the patient-reported form is created with its score,
 * the link points to it, the answer is audited and the sending doctor notified.
 */
async function storeAnswers(
  s: Services,
  ctx: RequestContext,
  link: EvaluationLinkRow,
  answers: Answers,
  author: { userId: string; role: 'patient' } | null,
): Promise<EvaluationSubmitted> {
  checkAnswers(link, answers)
  const now = s.clock.now()
  return transaction(s.db, async (work) => {
    const claimed = await work.db
      .update(evaluationLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(evaluationLinks.id, link.id),
          isNull(evaluationLinks.usedAt),
          isNull(evaluationLinks.revokedAt),
          gt(evaluationLinks.expiresAt, now),
        ),
      )
      .returning({ id: evaluationLinks.id })
    if (claimed.length === 0) throw linkError('used')
    const formId = await createPatientReportedForm(s, work, {
      patientId: link.patientId,
      authorUserId: author?.userId ?? null,
      doctorUserId: link.createdById,
      kind: 'questionnaire',
      scores: [{ score: answers.questionnaire, input: answers.input }],
      audit: ctx.audit,
    })
    await work.db.update(evaluationLinks).set({ formId }).where(eq(evaluationLinks.id, link.id))
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'evaluation.answered',
      outcome: 'success',
      actorUserId: author?.userId ?? null,
      actorRole: author?.role ?? null,
      targetType: 'evaluation-link',
      targetId: link.id,
      patientId: link.patientId,
      details: { formId, questionnaire: link.questionnaire },
    })
    await notifyDoctor(s, work, link)
    return { questionnaire: link.questionnaire, submittedAt: now.toISOString() }
  })
}

/**
 * `POST /api/evaluation/submit`: the answers of a link's token, without an account. Counted like
 * opening: a token that does not wait uses up a unit of the address's failure limit.
 */
export async function submitEvaluation(
  s: Services,
  ctx: RequestContext,
  input: { token: string; answers: Answers },
): Promise<EvaluationSubmitted> {
  await s.limiter.count(rateLimitRules.evaluationFailuresPerIp, ctx.ip, ctx.locale)
  const link = await waitingLinkOfToken(
    s.db,
    ctx,
    input.token,
    s.clock.now(),
    'evaluation.answered',
  )
  await s.limiter.release(rateLimitRules.evaluationFailuresPerIp, ctx.ip)
  return storeAnswers(s, ctx, link, input.answers, null)
}

/**
 * `POST /api/evaluation-links/{id}/answers`: a signed-in patient answers a link of the own record.
 * Another patient's link is "not found"; one no longer waiting answers as its token would.
 */
export async function answerEvaluationLink(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  answers: Answers,
): Promise<EvaluationSubmitted> {
  if (auth.role !== 'patient' || scopeFor(auth.role, 'evaluation.answer') === null)
    throw notFound('Questionnaire link')
  const [found] = await s.db
    .select({ link: evaluationLinks })
    .from(evaluationLinks)
    .innerJoin(patients, eq(patients.id, evaluationLinks.patientId))
    .where(and(eq(evaluationLinks.id, id), patientScope(auth, 'evaluation.answer')))
  if (!found) throw notFound('Questionnaire link')
  const state = linkStateOf(found.link, s.clock.now())
  if (state !== 'waiting') throw linkError(state)
  return storeAnswers(s, ctx, found.link, answers, { userId: auth.userId, role: 'patient' })
}
