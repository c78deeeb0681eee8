import type { FastifyRequest } from 'fastify'
import { clientHeaderNames } from '@konzilium/contract/client-headers'
import type { AuditAction, AuditOutcome } from '@konzilium/contract/audit'
import type { Role } from '@konzilium/contract/session'
import {
  Column,
  count,
  getTableColumns,
  is,
  SQL,
  sql,
  Subquery,
  Table,
  type AnyColumn,
  type WithSubquery,
} from 'drizzle-orm'
import { withCompiledRows } from '../db/compiled-rows'
import { statementName } from '../db/prepared'
import type { Database } from '../db/client'
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
  targetType: 'patient' | 'referral' | 'patient-list' | 'referral-list'
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
 * The audit row of a list page, written by the statement that completes the read instead of a
 * transaction of its own: a data-modifying CTE to put in front of that statement
 * (`db.with(cte).select(...)`). PostgreSQL runs a statement atomically, so it answers only if the
 * row was written and committed; the caller awaits it before answering, so no data leaves without
 * its audit row, as with a transaction, but without the BEGIN, INSERT and COMMIT round trips (ADR
 * 014). Who, from where and what was shown are placeholders (the statement is built
 * once per shape, db/prepared.ts): pass `clinicalAccessValues(...)` when executing it. `shown`
 * adds to the details how many rows the page shows, under its key, and `patientIds` the ids of
 * the patients it shows, both as SQL of the same statement.
 */
