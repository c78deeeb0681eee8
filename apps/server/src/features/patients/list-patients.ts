import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm'
import type { ListPatientsQuery, PatientList, PatientSort } from '@konzilium/contract/patients'
import type { ExportPatientsQuery } from '@konzilium/contract/exports'
import type { Database } from '../../db/client'
import {
  czechNameOrder,
  inPrefixRange,
  prefixMatch,
  prefixRange,
  searchPrefixes,
} from '../../db/czech-text'
import {
  auditedPageStatements,
  keptPageTotal,
  pageTotal,
  readAuditedPage,
} from '../../db/lists/audited-page'
import {
  filledPage,
  filterOn,
  listRequest,
  pageBounds,
  placeholders,
  prefixPlaceholders,
  preparedLists,
} from '../../db/lists/statements'
import {
  centerPatientCounts,
  patientCenterLinks,
  patients,
  referralRequests,
} from '../../db/schema'
import { clinicalAccessValues, clinicalListAudit } from '../../platform/audit'
import { scopeOf, type AuthContext, type Caller } from '../../platform/auth/access'
import { callerCenterId } from '../../platform/auth/caller-center'
import type { RequestContext, Services } from '../../platform/services'
import { selectSummaries, selectSummaryRows, toSummary } from './summary'
import { centerSearch, centerSearchCandidates, type CenterSearch } from './center-search'
import { patientScope } from './scope'
import { pagedAnswer } from '../../platform/paged-list'

/**
 * The patient list: a name or birth-number search, filters and a sort, paged, with the page's
 * audit row written by the statement that counts it (ADR 014).
 */

type Direction = 'asc' | 'desc'
type NameColumns = Parameters<typeof czechNameOrder>[1]
const names: NameColumns = {
  sortKey: patients.nameSortKey,
  lastName: patients.lastName,
  firstName: patients.firstName,
}
/**
 * The same order as an expression no index provides. A search keeps a few hundred rows of a
 * large table: found through the search indexes and then sorted, they cost little, while
 * PostgreSQL, to avoid the sort, would rather walk the whole name index in order and filter,
 * several times slower (bench/README.md, "Clinical lists").
 */
const namesSortedAfterSearch: NameColumns = {
  ...names,
  sortKey: sql`(${patients.nameSortKey} || '')`,
}
// Sort names map to columns here and only here (identifiers are never taken from input).
const sortColumns = {
  name: (dir: Direction, byName: NameColumns) => czechNameOrder(dir, byName),
  birthDate: (dir: Direction, byName: NameColumns) => [
    dir === 'asc' ? asc(patients.birthDate) : desc(patients.birthDate),
    ...czechNameOrder('asc', byName),
  ],
  createdAt: (dir: Direction) => [
    dir === 'asc' ? asc(patients.createdAt) : desc(patients.createdAt),
  ],
} as const

function orderBy(sort: PatientSort, searching: boolean) {
  const descending = sort.startsWith('-')
  const field = (descending ? sort.slice(1) : sort) as keyof typeof sortColumns
  const byName = searching ? namesSortedAfterSearch : names
  return [...sortColumns[field](descending ? 'desc' : 'asc', byName), asc(patients.id)]
}

/**
 * A patient list request as the shape of its statements (the caller's role, which search, which
 * filters, which sort) and the values they take, by placeholder name (db/lists/README.md).
 */
function patientListRequest(auth: Pick<AuthContext, 'userId' | 'role'>, query: ListPatientsQuery) {
  const digits = query.q?.replace(/[\s/]/g, '') ?? ''
  // Digits (with the usual slash or spaces) search the birth number; anything else the names.
  const birthNumber = /^\d+$/.test(digits) ? prefixRange(digits) : undefined
  const prefixes = query.q && !birthNumber ? searchPrefixes(query.q) : []
  return listRequest({
    choices: {
      role: auth.role,
      byBirthNumber: birthNumber !== undefined,
      searching: Boolean(query.q),
      sort: query.sort,
    },
    filters: {
      diagnosis: query.diagnosis,
      centerId: query.centerId,
      centerDoctorId: query.centerDoctorId,
      referringDoctorId: query.referringDoctorId,
      referralState: query.referralState,
    },
    prefixes,
    page: query.page,
    pageSize: query.pageSize,
    values: {
      userId: auth.userId,
      birthFrom: birthNumber?.from,
      birthTo: birthNumber?.to,
    },
  })
}

type ListShape = ReturnType<typeof patientListRequest>['shape']

/** The placeholders of the list's statements: the values of its requests, by name. */
const placeholder = placeholders<ReturnType<typeof patientListRequest>['values']>()

const listEvent = {
  action: 'patients.listed',
  targetType: 'patient-list',
  shownKey: 'shown',
  shownPatientPath: 'patient.id',
} as const

/** The audit row of the list's pages, written by each page's statement. */
const listAudit = (db: Database) => clinicalListAudit(db, listEvent)

