import { lt, sql } from 'drizzle-orm'
import { auditEvents } from '../../db/schema'
import { recordAuditEvent } from '../../platform/audit'
import type { Services } from '../../platform/services'
import { defineTask } from '../../platform/tasks/task'
import { transaction } from '../../platform/transaction'

/**
 * Audit retention (ADR 043): audit rows older than `AUDIT_RETENTION_YEARS` (at least 3) are
 * deleted, the one exception to the log being append-only. The database's trigger refuses every
 * other update or delete of an audit row; it lets a delete through only in a transaction that
 * named the retention limit (`konzilium.audit_retention_before`) and only for a row older than
 * that limit, which itself must lie at least 3 years back. Each run writes one audit row saying
 * how many rows went and up to when. Deleted in batches, each its own transaction.
 */
const BATCH = 5_000
/** Batches per run; the next day's run takes the rest. */
const MAX_BATCHES = 200

export function retentionLimit(now: Date, years: number): Date {
  const limit = new Date(now)
  limit.setUTCFullYear(limit.getUTCFullYear() - Math.max(3, years))
  return limit
}

export async function applyAuditRetention(s: Services) {
  const before = retentionLimit(s.clock.now(), s.config.tasks.auditRetentionYears)
  let deleted = 0
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const removed = await transaction(s.db, async ({ db }) => {
      await db.execute(
        sql`select set_config('konzilium.audit_retention_before', ${before.toISOString()}, true)`,
      )
      const doomed = db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(lt(auditEvents.occurredAt, before))
        .limit(BATCH)
      const rows = await db
        .delete(auditEvents)
        .where(sql`${auditEvents.id} in (${doomed})`)
        .returning({ id: auditEvents.id })
      return rows.length
    })
    deleted += removed
    if (removed < BATCH) break
  }
  await recordAuditEvent(
    s.db,
    { ip: null, clientId: null, requestId: null },
    {
      action: 'audit.retention-applied',
      outcome: 'success',
      details: { before: before.toISOString(), deleted },
    },
  )
  return { deleted, before: before.toISOString() }
}

export const auditRetentionTask = defineTask(
  'audit.retention',
  { dailyAtUtc: '02:30' },
  applyAuditRetention,
)
