import type { FastifyRequest } from 'fastify'
import { clientHeaderNames } from '@konzilium/contract/client-headers'
import type { AuditAction, AuditOutcome } from '@konzilium/contract/audit'
import type { Role } from '@konzilium/contract/session'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { PageAudit } from '../db/lists/audited-page'
import { placeholders } from '../db/lists/statements'
import { auditEvents } from '../db/schema'

/**
 * The one way to write an audit event. Call it in the same transaction as the change it records, so
 * a change without its audit row cannot be committed; a failed audit write fails the request (fail
 * closed). `details` must never hold secrets or clinical free text.
 */
export type AuditEvent = {
  /** One of the contract's audit actions (the database refuses any other). */
  action: AuditAction
  outcome: AuditOutcome
  actorUserId?: string | null
  actorRole?: Role | null
  targetType?: string
  targetId?: string
  patientId?: string
  /** The patients a list or search showed (see `auditEvents.patientIds`). */
  patientIds?: string[]
  details?: Record<string, unknown>
}

export type AuditContext = { ip: string | null; clientId: string | null; requestId: string | null }

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Where a request came from: IP (through trusted proxies only), client id, request id. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const clientId = request.headers[clientHeaderNames.clientId]
  return {
    ip: request.ip || null,
    // Only a well-formed client id is kept; anything else a caller sends is dropped.
    clientId: typeof clientId === 'string' && uuidPattern.test(clientId) ? clientId : null,
    requestId: request.id,
  }
}

function auditRow(context: AuditContext, event: AuditEvent) {
  return {
    action: event.action,
    outcome: event.outcome,
    actorUserId: event.actorUserId ?? null,
    actorRole: event.actorRole ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    patientId: event.patientId ?? null,
    patientIds: event.patientIds ?? null,
    ip: context.ip,
    clientId: context.clientId,
    requestId: context.requestId,
    details: event.details ?? null,
  }
}

export async function recordAuditEvent(
  db: Database,
  context: AuditContext,
  event: AuditEvent,
): Promise<void> {
  await db.insert(auditEvents).values(auditRow(context, event))
}

export type ClinicalAccessEvent = {
  action: AuditAction
  targetType:
    | 'patient'
    | 'referral'
    | 'consultation'
    | 'form'
    | 'form-attachment'
    | 'patient-list'
    | 'referral-list'
  targetId?: string
  patientId?: string
  /** A list's or search's patients, as shown (a referral list: the referrals' patients). */
  patientIds?: string[]
  details?: Record<string, unknown>
}

/**
 * A read or change of clinical data (a patient, a referral, a list that shows them) by a signed-in
 * caller. Call it with the transaction's `db`, in the same transaction as the query that reads or
 * changes the data: if the audit row cannot be written, the caller gets no data. `patientId` ties
 * the event to the record's access history ("who saw this record").
 */
export async function recordClinicalAccess(
  db: Database,
  context: AuditContext,
  actor: { userId: string; role: Role },
  event: ClinicalAccessEvent,
): Promise<void> {
  await recordAuditEvent(db, context, {
    ...event,
    outcome: 'success',
    actorUserId: actor.userId,
    actorRole: actor.role,
  })
}

/**
 * A clinical read audited once per view rather than once per request: a caller who pages a
 * conversation or opens its parts within `minutes` of the last row of the same action on the same
 * object writes no new row. The advisory lock keeps two concurrent first requests from both writing
 * one; it ends with the transaction, which must be the one that reads the data.
 */
export async function recordClinicalAccessOncePerView(
  db: Database,
  context: AuditContext,
  actor: { userId: string; role: Role },
  event: ClinicalAccessEvent & { targetId: string },
  minutes: number,
): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`${event.action}:${actor.userId}:${event.targetId}`}))`,
  )
  const [recent] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      sql`${auditEvents.action} = ${event.action} and ${auditEvents.actorUserId} = ${actor.userId} and ${auditEvents.targetId} = ${event.targetId} and ${auditEvents.occurredAt} > now() - make_interval(mins => ${minutes})`,
    )
    .limit(1)
  if (recent) return
  await recordClinicalAccess(db, context, actor, event)
}

/** The audit row's own placeholders, named as `clinicalAccessValues` names its values. */
const auditPlaceholder = placeholders<ReturnType<typeof clinicalAccessValues>>().value

/**
 * The audit row of a list page, written by the statement that completes the read instead of a
 * transaction of its own: a data-modifying CTE to put in front of that statement
 * (`db.with(cte).select(...)`). PostgreSQL runs a statement atomically, so it answers only if the
 * row was written and committed; the caller awaits it before answering, so no data leaves without
 * its audit row, as with a transaction, but without the BEGIN, INSERT and COMMIT round trips (ADR
 * 014). Who, from where and what was shown are placeholders (the statement is built once per
 * shape, db/lists/): pass `clinicalAccessValues(...)` when executing it. `shown` adds to the
 * details how many rows the page shows, under its key, and `patientIds` the ids of the patients
 * it shows, both as SQL of the same statement.
 */
export function clinicalAccessRow(
  db: Database,
  event: { action: AuditAction; targetType: 'patient-list' | 'referral-list' },
  shown?: { key: string; count: SQL; patientIds?: SQL },
) {
  const details = auditPlaceholder('auditDetails')
  const insert = db.insert(auditEvents).values({
    action: event.action,
    outcome: 'success',
    targetType: event.targetType,
    actorUserId: auditPlaceholder('auditActorId'),
    actorRole: auditPlaceholder('auditActorRole'),
    ip: auditPlaceholder('auditIp'),
    clientId: auditPlaceholder('auditClientId'),
    requestId: auditPlaceholder('auditRequestId'),
    details: shown
      ? sql`${details}::jsonb || jsonb_build_object(${shown.key}::text, ${shown.count})`
      : details,
    patientIds: shown?.patientIds,
  })
  return db.$with('audit_row', {}).as(insert.getSQL())
}

/**
 * The audit of a list page read as one statement (`auditedPageStatements` in db/lists/): its row
 * records the action, how many rows the page shows (under `shownKey` in its details) and the
 * patients it shows (`patient_ids`, from the rows' `shownPatientPath` column).
 */
export function clinicalListAudit(
  db: Database,
  event: {
    action: AuditAction
    targetType: 'patient-list' | 'referral-list'
    shownKey: string
    shownPatientPath: string
  },
): PageAudit {
  return {
    shownPatientPath: event.shownPatientPath,
    row: (shown) => clinicalAccessRow(db, event, { key: event.shownKey, ...shown }),
  }
}

/** The values of a `clinicalAccessRow` for one request. */
export function clinicalAccessValues(
  context: AuditContext,
  actor: { userId: string; role: Role },
  details: Record<string, unknown>,
) {
  return {
    auditActorId: actor.userId,
    auditActorRole: actor.role,
    auditIp: context.ip,
    auditClientId: context.clientId,
    auditRequestId: context.requestId,
    auditDetails: details,
  }
}
