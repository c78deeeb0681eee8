import { and, count, desc, eq, gte, lte, or, sql } from 'drizzle-orm'
import type { AuditEventList, ListAuditEventsQuery } from '@konzilium/contract/audit'
import { formatPersonName } from '@konzilium/contract/czech'
import type { Database } from '../../db/client'
import { auditEvents, users } from '../../db/schema'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { pagedAnswer } from '../../platform/paged-list'

/**
 * The rows about a patient and those of the lists, searches and home pages that showed the
 * patient (`patient_ids`, migration 0017): each a lookup of its own index.
 */
const aboutOrShowing = (patientId: string) =>
  or(
    eq(auditEvents.patientId, patientId),
    sql`${auditEvents.patientIds} @> array[${patientId}]::uuid[]`,
  )

type Filters = Omit<ListAuditEventsQuery, 'page' | 'pageSize'>

/** The viewer's filters as one condition (its page and its export read the same). */
function conditionOf(query: Filters) {
  return and(
    query.userId ? eq(auditEvents.actorUserId, query.userId) : undefined,
    query.patientId ? aboutOrShowing(query.patientId) : undefined,
    query.action ? sql`${auditEvents.action} = ${query.action}` : undefined,
    query.from ? gte(auditEvents.occurredAt, new Date(query.from)) : undefined,
    query.to ? lte(auditEvents.occurredAt, new Date(query.to)) : undefined,
  )
}

const exportColumns = {
  occurredAt: auditEvents.occurredAt,
  action: auditEvents.action,
  outcome: auditEvents.outcome,
  actorRole: auditEvents.actorRole,
  actorUserId: auditEvents.actorUserId,
  degreesBefore: users.degreesBefore,
  firstName: users.firstName,
  lastName: users.lastName,
  degreesAfter: users.degreesAfter,
  targetType: auditEvents.targetType,
  targetId: auditEvents.targetId,
  patientId: auditEvents.patientId,
  ip: auditEvents.ip,
}

/**
 * The whole filtered trail in the viewer's order, for an export (ADR 042); the export records
 * its own audit row.
 */
export function auditExport(db: Database, query: Filters) {
  const where = conditionOf(query)
  return {
    rows: db
      .select(exportColumns)
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .$dynamic(),
    counted: db.select({ n: count() }).from(auditEvents).where(where),
    toItem: (row: {
      degreesBefore: string | null
      firstName: string | null
      lastName: string | null
      degreesAfter: string | null
    }) => ({
      ...row,
      actorName:
        row.firstName !== null && row.lastName !== null
          ? formatPersonName({ ...row, firstName: row.firstName, lastName: row.lastName })
          : null,
    }),
  }
}

/** The audit trail for administrators (ADR 016); reading it is itself recorded. */
export async function listAuditEvents(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  query: ListAuditEventsQuery,
): Promise<AuditEventList> {
  const where = conditionOf(query)
  return transaction(s.db, async ({ db }) => {
    const rows = await db
      .select({ event: auditEvents, actor: users })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
    const [total] = await db.select({ n: count() }).from(auditEvents).where(where)
    await recordAuditEvent(db, ctx.audit, {
      action: 'audit.read',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'audit-list',
    })
    return pagedAnswer(
      query,
      rows.map(({ event, actor }) => ({
        id: event.id,
        occurredAt: event.occurredAt.toISOString(),
        actorUserId: event.actorUserId,
        actorName: actor ? formatPersonName(actor) : null,
        actorRole: (event.actorRole ?? null) as AuditEventList['items'][number]['actorRole'],
        action: event.action,
        outcome: event.outcome,
        targetType: event.targetType,
        targetId: event.targetId,
        patientId: event.patientId,
        ip: event.ip,
      })),
      total?.n ?? 0,
    )
  })
}
