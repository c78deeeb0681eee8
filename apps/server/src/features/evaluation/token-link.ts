import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { evaluationLinks } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import { sha256 } from '../../platform/secrets'
import type { RequestContext } from '../../platform/services'
import { linkStateOf, type EvaluationLinkRow } from './link-row'

/**
 * The link a token names, when it still waits; otherwise the error the public page words: an
 * unknown (or revoked) token `CODE_INVALID`, a used one `CODE_USED`, an expired one
 * `CODE_EXPIRED`. Each refusal is audited with its reason (and the patient, when the link is known),
 * outside any transaction, so the refusal's audit row stays.
 */
export async function waitingLinkOfToken(
  db: Database,
  ctx: RequestContext,
  token: string,
  now: Date,
  action: 'evaluation.link-opened' | 'evaluation.answered',
): Promise<EvaluationLinkRow> {
  const [link] = await db
    .select()
    .from(evaluationLinks)
    .where(eq(evaluationLinks.tokenHash, sha256(token)))
  const state = link ? linkStateOf(link, now) : 'unknown'
  if (link && state === 'waiting') return link
  const reason = state === 'waiting' ? 'unknown' : state
  await recordAuditEvent(db, ctx.audit, {
    action,
    outcome: 'failure',
    ...(link
      ? { targetType: 'evaluation-link', targetId: link.id, patientId: link.patientId }
      : {}),
    details: { reason },
  })
  throw linkError(reason)
}

/** The error of a link that does not wait for answers, by its state. */
export function linkError(reason: 'unknown' | 'used' | 'expired' | 'revoked'): AppError {
  switch (reason) {
    case 'used':
      return new AppError(400, 'CODE_USED', 'This questionnaire has already been filled in', [
        { path: 'token', message: 'evaluation.used' },
      ])
    case 'expired':
      return new AppError(400, 'CODE_EXPIRED', 'This questionnaire link has expired', [
        { path: 'token', message: 'evaluation.expired' },
      ])
    case 'unknown':
    case 'revoked':
      return new AppError(400, 'CODE_INVALID', 'Unknown or withdrawn questionnaire link', [
        { path: 'token', message: 'evaluation.unknown' },
      ])
  }
}