/** A shape's search as placeholders, if it has one. */
function searchOf(shape: ListShape): CenterSearch | undefined {
  if (shape.byBirthNumber)
    return {
      by: 'birthNumber',
      range: {
        from: placeholder.unseen('birthFrom', 'text'),
        to: placeholder.unseen('birthTo', 'text'),
      },
    }
  if (shape.words > 0) return { by: 'name', prefixes: prefixPlaceholders(shape.words) }
  return undefined
}

/** The statements of one list shape, with placeholders, prepared once (db/lists/). */
function buildPatientList(db: Database, shape: ListShape) {
  const caller = { role: shape.role, userId: placeholder.value('userId') }
  const search = searchOf(shape)
  // A centre doctor's search reads the centre's own links (see `centerSearch`).
  const ofCenter = scopeOf(caller, 'patients.read') === 'center'
  const onCenterLinks = ofCenter ? search : undefined
  const byName = shape.sort === 'name' || shape.sort === '-name'
  if (ofCenter && byName && shape.filters.size === 0) {
    return onCenterLinks
      ? centerSearchInOrder(db, shape, caller, onCenterLinks)
      : centerListInOrder(db, shape, caller)
  }
  const page = pageBounds(shape)
  const where = listCondition(db, caller, search, filterOn(shape.filters))
  return auditedPageStatements(
    db,
    {
      rows: (ctes, total) =>
        selectSummaries(db, ctes, total)
          .where(where)
          .orderBy(...orderBy(shape.sort, shape.searching))
          .limit(page.limit)
          .offset(page.offset),
      counted: (ctes) =>
        db
          .with(...ctes)
          .select(pageTotal())
          .from(patients)
          .where(where),
    },
    listAudit(db),
  )
}

type FilterName =
  'diagnosis' | 'centerId' | 'centerDoctorId' | 'referringDoctorId' | 'referralState'
/** A filter's condition when the request has it: on a placeholder (a page) or a value (an export). */
type Filter = (
  name: FilterName,
  condition: (value: SQLWrapper | string) => SQL | undefined,
) => SQL | undefined

/**
 * Which patients the general statement lists: the caller's scope (for a centre doctor's search,
 * read on the centre's links: `centerSearch`), the search and the filters. A page builds it on
 * placeholders; an export of the whole list on the request's values (`patientsExport`).
 */
function listCondition(
  db: Database,
  caller: Caller,
  search: CenterSearch | undefined,
  filter: Filter,
): SQL | undefined {
  const onCenterLinks = scopeOf(caller, 'patients.read') === 'center' ? search : undefined
  return and(
    onCenterLinks ? centerSearch(caller, onCenterLinks) : patientScope(caller, 'patients.read'),
    onCenterLinks || !search
      ? undefined
      : search.by === 'birthNumber'
        ? inPrefixRange(patients.birthNumber, search.range)
        : prefixMatch(search.prefixes, [patients.lastNameSearch, patients.firstNameSearch]),
    filter('diagnosis', (value) => sql`${patients.diagnoses} @> array[${value}]::text[]`),
    filter('centerId', (value) => eq(patients.centerId, value)),
    filter('centerDoctorId', (value) => eq(patients.centerDoctorId, value)),
    filter('referringDoctorId', (value) => eq(patients.referringDoctorId, value)),
    filter('referralState', (value) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(referralRequests)
          .where(
            and(
              eq(referralRequests.patientId, patients.id),
              sql`${referralRequests.state} = ${value}`,
            ),
          ),
      ),
    ),
  )
}

type Candidates = ReturnType<typeof centerSearchCandidates>

/**
 * A page of a centre doctor's search: the records of the candidates (a `with` query of patient
 * ids and sort keys, declared by `rows`) that can be on it (`onThisPage`), in the list's order.
 */
function candidatesPage(
  shape: ListShape,
  candidates: Candidates,
  rows: ReturnType<typeof selectSummaries>,
  onThisPage: SQL,
) {
  const page = pageBounds(shape)
  return rows
    .innerJoin(candidates, eq(candidates.patientId, patients.id))
    .where(and(isNull(patients.deletedAt), onThisPage))
    .orderBy(...orderBy(shape.sort, false))
    .limit(page.limit)
    .offset(page.offset)
}

/**
 * A centre doctor's search in name order, the list's most frequent page: the centre's links give
 * the patients found and their sort keys from their indexes alone (`centerSearchCandidates`),
 * and only the rows whose key can be on this page are read from `patients`. The page's last row
 * has the `last`-th smallest key of the candidates (the order's first key), so every row of the
 * page has a key no greater than that one; ties on the key are all read and ordered by the full
 * order (ADR 028). A common name's search (a few hundred patients per centre) thus reads a page's
 * worth of records instead of every record found.
 */
