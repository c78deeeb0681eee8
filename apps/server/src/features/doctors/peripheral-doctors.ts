import { and, count, eq, like, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { formatPersonName, type RegionCode, type SpecialtyCode } from '@konzilium/contract/czech'
import type {
  ListPeripheralDoctorsQuery,
  PeripheralDoctor,
  PeripheralDoctorList,
  updatePeripheralDoctorInputSchema,
} from '@konzilium/contract/doctors'
import type { Database } from '../../db/client'
import {
  czechNameOrder,
  czechSearchKey,
  namePrefixMatch,
  substringPattern,
} from '../../db/czech-text'
import { peripheralDoctorProfiles, users } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import { scopeOf, type AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import {
  iso,
  lastInvitationSentAt,
  order,
  repRegions,
  splitSort,
  statusCondition,
  statusOf,
  type Direction,
} from './shared'

/**
 * Peripheral (outpatient) doctors (spec section 7): list, read, edit. Scope (policy.ts): admin and
 * centre doctors all, a rep the doctors of the rep's regions, a peripheral doctor only the own
 * record; the condition is part of every query, so out of scope is not found.
 */

type Action = 'peripheral-doctors.read' | 'peripheral-doctors.update'

export function peripheralDoctorScope(auth: AuthContext, action: Action): SQL {
  switch (scopeOf(auth, action)) {
    case 'all':
      return sql`true`
    case 'self':
      return eq(users.id, auth.userId)
    case 'regions':
      return sql`${peripheralDoctorProfiles.region} in ${repRegions(auth)}`
    case 'center':
    case 'own':
    case 'visible':
      // No other scope reaches these accounts.
      return sql`false`
  }
}

const columns = {
  id: users.id,
  email: users.email,
  degreesBefore: users.degreesBefore,
  firstName: users.firstName,
  lastName: users.lastName,
  degreesAfter: users.degreesAfter,
  phone: users.phone,
  createdAt: users.createdAt,
  activatedAt: users.activatedAt,
  lockedAt: users.lockedAt,
  lastInvitationSentAt,
  practiceName: peripheralDoctorProfiles.practiceName,
  ico: peripheralDoctorProfiles.ico,
  icp: peripheralDoctorProfiles.icp,
  region: peripheralDoctorProfiles.region,
  specialty: peripheralDoctorProfiles.specialty,
}

type Row = {
  id: string
  email: string
  degreesBefore: string | null
  firstName: string
  lastName: string
  degreesAfter: string | null
  phone: string | null
  createdAt: Date
  activatedAt: Date | null
  lockedAt: Date | null
  lastInvitationSentAt: Date | string | null
  practiceName: string | null
  ico: string | null
  icp: string | null
  region: string | null
  specialty: string | null
}

function toPeripheralDoctor(row: Row): PeripheralDoctor {
  return {
    id: row.id,
    email: row.email,
    degreesBefore: row.degreesBefore,
    firstName: row.firstName,
    lastName: row.lastName,
    degreesAfter: row.degreesAfter,
    displayName: formatPersonName(row),
    phone: row.phone,
    status: statusOf(row),
    invitedAt: row.createdAt.toISOString(),
    lastInvitationSentAt: iso(row.lastInvitationSentAt),
    activatedAt: iso(row.activatedAt),
    practiceName: row.practiceName,
    ico: row.ico,
    icp: row.icp,
    region: row.region as RegionCode | null,
    specialty: row.specialty as SpecialtyCode | null,
  }
}

const names = { sortKey: users.nameSortKey, lastName: users.lastName, firstName: users.firstName }
const practiceSortKey = sql`czech_sort_key(coalesce(${peripheralDoctorProfiles.practiceName}, '')) collate "C"`
const sortColumns = {
  lastName: (dir: Direction) => czechNameOrder(dir, names),
  practiceName: (dir: Direction) => [order(practiceSortKey, dir), ...czechNameOrder(dir, names)],
  region: (dir: Direction) => [
    order(peripheralDoctorProfiles.region, dir),
    ...czechNameOrder(dir, names),
  ],
  invitedAt: (dir: Direction) => [order(users.createdAt, dir)],
} satisfies Record<string, (dir: Direction) => SQL[]>

const from = (db: Database) =>
  db
    .select(columns)
    .from(users)
    .innerJoin(peripheralDoctorProfiles, eq(peripheralDoctorProfiles.userId, users.id))

/** Name (diacritic-free prefixes), practice (anywhere, diacritic-free) or IČO (prefix). */
function search(text: string): SQL | undefined {
  const practice = sql`czech_search_key(lower(coalesce(${peripheralDoctorProfiles.practiceName}, ''))) like ${substringPattern(czechSearchKey(text.toLowerCase()))}`
  return or(
    namePrefixMatch(text, [users.lastNameSearch, users.firstNameSearch]),
    practice,
    /^\d+$/.test(text) ? like(peripheralDoctorProfiles.ico, `${text}%`) : undefined,
  )
}

export async function listPeripheralDoctors(
  s: Services,
  auth: AuthContext,
  query: ListPeripheralDoctorsQuery,
): Promise<PeripheralDoctorList> {
  const conditions: (SQL | undefined)[] = [
    eq(users.role, 'peripheral_doctor'),
    peripheralDoctorScope(auth, 'peripheral-doctors.read'),
  ]
  if (query.q) conditions.push(search(query.q))
  if (query.region) conditions.push(eq(peripheralDoctorProfiles.region, query.region))
  if (query.specialty) conditions.push(eq(peripheralDoctorProfiles.specialty, query.specialty))
  if (query.status) conditions.push(statusCondition(query.status))
  const where = and(...conditions)
  const [field, dir] = splitSort<keyof typeof sortColumns>(query.sort)
  const rows = await from(s.db)
    .where(where)
    .orderBy(...sortColumns[field](dir), users.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await s.db
    .select({ n: count() })
    .from(users)
    .innerJoin(peripheralDoctorProfiles, eq(peripheralDoctorProfiles.userId, users.id))
    .where(where)
  return {
    items: rows.map(toPeripheralDoctor),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

async function findInScope(
  db: Database,
  auth: AuthContext,
  action: Action,
  id: string,
): Promise<PeripheralDoctor> {
  const [row] = await from(db).where(
    and(eq(users.id, id), eq(users.role, 'peripheral_doctor'), peripheralDoctorScope(auth, action)),
  )
  if (!row) throw notFound('Peripheral doctor')
  return toPeripheralDoctor(row)
}

export function getPeripheralDoctor(s: Services, auth: AuthContext, id: string) {
  return findInScope(s.db, auth, 'peripheral-doctors.read', id)
}

export async function updatePeripheralDoctor(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: z.output<typeof updatePeripheralDoctorInputSchema>,
): Promise<PeripheralDoctor> {
  return transaction(s.db, async (work) => {
    const before = await findInScope(work.db, auth, 'peripheral-doctors.update', id)
    await work.db
      .update(users)
      .set({
        degreesBefore: data.degreesBefore,
        firstName: data.firstName,
        lastName: data.lastName,
        degreesAfter: data.degreesAfter,
        phone: data.phone,
        updatedAt: s.clock.now(),
      })
      .where(eq(users.id, id))
    await work.db
      .update(peripheralDoctorProfiles)
      .set({
        practiceName: data.practiceName,
        ico: data.ico,
        icp: data.icp,
        region: data.region,
        specialty: data.specialty,
      })
      .where(eq(peripheralDoctorProfiles.userId, id))
    const changed = (
      [
        'degreesBefore',
        'firstName',
        'lastName',
        'degreesAfter',
        'phone',
        'practiceName',
        'ico',
        'icp',
        'region',
        'specialty',
      ] as const
    ).filter((field) => data[field] !== before[field])
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'peripheral-doctors.updated',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'user',
      targetId: id,
      details: { changed },
    })
    return findInScope(work.db, auth, 'peripheral-doctors.update', id)
  })
}
