import type { FastifyRequest } from 'fastify'
import { clientHeaderNames } from '@konzilium/contract/client-headers'
import type { Role } from '@konzilium/contract/session'
import { sql, type WithSubquery } from 'drizzle-orm'
import { statementName } from '../db/prepared'
import type { Database } from '../db/client'
import { auditEvents } from '../db/schema'

/**
 * The one way to write an audit event. Call it in the same transaction as the change it records,
 * so a change without its audit row cannot be committed; a failed audit write fails the request
 * (security.md section 4.4: fail closed). `details` must never hold secrets or clinical free text.
 */
export type AuditEvent = {
  action: string
  outcome: 'success' | 'failure' | 'denied'
  actorUserId?: string | null
  actorRole?: Role | null
  targetType?: string
  targetId?: string
  patientId?: string
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
  action: string
  targetType: 'patient' | 'referral' | 'patient-list' | 'referral-list'
  targetId?: string
  patientId?: string
  details?: Record<string, unknown>
}

/**
 * A read or change of clinical data (a patient, a referral, a list that shows them) by a signed-in
 * caller (issue 9 item 7). Call it with the transaction's `db`, in the same transaction as the
 * query that reads or changes the data: if the audit row cannot be written, the caller gets no
 * data. `patientId` ties the event to the record's access history ("who saw this record").
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
 * The audit row of a list page, written by the statement that completes the read instead of a
 * transaction of its own: a data-modifying CTE to put in front of that statement
 * (`db.with(cte).select(...)`). PostgreSQL runs a statement atomically, so it answers only if the
 * row was written and committed; the caller awaits it before answering, so no data leaves without
 * its audit row, as with a transaction, but without the BEGIN, INSERT and COMMIT round trips (ADR
 * 014, addendum 2). Who, from where and what was shown are placeholders (the statement is built
 * once per shape, db/prepared.ts): pass `clinicalAccessValues(...)` when executing it.
 */
export function clinicalAccessRow(
  db: Database,
  event: { action: string; targetType: 'patient-list' | 'referral-list' },
) {
  const insert = db.insert(auditEvents).values({
    action: event.action,
    outcome: 'success',
    targetType: event.targetType,
    actorUserId: sql.placeholder('auditActorId'),
    actorRole: sql.placeholder('auditActorRole'),
    ip: sql.placeholder('auditIp'),
    clientId: sql.placeholder('auditClientId'),
    requestId: sql.placeholder('auditRequestId'),
    details: sql.placeholder('auditDetails'),
  })
  return db.$with('audit_row', {}).as(insert.getSQL())
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

type Preparable = { prepare: (name: string) => unknown; toSQL: () => { sql: string } }

/** Prepares a statement under the name its SQL gives it (db/prepared.ts, ADR 022). */
function prepared<Query extends Preparable>(query: Query) {
  return query.prepare(statementName(query)) as ReturnType<Query['prepare']>
}

/**
 * A list page's three prepared statements (db/prepared.ts): its rows, the count that writes the
 * page's audit row (`clinicalAccessRow`), and the count alone for the benchmarks' bare server.
 */
export function auditedPageStatements<Rows extends Preparable, Count extends Preparable>(
  db: Database,
  rows: Rows,
  counted: (...ctes: WithSubquery[]) => Count,
  event: Parameters<typeof clinicalAccessRow>[1],
) {
  return {
    rows: prepared(rows),
    auditedTotal: prepared(counted(clinicalAccessRow(db, event))),
    total: prepared(counted()),
  }
}

type Executable<Result> = { execute: (values: Record<string, unknown>) => Promise<Result> }

/**
 * Reads a list page with its audit row: the rows, then the count that writes the row (one
 * statement, atomic, `auditedPageStatements`). The caller answers only after both returned, so no
 * page leaves without its committed audit row; a failed insert fails the read. `details` says
 * what the row records of the page, given how many rows it shows.
 */
export async function readAuditedPage<Row>(
  page: {
    statements: { rows: Executable<Row[]>; auditedTotal: Executable<{ n: number }[]> }
    values: Record<string, unknown>
  },
  context: AuditContext,
  actor: { userId: string; role: Role },
  details: (shown: number) => Record<string, unknown>,
): Promise<{ rows: Row[]; total: number }> {
  const { statements, values } = page
  const rows = await statements.rows.execute(values)
  const [total] = await statements.auditedTotal.execute({
    ...values,
    ...clinicalAccessValues(context, actor, details(rows.length)),
  })
  return { rows, total: total?.n ?? 0 }
}
