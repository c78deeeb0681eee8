import { and, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm'
import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { XLSX_CONTENT_TYPE, type ExportJob } from '@konzilium/contract/exports'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import { exportJobs, users } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import { scopeOf, type AuthContext, type Caller } from '../../platform/auth/access'
import { attachmentDisposition } from '../../platform/files/file-name'
import { FileNotFoundError } from '../../platform/files/file-store'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { defineTask } from '../../platform/tasks/task'
import { notify } from '../notifications'
import { exportFileName, exportStream } from './run-export'
import { auditedFilters } from './sources'

/**
 * Export jobs (ADR 042): an export too large to answer at once, written in the background into
 * the file store and downloaded by its author from `/export?job=` until it expires.
 *
 * A job is claimed by one conditional update (`queued` → `running`), so however many instances
 * are told to run it, one does. Progress (`rows_done`) is saved as the batches are written; the
 * file goes to the store as it is written and its id is saved with the job once complete. The
 * author gets an in-app notice leading to the download page.
 */
type JobRow = typeof exportJobs.$inferSelect

export function toJob(row: JobRow, now: Date): ExportJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
    fileName: exportFileName(row.kind, row.locale as MessageLocale, row.createdAt),
  }
}

/** The jobs a caller reaches (policy `exports.jobs`: their own). */
function jobScope(auth: Caller) {
  return scopeOf(auth, 'exports.jobs') === 'own' ? eq(exportJobs.ownerId, auth.userId) : sql`false`
}

const running = new WeakMap<Services, Set<Promise<unknown>>>()

/** Runs a job soon, in this process (after the transaction that saved it has committed). */
export function scheduleExportJob(s: Services, id: string): void {
  const set = running.get(s) ?? new Set()
  running.set(s, set)
  const run: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
    .then(() => runExportJob(s, id))
    .catch((error: unknown) => {
      s.log.warn({ err: error }, 'an export job failed')
    })
    .finally(() => set.delete(run))
  set.add(run)
}

/** Settles when the jobs this process started have ended (tests, a graceful stop). */
export async function exportJobsSettled(s: Services): Promise<void> {
  while ((running.get(s)?.size ?? 0) > 0) await Promise.all([...(running.get(s) ?? [])])
}

type RunOptions = { onBatch?: (rowsDone: number) => Promise<void> }

/**
 * Runs a queued job: claims it, writes its file to the store with progress, then marks it done
 * and tells its author. Answers false when the job was not queued (another run claimed it).
 */
export async function runExportJob(s: Services, id: string, options: RunOptions = {}) {
  const now = s.clock.now()
  const [job] = await s.db
    .update(exportJobs)
    .set({ state: 'running', startedAt: now })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.state, 'queued')))
    .returning()
  if (!job) return false
  try {
    await writeJobFile(s, job, options)
  } catch (error) {
    await s.db
      .update(exportJobs)
      .set({ state: 'failed', finishedAt: s.clock.now() })
      .where(eq(exportJobs.id, id))
    throw error
  }
  return true
}

async function writeJobFile(s: Services, job: JobRow, options: RunOptions) {
  const [owner] = await s.db
    .select({ role: users.role, lockedAt: users.lockedAt })
    .from(users)
    .where(eq(users.id, job.ownerId))
  // The rows are read under the author's scope as it is now; a locked account gets nothing.
  if (!owner || owner.lockedAt) throw new Error('The author of the export may not read the list')
  const caller: Caller = { userId: job.ownerId, role: owner.role }
  const { stream, written } = exportStream(
    s,
    caller,
    job.kind,
    job.filters,
    job.locale as MessageLocale,
    async (rowsDone) => {
      await s.db.update(exportJobs).set({ rowsDone }).where(eq(exportJobs.id, job.id))
      await options.onBatch?.(rowsDone)
    },
  )
  const [stored, rows] = await Promise.all([
    s.files.put(stream, { contentType: XLSX_CONTENT_TYPE }),
    written,
  ])
  const finishedAt = s.clock.now()
  try {
    await transaction(s.db, async (work) => {
      await work.db
        .update(exportJobs)
        .set({
          state: 'done',
          rowsDone: rows,
          rowsTotal: Math.max(rows, job.rowsTotal),
          fileId: stored.id,
          size: stored.size,
          finishedAt,
          expiresAt: new Date(finishedAt.getTime() + s.config.exports.retentionDays * 86_400_000),
          // The search text of a patient list is no longer needed once the file exists.
          filters: auditedFilters(job.kind, job.filters),
        })
        .where(eq(exportJobs.id, job.id))
      await notify(s, work, [
        {
          userId: job.ownerId,
          type: 'success',
          event: 'export.ready',
          target: { type: 'export', id: job.id },
        },
      ])
    })
  } catch (error) {
    await s.files.delete(stored.id)
    throw error
  }
}

