import fs from 'node:fs'
import path from 'node:path'
import { count, inArray, sql } from 'drizzle-orm'
import type { AuditAction } from '@konzilium/contract/audit'
import type { AppInfo, TaskList, TaskRun } from '@konzilium/contract/diagnostics'
import {
  auditEvents,
  consultations,
  files,
  mailOutbox,
  notifications,
  patients,
  referralRequests,
  sessions,
  users,
} from '../../db/schema'
import { executeRows } from '../../db/raw'
import { migrationsFolder } from '../../paths'
import { conflict, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { readWebVersion } from '../client'

/**
 * The admin's view of the platform's operation (ADR 043): background tasks with their runs, the
 * instance and its database, and the named caches. Every call is audited; none answers personal
 * data (row counts, queue depths and task names only).
 */
const startedAt = new Date()

type Audit = { s: Services; ctx: RequestContext; admin: AuthContext }

function audit({ s, ctx, admin }: Audit, action: AuditAction, details?: Record<string, unknown>) {
  return recordAuditEvent(s.db, ctx.audit, {
    action,
    outcome: 'success',
    actorUserId: admin.userId,
    actorRole: admin.role,
    ...(details ? { details } : {}),
  })
}

export async function listTasks(a: Audit): Promise<TaskList> {
  const items = await a.s.tasks.list()
  await audit(a, 'diagnostics.tasks-read')
  return { items }
}

/** Runs a task now; unknown: 404; running elsewhere: 409. The run is audited whatever its outcome. */
export async function runTask(a: Audit, name: string): Promise<TaskRun> {
  if (!a.s.tasks.has(name)) throw notFound('Task')
  const run = await a.s.tasks.runNow(name)
  if (run === 'unknown') throw notFound('Task')
  if (run === 'busy') throw conflict('The task is running now; try again when it has finished')
  await audit(a, 'diagnostics.task-run', { task: name, outcome: run.outcome })
  return run
}

/** The main tables, counted exactly (an admin's occasional call). */
const countedTables = {
  users,
  sessions,
  patients,
  referral_requests: referralRequests,
  consultations,
  notifications,
  mail_outbox: mailOutbox,
  files,
  audit_events: auditEvents,
} as const

async function rowCounts(s: Services) {
  const counts = []
  for (const [table, columns] of Object.entries(countedTables)) {
    const [row] = await s.db.select({ n: count() }).from(columns)
    counts.push({ table, rows: row?.n ?? 0 })
  }
  return counts
}

/** The last migration applied (by its file's name) and how many are applied. */
async function migrationLevel(s: Services) {
  const [row] = await executeRows<{ newest: string | null; applied: number }>(
    s.db,
    sql`select max(created_at)::text as newest, count(*)::int as applied from drizzle.__drizzle_migrations`,
  )
  let migration: string | null = null
  try {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number; tag: string }[] }
    migration = journal.entries.find((entry) => String(entry.when) === row?.newest)?.tag ?? null
  } catch {
    migration = null
  }
  return { migration: migration ?? row?.newest ?? null, migrations: row?.applied ?? 0 }
}

async function mailQueue(s: Services) {
  const rows = await s.db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']))
    .groupBy(mailOutbox.status)
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0
  return { pending: of('pending') + of('sending'), failed: of('failed') }
}

export async function readAppInfo(a: Audit, version: string): Promise<AppInfo> {
  const { s } = a
  const memory = process.memoryUsage()
  const info: AppInfo = {
    version,
    build: readWebVersion(s.config.webDistDir, version).buildId,
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.max(0, Math.round(process.uptime())),
    node: process.version,
    database: { kind: s.database.kind, ...(await migrationLevel(s)) },
    rowCounts: await rowCounts(s),
    mailQueue: await mailQueue(s),
    jobQueue: await s.tasks.queueDepth(),
    memory: {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
    },
    caches: s.caches.list(),
  }
  await audit(a, 'diagnostics.app-read')
  return info
}

export async function refreshCache(a: Audit, name: string) {
  if (!a.s.caches.has(name)) throw notFound('Cache')
  await a.s.caches.refresh(name)
  await audit(a, 'diagnostics.cache-refreshed', { cache: name })
  return { name, refreshedAt: a.s.clock.now().toISOString() }
}
