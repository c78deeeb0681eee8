import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  like,
  sql,
  type SQL,
  type WithSubquery,
} from 'drizzle-orm'
import type { z } from 'zod'
import { formatPersonName, parseBirthNumber } from '@konzilium/contract/czech'
import type {
  AccessLog,
  ListPatientsQuery,
  PatientDetail,
  PatientList,
  PatientSort,
  PatientSummary,
  accessLogQuerySchema,
  changeCenterDoctorInputSchema,
  createPatientInputSchema,
  updatePatientInputSchema,
} from '@konzilium/contract/patients'
import type { Database } from '../../db/client'
import { czechNameOrder, prefixMatch, searchPatterns } from '../../db/czech-text'
import {
  filledPage,
  listPage,
  pagePlaceholders,
  patternPlaceholders,
  preparedLists,
} from '../../db/prepared'
import {
  auditEvents,
  centerDoctorProfiles,
  centers,
  patients,
  referralRequests,
  users,
} from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import {
  auditedPageStatements,
  clinicalAccessValues,
  recordClinicalAccess,
} from '../../platform/audit'
import { scopeOf, type AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { callerCenterId, centerNameSearch, patientScope } from './scope'

/**
 * Patient records (issue 9, ADR 016). Every read and change runs in one transaction with its
 * audit row (ADR 014): if the row cannot be written, the caller gets no data and nothing changes.
 * The caller's scope is a condition of the very query that reads or changes (out of scope = 404).
 */

const referringDoctor = aliasedTable(users, 'referring_doctor')
const centerDoctor = aliasedTable(users, 'center_doctor')

type Direction = 'asc' | 'desc'
type NameColumns = Parameters<typeof czechNameOrder>[1]
const names: NameColumns = {
  sortKey: patients.nameSortKey,
  lastName: patients.lastName,
  firstName: patients.firstName,
}
/**
 * The same order as an expression no index provides. A search keeps a few hundred rows of a
 * large table: found through the search indexes and then sorted, they cost a few milliseconds,
 * while PostgreSQL, to avoid the sort, would rather walk the whole name index in order and
 * filter (tens of milliseconds at 100 000 patients; bench/README.md, clinical lists).
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

const personColumns = (person: typeof referringDoctor) => ({
  id: person.id,
  degreesBefore: person.degreesBefore,
  firstName: person.firstName,
  lastName: person.lastName,
  degreesAfter: person.degreesAfter,
})
/** What a list shows of each patient (the detail reads every column). */
const summaryColumns = {
  patient: {
    id: patients.id,
    firstName: patients.firstName,
    lastName: patients.lastName,
    birthNumber: patients.birthNumber,
    birthDate: patients.birthDate,
    sex: patients.sex,
    insurer: patients.insurer,
    diagnoses: patients.diagnoses,
    createdAt: patients.createdAt,
  },
  referringDoctor: personColumns(referringDoctor),
  center: { id: centers.id, name: centers.name },
  centerDoctor: personColumns(centerDoctor),
}
const detailColumns = { ...summaryColumns, patient: patients }

function selectPatients(db: Database) {
  return db
    .select(detailColumns)
    .from(patients)
    .leftJoin(referringDoctor, eq(referringDoctor.id, patients.referringDoctorId))
    .leftJoin(centers, eq(centers.id, patients.centerId))
    .leftJoin(centerDoctor, eq(centerDoctor.id, patients.centerDoctorId))
}

/** `selectPatients` with only the columns a list shows (a page reads less and maps less). */
function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(patients)
    .leftJoin(referringDoctor, eq(referringDoctor.id, patients.referringDoctorId))
    .leftJoin(centers, eq(centers.id, patients.centerId))
    .leftJoin(centerDoctor, eq(centerDoctor.id, patients.centerDoctorId))
}

type Row = Awaited<ReturnType<typeof selectSummaries>>[number]
type NameRow = {
  id: string
  degreesBefore: string | null
  firstName: string
  lastName: string
  degreesAfter: string | null
} | null

const personRef = (person: NameRow) =>
  person ? { id: person.id, name: formatPersonName(person) } : null

