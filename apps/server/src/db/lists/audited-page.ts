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
import type { Database } from '../client'
import { withCompiledRows } from './compiled-rows'
import { statementName } from './statements'

/**
 * A list page as one statement: its rows, the page's total and its audit row. What the audit row
 * records and how it is written belongs to the audit (`clinicalListAudit` in platform/audit.ts):
 * the page gives it how many rows it shows and their patients' ids, as SQL of the same statement,
 * and takes back the row's data-modifying `with` query.
 */
export type PageAudit = {
  /** The path of the page's column that holds each row's patient id (`patient.id`). */
  shownPatientPath: string
  /** The audit row's `with` query, given the page's row count and its patients' distinct ids. */
  row: (shown: { count: SQL; patientIds: SQL }) => WithSubquery
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
 * Prepares a statement under the name its SQL gives it (`statementName`, ADR 028), its rows mapped
 * by a function made for its columns (`withCompiledRows`).
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
 * A list page as one statement (built once per shape, `preparedLists`): its rows, each with the page's total, after the
 * count and the page's audit row as `with` queries, so a page is one round trip and one commit.
 * PostgreSQL runs a statement atomically, and its data-modifying `with` query to the end whatever
 * the rows are, so the page is answered only if its audit row was written and committed (ADR 014).
 * The row records how many rows the page shows and which patients (the distinct values of the
 * rows' `shownPatientPath` column), read from the page's rows themselves (`rowsThroughAudit`).
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
  audit: PageAudit,
) {
  const shared = page.shared ?? []
  // The count's one column is named `n` (`pageTotal`).
  const total = db.$with('page_total', {}).as(page.counted([]).getSQL())
  const n = sql<number>`(select n from ${total})`.mapWith(Number)
  const audited = rowsThroughAudit(
    page.rows([], n),
    [...shared, total],
    audit.shownPatientPath,
    (rows, patientId) => [
      audit.row({
        count: sql`(select count(*) from ${rows})`,
        patientIds: sql`(select coalesce(array_agg(distinct ${patientId}), '{}') from ${rows})`,
      }),
    ],
  )
  // The page without its audit row serves the benchmarks alone: built (and given one of the
  // process's statement names, `statementName`) only when asked for.
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
 * after the audit row was written. `auditValues` are the audit row's own values (who, from where,
 * what else it records: `clinicalAccessValues` in platform/audit.ts).
 */
export async function readAuditedPage<Row extends { total: number | null }>(
  page: {
    statements: { auditedPage: Executable<Row[]>; total: Executable<{ n: number }[]> }
    values: Record<string, unknown> & { offset: number }
  },
  auditValues: Record<string, unknown>,
): Promise<{ rows: Row[]; total: number }> {
  const { statements, values } = page
  const rows = await statements.auditedPage.execute({ ...values, ...auditValues })
  const total =
    rows[0]?.total ??
    (values.offset === 0 ? 0 : ((await statements.total.execute(values))[0]?.n ?? 0))
  return { rows, total }
}
