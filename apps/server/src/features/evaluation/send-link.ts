import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  CreatedEvaluationLink,
  createEvaluationLinkInputSchema,
} from '@konzilium/contract/evaluation'
import { formatPersonName } from '@konzilium/contract/czech'
import { scopeFor } from '@konzilium/contract/policy'
import { evaluationLinks, patients, users } from '../../db/schema'
import { personNameColumns } from '../../db/person-name'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { addSeconds } from '../../platform/clock'
import { randomToken, sha256 } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { patientScope } from '../patients'
import { linkById } from './link-row'

type CreateInput = z.output<typeof createEvaluationLinkInputSchema>

/** The address a link opens: the public page with the token, and nothing else. */
export function evaluationUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/evaluation?token=${encodeURIComponent(token)}`
}

async function qrSvgOf(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode') // loaded at first use (ADR 012)
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

/**
 * `POST /api/evaluation-links`: a doctor who may change the patient's record creates a one-time
 * link (256 random bits; only its hash is stored) and, for `email`, queues the e-mail with it in
 * the same transaction. The answer carries the address and its QR code once. Audited with the
 * patient; a patient out of the caller's scope is "not found".
 */
export async function createEvaluationLink(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: CreateInput,
): Promise<CreatedEvaluationLink> {
  if (scopeFor(auth.role, 'evaluation.send') === null) throw notFound('Patient')
  const token = randomToken(32)
  const url = evaluationUrl(s.config.publicUrl, token)
  const qrSvg = await qrSvgOf(url)
  return transaction(s.db, async (work) => {
    const { db } = work
    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, input.patientId), patientScope(auth, 'evaluation.send')))
    if (!patient) throw notFound('Patient')
    const now = s.clock.now()
    const expiresAt = addSeconds(now, input.validDays * 24 * 3600)
    const [row] = await db
      .insert(evaluationLinks)
      .values({
        tokenHash: sha256(token),
        patientId: patient.id,
        questionnaire: input.questionnaire,
        language: input.language,
        delivery: input.delivery,
        createdById: auth.userId,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: evaluationLinks.id })
    if (!row) throw new Error('The questionnaire link was not written')
    if (input.delivery === 'email' && input.email) {
      const [sender] = await db
        .select(personNameColumns(users))
        .from(users)
        .where(eq(users.id, auth.userId))
      await s.mail.enqueue(work, {
        to: input.email,
        template: 'evaluationLink',
        data: {
          url,
          expiresAt,
          questionnaire: input.questionnaire,
          doctorName: sender ? formatPersonName(sender) : null,
        },
        locale: input.language,
      })
    }
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'evaluation.link-sent',
      targetType: 'patient',
      targetId: patient.id,
      patientId: patient.id,
      details: { linkId: row.id, questionnaire: input.questionnaire, delivery: input.delivery },
    })
    return { link: await linkById(db, row.id, now), url, qrSvg }
  })
}