function toSummary(row: Row): PatientSummary {
  const p = row.patient
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    birthNumber: p.birthNumber,
    birthDate: p.birthDate,
    sex: p.sex,
    insurer: p.insurer,
    diagnoses: p.diagnoses,
    referringDoctor: personRef(row.referringDoctor),
    center: row.center ? { id: row.center.id, name: row.center.name } : null,
    centerDoctor: personRef(row.centerDoctor),
    createdAt: p.createdAt.toISOString(),
  }
}

/**
 * A patient list request as the shape of its statements (the caller's role, which search, which
 * filters, which sort) and the values they take, by placeholder name (db/prepared.ts).
 */
function patientListRequest(auth: AuthContext, query: ListPatientsQuery) {
  const digits = query.q?.replace(/[\s/]/g, '') ?? ''
  // Digits (with the usual slash or spaces) search the birth number; anything else the names.
  const birthPrefix = /^\d+$/.test(digits) ? `${digits}%` : undefined
  const patterns = query.q && !birthPrefix ? searchPatterns(query.q) : []
  const page = listPage({
    filters: {
      diagnosis: query.diagnosis,
      centerId: query.centerId,
      centerDoctorId: query.centerDoctorId,
      referringDoctorId: query.referringDoctorId,
      referralState: query.referralState,
    },
    patterns,
    page: query.page,
    pageSize: query.pageSize,
  })
  const shape = {
    role: auth.role,
    byBirthNumber: birthPrefix !== undefined,
    words: patterns.length,
    searching: Boolean(query.q),
    filters: page.filters,
    sort: query.sort,
  }
  return {
    shape,
    key: [
      shape.role,
      shape.byBirthNumber,
      shape.words,
      shape.searching,
      [...shape.filters],
      shape.sort,
    ].join('|'),
    values: { ...page.values, userId: auth.userId, birthPrefix },
  }
}

type ListShape = ReturnType<typeof patientListRequest>['shape']

/** The statements of one list shape, with placeholders, prepared once (db/prepared.ts). */
function buildPatientList(db: Database, shape: ListShape) {
  const value = (name: string) => sql.placeholder(name)
  const has = (filter: string) => shape.filters.has(filter)
  const caller = { role: shape.role, userId: sql.placeholder('userId') }
  const patterns = patternPlaceholders(shape.words)
  // A centre doctor's name search reads the centre's own links (see `centerNameSearch`).
  const byCenterLinks = scopeOf(caller, 'patients.read') === 'center' && shape.words > 0
  const where = and(
    byCenterLinks ? centerNameSearch(caller, patterns) : patientScope(caller, 'patients.read'),
    shape.byBirthNumber
      ? like(patients.birthNumber, value('birthPrefix'))
      : byCenterLinks
        ? undefined
        : prefixMatch(patterns, [patients.lastNameSearch, patients.firstNameSearch]),
    has('diagnosis')
      ? sql`${patients.diagnoses} @> array[${value('diagnosis')}]::text[]`
      : undefined,
    has('centerId') ? eq(patients.centerId, value('centerId')) : undefined,
    has('centerDoctorId') ? eq(patients.centerDoctorId, value('centerDoctorId')) : undefined,
    has('referringDoctorId')
      ? eq(patients.referringDoctorId, value('referringDoctorId'))
      : undefined,
    has('referralState')
      ? exists(
          db
            .select({ one: sql`1` })
            .from(referralRequests)
            .where(
              and(
                eq(referralRequests.patientId, patients.id),
                eq(referralRequests.state, value('referralState')),
              ),
            ),
        )
      : undefined,
  )
  const counted = (...ctes: WithSubquery[]) =>
    db
      .with(...ctes)
      .select({ n: count() })
      .from(patients)
      .where(where)
  return auditedPageStatements(
    db,
    selectSummaries(db)
      .where(where)
      .orderBy(...orderBy(shape.sort, shape.searching))
      .limit(pagePlaceholders.limit)
      .offset(pagePlaceholders.offset),
    counted,
    { action: 'patients.list', targetType: 'patient-list' },
  )
}

const patientLists = preparedLists(buildPatientList)

/**
 * The SQL of a patient list page (rows, total) as the app runs it for this caller and query: the
 * benchmark runs exactly these through a bare server (bench/clinical-lists.mjs).
 */
