import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import {
  REPORT_LINK_ATTEMPTS,
  type DownloadReportInput,
  type ReportLinkStatus,
  type ReportLinkTokenInput,
} from '@konzilium/contract/reports'
import type { Database } from '../../db/client'
import { patients, reportLinks } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import { attachmentDisposition } from '../../platform/files/file-name'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { safeEqual, sha256 } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { findUserById } from '../accounts'
import { clientPageDocument } from '../exports'

type LinkRow = typeof reportLinks.$inferSelect

const invalid = () =>
  new AppError(400, 'CODE_INVALID', 'Unknown report link', [
    { path: 'token', message: 'report.linkInvalid' },
  ])

/** Why a stored link can no longer be used, or null while it can. */
function refusalOf(link: LinkRow, now: Date): AppError | null {
  if (link.usedAt) return new AppError(410, 'CODE_USED', 'The report was already downloaded')
  if (link.failedAttempts >= REPORT_LINK_ATTEMPTS)
    return new AppError(410, 'ATTEMPTS_EXHAUSTED', 'Too many wrong birth dates for this link')
  if (link.expiresAt <= now) return new AppError(410, 'CODE_EXPIRED', 'The report link expired')
  return null
}

async function linkOf(db: Database, token: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(reportLinks)
    .where(eq(reportLinks.tokenHash, sha256(token)))
  return row
}

/** `POST /api/report-links/status`: whether a link can still be used (nothing is counted). */
export async function reportLinkStatus(
  s: Services,
  input: ReportLinkTokenInput,
): Promise<ReportLinkStatus> {
  const link = await linkOf(s.db, input.token.trim())
  if (!link) throw invalid()
  const refusal = refusalOf(link, s.clock.now())
  if (refusal) throw refusal
  return {
    kind: link.kind,
    expiresAt: link.expiresAt.toISOString(),
    attemptsLeft: REPORT_LINK_ATTEMPTS - link.failedAttempts,
  }
}

/**
 * `POST /api/report-links/download` (ADR 044, reserve then verify as ADR 026): the attempt is
 * taken from the address's allowance and from the link's own (one conditional UPDATE each) before
 * the birth date is compared, so parallel guesses cannot exceed either. The right birth date gives
 * both back and marks the link used in the transaction that renders the report, under the access
 * its sender has now (a sender who lost it, or was locked, leaves the link void), and audits the
 * download. Every refused attempt is audited too.
 */
export async function downloadReport(
  s: Services,
  ctx: RequestContext,
  input: DownloadReportInput,
  reply: FastifyReply,
): Promise<Buffer> {
  await s.limiter.count(rateLimitRules.reportDownloadFailuresPerIp, ctx.ip, ctx.locale)
  const now = s.clock.now()
  const link = await linkOf(s.db, input.token.trim())
  const refuse = async (reason: string, error: AppError) => {
    await recordAuditEvent(s.db, ctx.audit, {
      action: 'reports.downloaded',
      outcome: 'failure',
      ...(link ? { targetType: 'report-link', targetId: link.id, patientId: link.patientId } : {}),
      details: { reason },
    })
    return error
  }
  if (!link) throw await refuse('unknown', invalid())
  const refusal = refusalOf(link, now)
  if (refusal) throw await refuse(refusal.code, refusal)
  const [taken] = await s.db
    .update(reportLinks)
    .set({ failedAttempts: sql`${reportLinks.failedAttempts} + 1` })
    .where(
      and(
        eq(reportLinks.id, link.id),
        isNull(reportLinks.usedAt),
        gt(reportLinks.expiresAt, now),
        lt(reportLinks.failedAttempts, REPORT_LINK_ATTEMPTS),
      ),
    )
    .returning({ failedAttempts: reportLinks.failedAttempts })
  if (!taken) {
    // Another attempt took the last check, or the download, in the meantime.
    const current = (await linkOf(s.db, input.token.trim())) ?? link
    const error = refusalOf(current, now) ?? invalid()
    throw await refuse(error.code, error)
  }
  const [patient] = await s.db
    .select({ birthDate: patients.birthDate })
    .from(patients)
    .where(and(eq(patients.id, link.patientId), isNull(patients.deletedAt)))
  if (!patient) throw await refuse('patient_gone', invalid())
  if (!safeEqual(patient.birthDate, input.birthDate))
    throw await refuse(
      'birth_date',
      new AppError(400, 'VALIDATION_FAILED', 'The birth date does not match', [
        { path: 'birthDate', message: 'report.birthDateMismatch' },
      ]),
    )
  const document = await transaction(s.db, async ({ db }) => {
    const [claimed] = await db
      .update(reportLinks)
      .set({ usedAt: now, failedAttempts: sql`${reportLinks.failedAttempts} - 1` })
      .where(and(eq(reportLinks.id, link.id), isNull(reportLinks.usedAt)))
      .returning({ id: reportLinks.id })
    if (!claimed) throw new AppError(410, 'CODE_USED', 'The report was already downloaded')
    const sender = await findUserById(db, link.createdBy)
    if (!sender || sender.lockedAt) throw invalid()
    const made = await clientPageDocument(
      db,
      { userId: sender.id, role: sender.role },
      { kind: link.kind, id: link.subjectId },
      link.locale,
      now,
    )
    await recordAuditEvent(db, ctx.audit, {
      action: 'reports.downloaded',
      outcome: 'success',
      targetType: 'report-link',
      targetId: link.id,
      patientId: link.patientId,
      details: { kind: link.kind, senderId: sender.id },
    })
    return made
  }).catch(async (error: unknown) => {
    if (error instanceof AppError) {
      const shown = error.statusCode === 404 ? invalid() : error
      throw await refuse(error.statusCode === 404 ? 'sender_lost_access' : error.code, shown)
    }
    throw error
  })
  await s.limiter.release(rateLimitRules.reportDownloadFailuresPerIp, ctx.ip)
  void reply
    .header('content-type', 'application/pdf')
    .header('content-length', String(document.pdf.length))
    .header('content-disposition', attachmentDisposition(document.fileName))
    .header('x-content-type-options', 'nosniff')
  return document.pdf
}