function centerSearchInOrder(db: Database, shape: ListShape, caller: Caller, search: CenterSearch) {
  const candidates = centerSearchCandidates(db, caller, search)
  const descending = shape.sort === '-name'
  const page = pageBounds(shape)
  const keyOfLastRow = db
    .select({ key: candidates.sortKey })
    .from(candidates)
    .orderBy(descending ? desc(candidates.sortKey) : asc(candidates.sortKey))
    .limit(1)
    .offset(page.last)
  // Fewer candidates than the page's end: no bound, every candidate may be on it.
  const bound = sql`coalesce((${keyOfLastRow}), ${candidates.sortKey})`
  const onThisPage = descending
    ? sql`${candidates.sortKey} >= ${bound}`
    : sql`${candidates.sortKey} <= ${bound}`
  // The candidates are found once, for the rows and the count.
  return auditedPageStatements(
    db,
    {
      shared: [candidates],
      rows: (ctes, total) =>
        candidatesPage(shape, candidates, selectSummaries(db, ctes, total), onThisPage),
      counted: (ctes) =>
        db
          .with(...ctes)
          .select(pageTotal())
          .from(candidates),
    },
    listAudit(db),
  )
}

/**
 * A centre doctor's whole list in name order, the first page the doctor sees: the centre's links
 * in the order of their `(center_id, name_sort_key)` index give the page's patients one by one, so
 * a page reads its own rows (and those of the pages before it) instead of the centre's thousands of
 * records, joined and sorted for twenty. Its total is the centre's row of `center_patient_counts`,
 * kept by triggers on the links (migration 0013), which hold live records only (migration 0008),
 * instead of joining the centre's links with every patient of the platform (ADR 028).
 */
function centerListInOrder(db: Database, shape: ListShape, caller: Caller) {
  const links = patientCenterLinks
  const ofCallerCenter = sql`${links.centerId} = ${callerCenterId(caller)}`
  const page = pageBounds(shape)
  const byLinkKey: NameColumns = { ...names, sortKey: links.nameSortKey }
  return auditedPageStatements(
    db,
    {
      rows: (ctes, total) =>
        selectSummaries(db, ctes, total)
          .innerJoin(links, and(eq(links.patientId, patients.id), ofCallerCenter))
          .where(isNull(patients.deletedAt))
          .orderBy(
            ...czechNameOrder(shape.sort === '-name' ? 'desc' : 'asc', byLinkKey),
            asc(patients.id),
          )
          .limit(page.limit)
          .offset(page.offset),
      counted: (ctes) =>
        db
          .with(...ctes)
          .select(keptPageTotal(centerPatientCounts.patients))
          .from(centerPatientCounts)
          .where(sql`${centerPatientCounts.centerId} = ${callerCenterId(caller)}`),
    },
    listAudit(db),
  )
}

const patientLists = preparedLists(buildPatientList)

/**
 * The SQL of a patient list page (rows, total) as the app runs it for this caller and query: the
 * benchmark runs exactly these through a bare server (bench/clinical-lists.mjs).
 */
export function patientListQueries(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  query: ListPatientsQuery,
) {
  return filledPage(patientLists(db, patientListRequest(auth, query)))
}

export async function listPatients(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  query: ListPatientsQuery,
): Promise<PatientList> {
  // The search text as typed, so a search by a birth number can be traced: the audit trail is
  // read by admins only, and the row also names the patients the page showed.
  const { rows, total } = await readAuditedPage(
    patientLists(s.db, patientListRequest(auth, query)),
    clinicalAccessValues(ctx.audit, auth, {
      page: query.page,
      searched: Boolean(query.q),
      search: query.q ?? null,
    }),
  )
  return pagedAnswer(query, rows.map(toSummary), total)
}

/** A search text as the list reads it: digits search the birth number, words the names. */
function searchOfText(q: string | undefined): CenterSearch | undefined {
  if (!q) return undefined
  const digits = q.replace(/[\s/]/g, '')
  const birthNumber = /^\d+$/.test(digits) ? prefixRange(digits) : undefined
  if (birthNumber) return { by: 'birthNumber', range: birthNumber }
  const prefixes = searchPrefixes(q)
  return prefixes.length > 0 ? { by: 'name', prefixes } : undefined
}

/**
 * The whole patient list as the caller's pages show it (the same scope, search, filters and
 * order as the general statement), for an export (ADR 042): its rows in order and their count.
 * The export writes its own audit row (one for the whole file).
 */
export function patientsExport(db: Database, auth: Caller, query: ExportPatientsQuery) {
  const search = searchOfText(query.q)
  const filter: Filter = (name, condition) => {
    const value = query[name]
    return value === undefined ? undefined : condition(value)
  }
  const where = listCondition(db, auth, search, filter)
  return {
    rows: selectSummaryRows(db)
      .where(where)
      .orderBy(...orderBy(query.sort, search !== undefined)),
    counted: db.select({ n: count() }).from(patients).where(where),
    toItem: toSummary,
  }
}