export function patientListQueries(db: Database, auth: AuthContext, query: ListPatientsQuery) {
  const { statements, values } = patientLists(db, patientListRequest(auth, query))
  return filledPage(statements, values)
}

export async function listPatients(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  query: ListPatientsQuery,
): Promise<PatientList> {
  const { statements, values } = patientLists(s.db, patientListRequest(auth, query))
  const rows = await statements.rows.execute(values)
  // The count writes the audit row (one statement, atomic): the page is answered only once the
  // row is committed. The search text is patient data: the row records that a list was read, not
  // what for.
  const [total] = await statements.auditedTotal.execute({
    ...values,
    ...clinicalAccessValues(ctx.audit, auth, {
      page: query.page,
      shown: rows.length,
      searched: Boolean(query.q),
    }),
  })
  return {
    items: rows.map(toSummary),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** The referrals of the record the caller may see: those of the own centre or sent by oneself. */
function referralsInScope(auth: AuthContext): SQL {
  switch (scopeOf(auth, 'patients.read')) {
    case 'center':
      return eq(referralRequests.toCenterId, callerCenterId(auth))
    case 'own':
      return eq(referralRequests.fromDoctorId, auth.userId)
    case 'all':
    case 'self':
      return sql`true`
    case 'regions':
    case 'visible':
      return sql`false`
  }
}

async function loadDetail(
  db: Database,
  auth: AuthContext,
  id: string,
  action: 'patients.read' | 'patients.update' | 'patients.change-center-doctor' | 'patients.create',
): Promise<PatientDetail | null> {
  const [row] = await selectPatients(db).where(
    and(
      eq(patients.id, id),
      action === 'patients.create' ? isNull(patients.deletedAt) : patientScope(auth, action),
    ),
  )
  if (!row) return null
  const referrals = await db
    .select({
      id: referralRequests.id,
      state: referralRequests.state,
      diagnosis: referralRequests.diagnosis,
      urgency: referralRequests.urgency,
      centerName: centers.name,
      createdAt: referralRequests.createdAt,
    })
    .from(referralRequests)
    .innerJoin(centers, eq(centers.id, referralRequests.toCenterId))
    .where(and(eq(referralRequests.patientId, id), referralsInScope(auth)))
    .orderBy(desc(referralRequests.createdAt), asc(referralRequests.id))
  const p = row.patient
  const colleagues = p.centerId
    ? await db
        .select({
          id: users.id,
          degreesBefore: users.degreesBefore,
          firstName: users.firstName,
          lastName: users.lastName,
          degreesAfter: users.degreesAfter,
        })
        .from(centerDoctorProfiles)
        .innerJoin(users, eq(users.id, centerDoctorProfiles.userId))
        .where(and(eq(centerDoctorProfiles.centerId, p.centerId), isNull(users.lockedAt)))
        .orderBy(
          ...czechNameOrder('asc', {
            sortKey: users.nameSortKey,
            lastName: users.lastName,
            firstName: users.firstName,
          }),
        )
    : []
  return {
    ...toSummary(row),
    centerDoctors: colleagues.map((doctor) => ({ id: doctor.id, name: formatPersonName(doctor) })),
    email: p.email,
    phone: p.phone,
    street: p.street,
    city: p.city,
    postalCode: p.postalCode,
    updatedAt: p.updatedAt.toISOString(),
    referrals: referrals.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  }
}

export async function getPatient(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<PatientDetail> {
  return transaction(s.db, async ({ db }) => {
    const detail = await loadDetail(db, auth, id, 'patients.read')
    if (!detail) throw notFound('Patient')
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.read',
      targetType: 'patient',
      targetId: id,
      patientId: id,
    })
    return detail
  })
}

const unprocessable = (path: string, message: string) =>
  new AppError(422, 'UNPROCESSABLE_CONTENT', 'The record cannot take this value', [
    { path, message },
  ])

/** A duplicate birth number says nothing about the other record (it may be outside the scope). */
const birthNumberTaken = () =>
  new AppError(409, 'CONFLICT', 'A patient with this birth number exists', [
    { path: 'birthNumber', message: 'patient.birthNumberTaken' },
  ])

function isBirthNumberConflict(error: unknown) {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause
  const code = (error as { code?: string }).code ?? cause?.code
  return (
    code === '23505' ||
    cause?.constraint === 'patients_birth_number_unique' ||
    (error as Error).message.includes('patients_birth_number_unique')
  )
}

type Fields = z.output<typeof updatePatientInputSchema>

/** Birth date and sex default to what the birth number says; the user may correct them. */
function birthData(data: Fields) {
  const parsed = data.birthNumber ? parseBirthNumber(data.birthNumber) : null
  const derived = parsed?.ok ? parsed.value : null
  return {
    birthNumber: data.birthNumber,
    birthDate: data.birthDate ?? derived?.birthDate ?? '',
    sex: data.sex ?? derived?.sex ?? 'female',
  }
}

function recordFields(data: Fields) {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    ...birthData(data),
    insurer: data.insurer,
    email: data.email,
    phone: data.phone,
    street: data.street,
    city: data.city,
    postalCode: data.postalCode,
    diagnoses: data.diagnoses,
  }
}

