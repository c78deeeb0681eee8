import type { CreateReportLinkInput, ReportLink } from '@konzilium/contract/reports'
import { formatPersonName } from '@konzilium/contract/czech'
import { reportLinks } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { randomToken, sha256 } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { findUserById } from '../accounts'
import { clientPagePatient } from '../exports'

/** The address of the download page for a token (the page moves it out of the address bar). */
export function reportLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/download-report?token=${encodeURIComponent(token)}`
}

/**
 * `POST /api/report-links` (ADR 044): a doctor who may read the patient (or the referral) sends
 * its report to the patient or to a doctor outside the platform. One transaction checks the
 * caller's reach, stores the link (the token's hash only), writes the audit row and queues the
 * e-mail; the token exists nowhere else. Each caller may send a limited number per hour.
 */
export async function createReportLink(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: CreateReportLinkInput,
): Promise<ReportLink> {
  await s.limiter.check(rateLimitRules.reportLinksPerUser, auth.userId, ctx.locale)
  const now = s.clock.now()
  const expiresAt = new Date(now.getTime() + s.config.reports.linkTtlSeconds * 1000)
  const token = randomToken()
  const link = await transaction(s.db, async (work) => {
    const patientId = await clientPagePatient(work.db, auth, input)
    const sender = await findUserById(work.db, auth.userId)
    if (!sender) throw notFound('User')
    const [row] = await work.db
      .insert(reportLinks)
      .values({
        tokenHash: sha256(token),
        kind: input.kind,
        subjectId: input.id,
        patientId,
        createdBy: auth.userId,
        recipient: input.recipient,
        recipientEmail: input.email,
        locale: input.language,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: reportLinks.id })
    if (!row) throw new Error('The report link was not stored')
    await recordClinicalAccess(work.db, ctx.audit, auth, {
      action: 'reports.link-sent',
      targetType: input.kind,
      targetId: input.id,
      patientId,
      details: { linkId: row.id, recipient: input.recipient, language: input.language },
    })
    await s.mail.enqueue(work, {
      to: input.email,
      template: 'reportLink',
      locale: input.language,
      data: {
        senderName: formatPersonName(sender),
        recipient: input.recipient,
        url: reportLinkUrl(s.config.publicUrl, token),
        expiresAt,
      },
    })
    return row
  })
  await s.limiter.count(rateLimitRules.reportLinksPerUser, auth.userId, ctx.locale)
  return { id: link.id, email: input.email, expiresAt: expiresAt.toISOString() }
}