/** The caller's jobs, newest first (the download page). */
export async function listExportJobs(s: Services, auth: AuthContext) {
  const rows = await s.db
    .select()
    .from(exportJobs)
    .where(jobScope(auth))
    .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
    .limit(100)
  const now = s.clock.now()
  return { items: rows.map((row) => toJob(row, now)) }
}

async function jobOf(s: Services, auth: AuthContext, id: string): Promise<JobRow> {
  const [row] = await s.db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), jobScope(auth)))
  if (!row) throw notFound('Export')
  return row
}

export async function getExportJob(s: Services, auth: AuthContext, id: string) {
  return toJob(await jobOf(s, auth, id), s.clock.now())
}

/** The finished file of the caller's job: 409 while it is written, 410 once it expired. */
export async function downloadExportJob(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  reply: FastifyReply,
): Promise<Readable> {
  const row = await jobOf(s, auth, id)
  const now = s.clock.now()
  if (row.expiresAt.getTime() <= now.getTime() || (row.state === 'done' && !row.fileId))
    throw new AppError(410, 'EXPORT_EXPIRED', 'This export has expired and its file was deleted')
  if (row.state !== 'done' || !row.fileId)
    throw new AppError(409, 'CONFLICT', 'This export is not ready yet')
  let content: Readable
  try {
    content = await s.files.get(row.fileId)
  } catch (error) {
    if (error instanceof FileNotFoundError)
      throw new AppError(410, 'EXPORT_EXPIRED', 'This export has expired and its file was deleted')
    throw error
  }
  await recordAuditEvent(s.db, ctx.audit, {
    action: 'exports.downloaded',
    outcome: 'success',
    actorUserId: auth.userId,
    actorRole: auth.role,
    targetType: 'export',
    targetId: row.id,
    details: { kind: row.kind, rows: row.rowsDone },
  })
  void reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-length', String(row.size ?? ''))
    .header('content-disposition', attachmentDisposition(toJob(row, now).fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
  return content
}

/** A job running this long was left by a stopped instance: it is failed by the purge. */
const STALE_RUNNING_MS = 6 * 3_600_000
const PURGE_BATCH = 500

/**
 * Deletes the files of expired export jobs (the rows stay, so the page can say the export
 * expired) and fails jobs whose instance stopped while running them. Answers how many files went.
 * For the scheduler of background tasks.
 */
export async function purgeExpiredExports(s: Services): Promise<number> {
  const now = s.clock.now()
  await s.db
    .update(exportJobs)
    .set({ state: 'failed', finishedAt: now })
    .where(
      and(
        eq(exportJobs.state, 'running'),
        lt(exportJobs.startedAt, new Date(now.getTime() - STALE_RUNNING_MS)),
      ),
    )
  const expired = await transaction(s.db, async ({ db }) => {
    const due = await db
      .select({ id: exportJobs.id, fileId: exportJobs.fileId })
      .from(exportJobs)
      .where(and(isNotNull(exportJobs.fileId), lt(exportJobs.expiresAt, now)))
      .limit(PURGE_BATCH)
      .for('update', { skipLocked: true })
    for (const job of due)
      await db.update(exportJobs).set({ fileId: null }).where(eq(exportJobs.id, job.id))
    return due
  })
  // The rows are cleared first: a crash between leaves bytes without a row, never the reverse.
  for (const job of expired) if (job.fileId) await s.files.delete(job.fileId)
  return expired.length
}

/**
 * Runs the jobs still queued (left by an instance that stopped before running them); each is
 * claimed once across instances. For the scheduler of background tasks.
 */
export async function runQueuedExports(s: Services): Promise<number> {
  const queued = await s.db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(or(eq(exportJobs.state, 'queued')))
    .orderBy(exportJobs.createdAt)
    .limit(10)
  let ran = 0
  for (const job of queued) if (await runExportJob(s, job.id)) ran += 1
  return ran
}

/** The background tasks of exports (ADR 043): expired files purged, orphaned jobs run. */
export const exportTasks = [
  defineTask('exports.purge-expired', { everyMinutes: 60 }, purgeExpiredExports),
  defineTask('exports.run-queued', { everyMinutes: 5 }, runQueuedExports),
] as const