async function isCenterDoctorOf(db: Database, doctorId: string, centerId: string | null) {
  if (!centerId) return false
  const [row] = await db
    .select({ id: users.id })
    .from(centerDoctorProfiles)
    .innerJoin(users, eq(users.id, centerDoctorProfiles.userId))
    .where(
      and(
        eq(centerDoctorProfiles.userId, doctorId),
        eq(centerDoctorProfiles.centerId, centerId),
        eq(users.role, 'center_doctor'),
        isNull(users.lockedAt),
      ),
    )
  return Boolean(row)
}

/** Who owns a new record and where it belongs follow from the caller (ADR 016). */
async function placement(
  db: Database,
  auth: AuthContext,
  data: z.output<typeof createPatientInputSchema>,
) {
  const notAllowed = (path: string) => unprocessable(path, 'patient.notAllowed')
  let referringDoctorId: string | null = null
  let centerId: string | null = null
  if (auth.role === 'peripheral_doctor') {
    if (data.referringDoctorId && data.referringDoctorId !== auth.userId)
      throw notAllowed('referringDoctorId')
    if (data.centerId) throw notAllowed('centerId')
    referringDoctorId = auth.userId
  } else if (auth.role === 'center_doctor') {
    if (data.referringDoctorId) throw notAllowed('referringDoctorId')
    const [own] = await db
      .select({ centerId: centerDoctorProfiles.centerId })
      .from(centerDoctorProfiles)
      .where(eq(centerDoctorProfiles.userId, auth.userId))
    if (data.centerId && data.centerId !== own?.centerId) throw notAllowed('centerId')
    centerId = own?.centerId ?? null
  } else {
    referringDoctorId = data.referringDoctorId ?? null
    centerId = data.centerId ?? null
    if (referringDoctorId) {
      const [doctor] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, referringDoctorId),
            eq(users.role, 'peripheral_doctor'),
            isNull(users.lockedAt),
          ),
        )
      if (!doctor) throw unprocessable('referringDoctorId', 'patient.referringDoctorInvalid')
    }
    if (centerId) {
      const [center] = await db
        .select({ id: centers.id })
        .from(centers)
        .where(eq(centers.id, centerId))
      if (!center) throw unprocessable('centerId', 'patient.centerInvalid')
    }
  }
  const centerDoctorId = data.centerDoctorId ?? null
  if (centerDoctorId && !(await isCenterDoctorOf(db, centerDoctorId, centerId)))
    throw unprocessable('centerDoctorId', 'patient.centerDoctorNotInCenter')
  return { referringDoctorId, centerId, centerDoctorId }
}

export async function createPatient(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  data: z.output<typeof createPatientInputSchema>,
): Promise<PatientDetail> {
  const now = s.clock.now()
  return transaction(s.db, async ({ db }) => {
    const place = await placement(db, auth, data)
    const [row] = await db
      .insert(patients)
      .values({
        ...recordFields(data),
        ...place,
        createdByUserId: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: patients.id })
    if (!row) throw new Error('patient not created')
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.create',
      targetType: 'patient',
      targetId: row.id,
      patientId: row.id,
    })
    const detail = await loadDetail(db, auth, row.id, 'patients.create')
    if (!detail) throw notFound('Patient')
    return detail
  }).catch((error: unknown) => {
    if (isBirthNumberConflict(error)) throw birthNumberTaken()
    throw error
  })
}

