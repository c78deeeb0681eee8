import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { XLSX_CONTENT_TYPE, type ExportJob, type ExportKind } from '@konzilium/contract/exports'
import { exportJobs } from '../../db/schema'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { attachmentDisposition } from '../../platform/files/file-name'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { scheduleExportJob, toJob } from './jobs'
import { countRows, exportFileName, exportStream } from './run-export'
import { auditedFilters } from './sources'

/**
 * An export of a whole filtered list (ADR 042). The list is counted under the caller's scope; up
 * to `EXPORT_DIRECT_MAX_ROWS` rows the file streams out as the answer, a larger export is saved as
 * a job that runs in the background. Either way one audit row records the list, its filters
 * (without a patient search's text) and the number of rows, never the rows.
 */
export async function startExport(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  kind: ExportKind,
  filters: Record<string, unknown>,
  reply: FastifyReply,
): Promise<ExportJob | Readable> {
  const rows = await countRows(s, auth, kind, filters)
  const audit = (delivery: 'direct' | 'job', targetId?: string) => ({
    action: 'exports.created' as const,
    outcome: 'success' as const,
    actorUserId: auth.userId,
    actorRole: auth.role,
    targetType: 'export',
    ...(targetId ? { targetId } : {}),
    details: { kind, delivery, rows, filters: auditedFilters(kind, filters) },
  })
  if (rows <= s.config.exports.directMaxRows) {
    await recordAuditEvent(s.db, ctx.audit, audit('direct'))
    const { stream } = exportStream(s, auth, kind, filters, ctx.locale)
    void reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header(
        'content-disposition',
        attachmentDisposition(exportFileName(kind, ctx.locale, s.clock.now())),
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
    return stream
  }
  const now = s.clock.now()
  const job = await transaction(s.db, async (work) => {
    const [created] = await work.db
      .insert(exportJobs)
      .values({
        ownerId: auth.userId,
        kind,
        filters,
        locale: ctx.locale,
        rowsTotal: rows,
        createdAt: now,
        expiresAt: new Date(now.getTime() + s.config.exports.retentionDays * 86_400_000),
      })
      .returning()
    if (!created) throw new Error('The export job was not saved')
    await recordAuditEvent(work.db, ctx.audit, audit('job', created.id))
    work.afterCommit(() => {
      scheduleExportJob(s, created.id)
    })
    return created
  })
  return toJob(job, now)
}