export function clinicalAccessRow(
  db: Database,
  event: { action: AuditAction; targetType: 'patient-list' | 'referral-list' },
  shown?: { key: string; count: SQL; patientIds?: SQL },
) {
  const details = sql.placeholder('auditDetails')
  const insert = db.insert(auditEvents).values({
    action: event.action,
    outcome: 'success',
    targetType: event.targetType,
    actorUserId: sql.placeholder('auditActorId'),
    actorRole: sql.placeholder('auditActorRole'),
    ip: sql.placeholder('auditIp'),
    clientId: sql.placeholder('auditClientId'),
    requestId: sql.placeholder('auditRequestId'),
    details: shown
      ? sql`${details}::jsonb || jsonb_build_object(${shown.key}::text, ${shown.count})`
      : details,
    patientIds: shown?.patientIds,
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

/**
 * The one column of a page's count statement (`counted` of `auditedPageStatements`), under the
 * name the page statement reads it by: the rows counted, or another total given.
 */
export function pageTotal(value: SQL<number> = count()) {
  return { n: value.as('n') }
}

/** A page's total kept by triggers: the sum of the count rows its statement reads (none: 0). */
export function keptPageTotal(column: AnyColumn) {
  return pageTotal(sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number))
}

/**
 * Prepares a statement under the name its SQL gives it (db/prepared.ts, ADR 022), its rows mapped
 * by a function made for its columns (db/compiled-rows.ts).
 */
function prepared<Query extends Preparable>(query: Query) {
  return withCompiledRows(query.prepare(statementName(query)) as ReturnType<Query['prepare']>)
}

type Selecting = Preparable & { getSQL: () => SQL; _: { selectedFields: object } }

/** The name of a page's rows in its statement (`auditedPageStatements`). */
const pageRowsName = 'page_rows'

/**
 * The paths of a selection's columns in the order a statement lists them (drizzle's own order:
 * its keys in order, a nested object's or a table's columns in place).
 */
function columnPaths(selection: object, prefix = ''): string[] {
  return Object.entries(selection).flatMap(([key, value]: [string, unknown]) => {
    const path = prefix + key
    if (is(value, Table)) return columnPaths(getTableColumns(value), `${path}.`)
    const nested =
      typeof value === 'object' &&
      value !== null &&
      !is(value, Column) &&
      !is(value, SQL) &&
      !is(value, SQL.Aliased) &&
      !is(value, Subquery)
    return nested ? columnPaths(value, `${path}.`) : [path]
  })
}

/** `with` queries as their SQL, as drizzle writes them in front of a statement. */
function withClause(ctes: WithSubquery[]): SQL {
  return sql.join(
    ctes.map((cte) => sql`${sql.identifier(cte._.alias)} as (${cte._.sql})`),
    sql`, `,
  )
}

/**
 * The rows query `rows` as the last of a statement's `with` queries, and the statement its rows:
 * the same columns in the same order, so the query's own mapping of them still applies. A `with`
 * query names its columns by position (`c0`, `c1`...), since a page joins several tables whose
 * columns share names (every `id`). `audit` is given the SQL of the page's column at `path` (the
 * patient id) and returns the `with` queries to declare after the rows: the audit row, which thus
 * reads the very rows the caller gets. A `with` query referred to twice is computed once, and its
 * rows come out in the order it produced them, the page's order.
 *
 * Drizzle builds no such statement, so the rows query keeps its own preparation, fields and
 * mapping, with only its SQL replaced (`getSQL`, which its preparation and `toSQL` read).
 */
function rowsThroughAudit<Rows extends Selecting>(
  rows: Rows,
  before: WithSubquery[],
  path: string,
  audit: (rowsName: SQL, column: SQL) => WithSubquery[],
): Rows {
  const paths = columnPaths(rows._.selectedFields)
  const index = paths.indexOf(path)
  if (index < 0) throw new Error(`A list page shows no column ${path}`)
  const name = sql`${sql.identifier(pageRowsName)}`
  const columns = sql.join(
    paths.map((_, i) => sql.identifier(`c${i}`)),
    sql`, `,
  )
  const after = audit(name, sql`${sql.identifier(`c${index}`)}`)
  const text = sql`with ${withClause(before)}, ${name}(${columns}) as (${rows.getSQL()}), ${withClause(after)} select * from ${name}`
  return Object.create(rows, { getSQL: { value: () => text } }) as Rows
}

/**
 * A list page as one statement (db/prepared.ts): its rows, each with the page's total, after the
 * count and the page's audit row as `with` queries, so a page is one round trip and one commit.
 * PostgreSQL runs a statement atomically, and its data-modifying `with` query to the end whatever
 * the rows are, so the page is answered only if its audit row was written and committed (ADR 014).
 * The row records how many rows the page shows (`shownKey` in its details) and
 * which patients (`patient_ids`, the distinct values of the rows' `shownPatientPath` column), read
 * from the page's rows themselves (`rowsThroughAudit`).
 *
 * `shared` are `with` queries both the rows and the count read (declared once, first); `rows` is
 * given the `with` queries to declare and the total as a column; `counted` the `with` queries its
 * own statement declares. Beside it, for a page past the end (no rows, so no total) and for the
 * benchmarks' bare server: the count alone, and the page without the audit row.
 */
export function auditedPageStatements<
  Rows extends Selecting,
  Count extends Preparable & { getSQL: () => SQL },
>(
  db: Database,
  page: {
    shared?: WithSubquery[]
    rows: (ctes: WithSubquery[], total: SQL<number>) => Rows
    counted: (ctes: WithSubquery[]) => Count
  },
  event: Parameters<typeof clinicalAccessRow>[1] & { shownKey: string; shownPatientPath: string },
) {
  const shared = page.shared ?? []
  // The count's one column is named `n` (`pageTotal`).
  const total = db.$with('page_total', {}).as(page.counted([]).getSQL())
  const n = sql<number>`(select n from ${total})`.mapWith(Number)
  const audited = rowsThroughAudit(
    page.rows([], n),
    [...shared, total],
    event.shownPatientPath,
    (rows, patientId) => [
      clinicalAccessRow(db, event, {
        key: event.shownKey,
        count: sql`(select count(*) from ${rows})`,
        patientIds: sql`(select coalesce(array_agg(distinct ${patientId}), '{}') from ${rows})`,
      }),
    ],
  )
  // The page without its audit row serves the benchmarks alone: built (and given one of the
  // process's statement names, db/prepared.ts) only when asked for.
  let unaudited: ReturnType<Rows['prepare']> | undefined
  return {
    auditedPage: prepared(audited),
    get page() {
      return (unaudited ??= prepared(page.rows([...shared, total], n)))
    },
    total: prepared(page.counted(shared)),
  }
}

type Executable<Result> = { execute: (values: Record<string, unknown>) => Promise<Result> }

/**
 * Reads a list page with its audit row, one statement (`auditedPageStatements`): the caller
 * answers only after it returned, so no page leaves without its committed audit row; a failed
 * insert fails the read. A page past the end has no row to carry the total: it is counted then,
 * after the audit row was written. `details` says what else the row records of the page.
 */
export async function readAuditedPage<Row extends { total: number | null }>(
  page: {
    statements: { auditedPage: Executable<Row[]>; total: Executable<{ n: number }[]> }
    values: Record<string, unknown> & { offset: number }
  },
  context: AuditContext,
  actor: { userId: string; role: Role },
  details: Record<string, unknown>,
): Promise<{ rows: Row[]; total: number }> {
  const { statements, values } = page
  const rows = await statements.auditedPage.execute({
    ...values,
    ...clinicalAccessValues(context, actor, details),
  })
  const total =
    rows[0]?.total ??
    (values.offset === 0 ? 0 : ((await statements.total.execute(values))[0]?.n ?? 0))
  return { rows, total }
}