export async function updatePatient(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: Fields,
): Promise<PatientDetail> {
  return transaction(s.db, async ({ db }) => {
    const [row] = await db
      .update(patients)
      .set({ ...recordFields(data), updatedAt: s.clock.now() })
      .where(and(eq(patients.id, id), patientScope(auth, 'patients.update')))
      .returning({ id: patients.id })
    if (!row) throw notFound('Patient')
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.update',
      targetType: 'patient',
      targetId: id,
      patientId: id,
      details: { fields: Object.keys(data) },
    })
    const detail = await loadDetail(db, auth, id, 'patients.update')
    if (!detail) throw notFound('Patient')
    return detail
  }).catch((error: unknown) => {
    if (isBirthNumberConflict(error)) throw birthNumberTaken()
    throw error
  })
}

/** Soft delete (admins): the record disappears from every list, detail and scope. */
export async function deletePatient(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<void> {
  await transaction(s.db, async ({ db }) => {
    const [row] = await db
      .update(patients)
      .set({ deletedAt: s.clock.now(), deletedByUserId: auth.userId })
      .where(and(eq(patients.id, id), patientScope(auth, 'patients.delete')))
      .returning({ id: patients.id })
    if (!row) throw notFound('Patient')
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.delete',
      targetType: 'patient',
      targetId: id,
      patientId: id,
    })
  })
}

export async function changeCenterDoctor(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: z.output<typeof changeCenterDoctorInputSchema>,
): Promise<PatientDetail> {
  return transaction(s.db, async ({ db }) => {
    const [current] = await db
      .select({ centerId: patients.centerId, centerDoctorId: patients.centerDoctorId })
      .from(patients)
      .where(and(eq(patients.id, id), patientScope(auth, 'patients.change-center-doctor')))
      .for('update')
    if (!current) throw notFound('Patient')
    if (!(await isCenterDoctorOf(db, data.centerDoctorId, current.centerId)))
      throw unprocessable('centerDoctorId', 'patient.centerDoctorNotInCenter')
    await db
      .update(patients)
      .set({ centerDoctorId: data.centerDoctorId, updatedAt: s.clock.now() })
      .where(eq(patients.id, id))
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.change-center-doctor',
      targetType: 'patient',
      targetId: id,
      patientId: id,
      details: { from: current.centerDoctorId, to: data.centerDoctorId },
    })
    const detail = await loadDetail(db, auth, id, 'patients.change-center-doctor')
    if (!detail) throw notFound('Patient')
    return detail
  })
}

const changeActions = [
  'patients.create',
  'patients.update',
  'patients.change-center-doctor',
  'patients.delete',
]

/** Who read or changed the record (audit rows with its patient id), newest first. */
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
    const where = and(
      eq(auditEvents.patientId, id),
      query.kind === 'changes' ? inArray(auditEvents.action, changeActions) : undefined,
    )
    const rows = await db
      .select({
        id: auditEvents.id,
        occurredAt: auditEvents.occurredAt,
        action: auditEvents.action,
        actorRole: auditEvents.actorRole,
        degreesBefore: users.degreesBefore,
        firstName: users.firstName,
        lastName: users.lastName,
        degreesAfter: users.degreesAfter,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
    const [total] = await db.select({ n: count() }).from(auditEvents).where(where)
    await recordClinicalAccess(db, ctx.audit, auth, {
      action: 'patients.access-log',
      targetType: 'patient',
      targetId: id,
      patientId: id,
    })
    return {
      items: rows.map((row) => ({
        id: row.id,
        occurredAt: row.occurredAt.toISOString(),
        action: row.action,
        actorRole: row.actorRole as AccessLog['items'][number]['actorRole'],
        actorName:
          row.firstName && row.lastName
            ? formatPersonName({ ...row, firstName: row.firstName, lastName: row.lastName })
            : null,
      })),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    }
  })
}
