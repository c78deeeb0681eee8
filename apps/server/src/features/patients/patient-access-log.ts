import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { formatPersonName } from '@konzilium/contract/czech'
import type { AuditAction } from '@konzilium/contract/audit'
import {
  shownInListAction,
  type AccessLog,
  type accessLogQuerySchema,
} from '@konzilium/contract/patients'
import { auditEvents, patients, users } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccessOncePerView } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import type { Database } from '../../db/client'
import { patientScope } from './scope'
import { personNameColumns } from '../../db/person-name'
import { pagedAnswer } from '../../platform/paged-list'

/** An entry's action: an audit row's, or the folded lists' entry. */
type LogAction = AccessLog['items'][number]['action']

/** The actions that change a record: its history (`kind: changes`). */
const changeActions: AuditAction[] = [
  'patients.created',
  'patients.updated',
  'patients.center-doctor-changed',
  'patients.deleted',
  // What happened to the record's referrals belongs to its history too (their rows name it).
  'referrals.created',
  'referrals.accepted',
  'referrals.denied',
  'referrals.cancelled',
  'referrals.redirected',
]

/**
 * How long one look at the access log lasts: paging it, or its two sections loading side by side,
 * within this time after the first page counts as the same view and writes no further row.
 */
const logViewMinutes = 30

/**
 * The day a list row counts for: a calendar day in the platform's time zone, the one the doctors
 * and patients live by (a row at 00:30 in Prague belongs to that day, not to the day before UTC).
 */
const listDay = sql`((${auditEvents.occurredAt} at time zone 'Europe/Prague')::date)`

/**
 * The record's access history: every row about it (a read, a change) as one entry, and the list,
 * search and home rows that showed it (`patient_ids`, migration 0017) folded into one entry per
 * viewer and day, with how many such rows it folds and the time of the latest. `changes` keeps
 * only the changes of the record, so no list.
 */
function accessEntries(db: Database, id: string, kind: 'all' | 'changes') {
  const direct = db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      action: sql<LogAction>`${auditEvents.action}`.as('action'),
      actorRole: auditEvents.actorRole,
      actorUserId: auditEvents.actorUserId,
      times: sql<number>`1`.mapWith(Number).as('times'),
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.patientId, id),
        kind === 'changes' ? inArray(auditEvents.action, changeActions) : undefined,
      ),
    )
  if (kind === 'changes') return direct.as('entries')
  const inLists: SQL = sql`${auditEvents.patientIds} @> array[${id}]::uuid[]`
  const folded = db
    .select({
      // The latest row's id (audit ids are time-ordered) names the entry.
      id: sql<string>`(array_agg(${auditEvents.id} order by ${auditEvents.occurredAt} desc, ${auditEvents.id} desc))[1]`.as(
        'id',
      ),
      occurredAt: sql<Date>`max(${auditEvents.occurredAt})`.as('occurred_at'),
      action: sql<LogAction>`${shownInListAction}::text`.as('action'),
      actorRole: auditEvents.actorRole,
      actorUserId: auditEvents.actorUserId,
      times: sql<number>`count(*)::int`.as('times'),
    })
    .from(auditEvents)
    .where(inLists)
    .groupBy(auditEvents.actorUserId, auditEvents.actorRole, listDay)
  return unionAll(direct, folded).as('entries')
}

/**
 * Reading the access log is audited as what it is (`patients.access-log-read`, not a read of the
 * record), once per view: a caller who pages it or opens its second section within
 * `logViewMinutes` of the last row for this record writes no new row.
 */
async function recordLogView(db: Database, ctx: RequestContext, auth: AuthContext, id: string) {
  await recordClinicalAccessOncePerView(
    db,
    ctx.audit,
    auth,
    {
      action: 'patients.access-log-read',
      targetType: 'patient',
      targetId: id,
      patientId: id,
    },
    logViewMinutes,
  )
}

/** Who read or changed the record, and in whose lists it appeared, newest first. */
export async function getAccessLog(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  query: z.output<typeof accessLogQuerySchema>,
): Promise<AccessLog> {
  return transaction(s.db, async ({ db }) => {
    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, id), patientScope(auth, 'patients.read')))
    if (!patient) throw notFound('Patient')
    const entries = accessEntries(db, id, query.kind)
    const rows = await db
      .select({
        id: entries.id,
        occurredAt: entries.occurredAt,
        action: entries.action,
        actorRole: entries.actorRole,
        times: entries.times,
        ...personNameColumns(users),
      })
      .from(entries)
      .leftJoin(users, eq(users.id, entries.actorUserId))
      .orderBy(desc(entries.occurredAt), desc(entries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
    const [total] = await db.select({ n: count() }).from(accessEntries(db, id, query.kind))
    await recordLogView(db, ctx, auth, id)
    return pagedAnswer(
      query,
      rows.map((row) => ({
        id: row.id,
        occurredAt: new Date(row.occurredAt).toISOString(),
        action: row.action,
        actorRole: row.actorRole as AccessLog['items'][number]['actorRole'],
        actorName:
          row.firstName && row.lastName
            ? formatPersonName({ ...row, firstName: row.firstName, lastName: row.lastName })
            : null,
        ...(row.action === shownInListAction ? { count: row.times } : {}),
      })),
      total?.n ?? 0,
    )
  })
}
