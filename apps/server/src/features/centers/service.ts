import { and, asc, count, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  AvailableDoctorList,
  Center,
  CenterList,
  CenterSort,
  createCenterInputSchema,
  ListCentersQuery,
  updateCenterInputSchema,
} from '@konzilium/contract/centers'
import { formatPersonName, regionNeighbours, type RegionCode } from '@konzilium/contract/czech'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import type { Database } from '../../db/client'
import {
  czechNameOrder,
  czechSearchKey,
  namePrefixMatch,
  searchWords,
  substringPattern,
} from '../../db/czech-text'
import { centerDoctorProfiles, centers, patients, referralRequests, users } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { centerScope } from './scope'

/** Centres of biologic therapy: list, read, create, edit, show or hide, delete, their doctors. */

type CenterRow = typeof centers.$inferSelect
type CreateInput = z.output<typeof createCenterInputSchema>
type UpdateInput = z.output<typeof updateCenterInputSchema>
type Direction = 'asc' | 'desc'

// What depends on a centre, counted in the query that reads it (admins only). The outer row is
// named with its table: in a select list Drizzle writes a column without it, and `id` would then
// mean the subquery's own table.
const centerId = sql.raw('"centers"."id"')
const userId = sql.raw('"users"."id"')
const doctorsCount = sql<number>`(select count(*)::int from ${centerDoctorProfiles} where ${centerDoctorProfiles.centerId} = ${centerId})`
const patientsCount = sql<number>`(select count(*)::int from ${patients} where ${patients.centerId} = ${centerId} and ${patients.deletedAt} is null)`
const openReferralsCount = sql<number>`(select count(*)::int from ${referralRequests} where ${referralRequests.toCenterId} = ${centerId} and ${referralRequests.state} = 'pending')`

const citySortKey = sql`czech_sort_key(${centers.city}) collate "C"`
const cityOf = sql`${centers.city}`

// Sort names map to SQL here and only here (security.md 0.3). Names sort in Czech order.
const nameOrder = (dir: Direction) =>
  czechNameOrder(dir, { sortKey: centers.nameSortKey, lastName: centers.name, firstName: cityOf })
const sortColumns = {
  name: (dir: Direction) => nameOrder(dir),
  city: (dir: Direction) => [
    dir === 'asc' ? sql`${citySortKey} asc` : sql`${citySortKey} desc`,
    ...nameOrder('asc'),
  ],
  // Regions in their conventional ČSÚ order (the NUTS codes), then by name.
  region: (dir: Direction) => [
    dir === 'asc' ? asc(centers.region) : desc(centers.region),
    ...nameOrder('asc'),
  ],
} as const

/** `near`: the region first, then its neighbours, then the rest. */
function nearOrder(region: RegionCode): SQL {
  const neighbours = regionNeighbours[region]
  return sql`case when ${centers.region} = ${region} then 0 when ${centers.region} in (${sql.join(
    neighbours.map((code) => sql`${code}`),
    sql`, `,
  )}) then 1 else 2 end`
}

function orderBy(sort: CenterSort, near: RegionCode | undefined): SQL[] {
  const descending = sort.startsWith('-')
  const field = (descending ? sort.slice(1) : sort) as keyof typeof sortColumns
  return [
    ...(near ? [nearOrder(near)] : []),
    ...sortColumns[field](descending ? 'desc' : 'asc'),
    sql`${centers.id}`,
  ]
}

/** Every word occurs in the name or the city, without diacritics ("plzen" finds Plzeň). */
function centerSearch(text: string): SQL | undefined {
  const words = searchWords(text)
  if (words.length === 0) return undefined
  return and(
    ...words.map(
      (word) =>
        sql`(${centers.nameSearch} like ${substringPattern(word)} or czech_search_key(${centers.city}) like ${substringPattern(word)})`,
    ),
  )
}

const selection = (withCounts: boolean) => ({
  center: centers,
  doctors: withCounts ? doctorsCount : sql<null>`null`,
  patients: withCounts ? patientsCount : sql<null>`null`,
  openReferrals: withCounts ? openReferralsCount : sql<null>`null`,
})

type Selected = {
  center: CenterRow
  doctors: number | null
  patients: number | null
  openReferrals: number | null
}

function toCenter(row: Selected): Center {
  const { center } = row
  return {
    id: center.id,
    name: center.name,
    city: center.city,
    region: center.region as RegionCode,
    specialty: center.specialty,
    street: center.street,
    postalCode: center.postalCode,
    phone: center.phone,
    email: center.email,
    visible: center.visible,
    createdAt: center.createdAt.toISOString(),
    updatedAt: center.updatedAt.toISOString(),
    counts:
      row.doctors === null
        ? null
        : {
            doctors: row.doctors,
            patients: row.patients ?? 0,
            openReferrals: row.openReferrals ?? 0,
          },
  }
}

export async function listCenters(
  s: Services,
  auth: AuthContext,
  query: ListCentersQuery,
): Promise<CenterList> {
  const where = and(
    centerScope(auth, 'centers.read'),
    query.q ? centerSearch(query.q) : undefined,
    query.region ? eq(centers.region, query.region) : undefined,
    query.specialty ? eq(centers.specialty, query.specialty) : undefined,
    query.visible === undefined ? undefined : eq(centers.visible, query.visible),
  )
  const rows = await s.db
    .select(selection(auth.role === 'admin'))
    .from(centers)
    .where(where)
    .orderBy(...orderBy(query.sort, query.near))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await s.db.select({ n: count() }).from(centers).where(where)
  return {
    items: rows.map(toCenter),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

async function readCenter(db: Database, auth: AuthContext, id: string): Promise<Center> {
  const [row] = await db
    .select(selection(auth.role === 'admin'))
    .from(centers)
    .where(and(eq(centers.id, id), centerScope(auth, 'centers.read')))
  if (!row) throw notFound('Centre')
  return toCenter(row)
}

export function getCenter(s: Services, auth: AuthContext, id: string): Promise<Center> {
  return readCenter(s.db, auth, id)
}

const centerExists = () =>
  new AppError(409, 'CONFLICT', 'A centre with this name already exists in this city', [
    { path: 'name', message: 'center.exists' },
  ])

/** Same name in the same city (case and diacritics aside) is the same centre. */
async function sameCenterExists(
  db: Database,
  name: string,
  city: string,
  except?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(
      and(
        eq(centers.nameSearch, czechSearchKey(name.toLowerCase())),
        sql`czech_search_key(${centers.city}) = ${czechSearchKey(city.toLowerCase())}`,
        except ? ne(centers.id, except) : undefined,
      ),
    )
    .limit(1)
  return Boolean(row)
}

export async function createCenter(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: CreateInput,
): Promise<Center> {
  if (await sameCenterExists(s.db, input.name, input.city)) throw centerExists()
  const now = s.clock.now()
  const id = await transaction(s.db, async (work) => {
    const [row] = await work.db
      .insert(centers)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning({ id: centers.id })
    if (!row) throw new Error('centre not created')
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'centers.created',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'center',
      targetId: row.id,
      details: { region: input.region, specialty: input.specialty, visible: input.visible },
    })
    return row.id
  })
  return readCenter(s.db, auth, id)
}

const detailFields = [
  'name',
  'city',
  'region',
  'specialty',
  'street',
  'postalCode',
  'phone',
  'email',
] as const

/** Admins edit any centre, a centre doctor the own one; any other centre is "not found". */
export async function updateCenter(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  input: UpdateInput,
): Promise<Center> {
  const [before] = await s.db
    .select()
    .from(centers)
    .where(and(eq(centers.id, id), centerScope(auth, 'centers.update')))
  if (!before) throw notFound('Centre')
  if (await sameCenterExists(s.db, input.name, input.city, id)) throw centerExists()
  await transaction(s.db, async (work) => {
    const [row] = await work.db
      .update(centers)
      .set({ ...input, updatedAt: s.clock.now() })
      .where(and(eq(centers.id, id), centerScope(auth, 'centers.update')))
      .returning({ id: centers.id })
    if (!row) throw notFound('Centre')
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'centers.updated',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'center',
      targetId: id,
      details: { changed: detailFields.filter((field) => input[field] !== before[field]) },
    })
  })
  return readCenter(s.db, auth, id)
}

export async function toggleCenterVisibility(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<Center> {
  await transaction(s.db, async (work) => {
    const [row] = await work.db
      .update(centers)
      .set({ visible: sql`not ${centers.visible}`, updatedAt: s.clock.now() })
      .where(and(eq(centers.id, id), centerScope(auth, 'centers.manage')))
      .returning({ visible: centers.visible })
    if (!row) throw notFound('Centre')
    await recordAuditEvent(work.db, ctx.audit, {
      action: row.visible ? 'centers.shown' : 'centers.hidden',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'center',
      targetId: id,
      details: { visible: row.visible },
    })
  })
  return readCenter(s.db, auth, id)
}

type Dependants = { doctors: number; patients: number; referrals: number }

const dependantWords: Record<MessageLocale, Record<keyof Dependants, string>> = {
  cs: { doctors: 'lékaři centra', patients: 'pacienti', referrals: 'žádosti o převzetí' },
  en: { doctors: 'centre doctors', patients: 'patients', referrals: 'referral requests' },
}

/** The refusal in the caller's language, naming what depends on the centre and how many. */
export function inUseMessage(dependants: Dependants, locale: MessageLocale): string {
  const parts = (Object.keys(dependants) as (keyof Dependants)[])
    .filter((key) => dependants[key] > 0)
    .map((key) => `${dependantWords[locale][key]}: ${dependants[key]}`)
    .join(', ')
  return locale === 'cs'
    ? `Centrum nelze smazat, dokud na něm něco závisí (${parts}). Nejdřív je převeďte jinam, nebo centrum jen skryjte.`
    : `The centre cannot be deleted while something depends on it (${parts}). Move them elsewhere first, or just hide the centre.`
}

const inUse = (dependants: Dependants, locale: MessageLocale) =>
  new AppError(409, 'CONFLICT', 'The centre is in use', [
    { path: '', message: inUseMessage(dependants, locale) },
  ])

/**
 * Deletes a centre nothing depends on: no centre doctor, no patient (even a deleted record keeps
 * its centre), no referral request in any state. Otherwise 409 with the counts.
 */
export async function deleteCenter(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<void> {
  await transaction(s.db, async (work) => {
    const [row] = await work.db
      .select({
        id: centers.id,
        doctors: doctorsCount,
        patients: sql<number>`(select count(*)::int from ${patients} where ${patients.centerId} = ${centerId})`,
        referrals: sql<number>`(select count(*)::int from ${referralRequests} where ${referralRequests.toCenterId} = ${centerId})`,
      })
      .from(centers)
      .where(and(eq(centers.id, id), centerScope(auth, 'centers.manage')))
      .for('update')
    if (!row) throw notFound('Centre')
    const dependants = {
      doctors: row.doctors,
      patients: row.patients,
      referrals: row.referrals,
    }
    if (dependants.doctors + dependants.patients + dependants.referrals > 0)
      throw inUse(dependants, ctx.locale)
    await work.db.delete(centers).where(eq(centers.id, id))
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'centers.deleted',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'center',
      targetId: id,
    })
  }).catch((error: unknown) => {
    // A doctor or patient added to the centre at the same moment: the foreign key decides.
    if ((error as { code?: string }).code === '23503')
      throw inUse({ doctors: 0, patients: 0, referrals: 0 }, ctx.locale)
    throw error
  })
}

const patientsOfDoctor = sql<number>`(select count(*)::int from ${patients} where ${patients.centerDoctorId} = ${userId} and ${patients.deletedAt} is null)`

/**
 * Active centre doctors (activated, not locked) of a centre who take new patients, with how many
 * patients each treats, in Czech name order. A centre doctor asks about the own centre only.
 */
export async function listAvailableDoctors(
  s: Services,
  auth: AuthContext,
  centerId: string,
  q: string | undefined,
): Promise<AvailableDoctorList> {
  const [center] = await s.db
    .select({ id: centers.id })
    .from(centers)
    .where(and(eq(centers.id, centerId), centerScope(auth, 'centers.available-doctors')))
  if (!center) throw notFound('Centre')
  const rows = await s.db
    .select({ user: users, patients: patientsOfDoctor })
    .from(users)
    .innerJoin(centerDoctorProfiles, eq(centerDoctorProfiles.userId, users.id))
    .where(
      and(
        eq(centerDoctorProfiles.centerId, centerId),
        eq(centerDoctorProfiles.acceptsPatients, true),
        eq(users.role, 'center_doctor'),
        isNotNull(users.activatedAt),
        isNull(users.lockedAt),
        q ? namePrefixMatch(q, [users.lastNameSearch, users.firstNameSearch]) : undefined,
      ),
    )
    .orderBy(
      ...czechNameOrder('asc', {
        sortKey: users.nameSortKey,
        lastName: users.lastName,
        firstName: users.firstName,
      }),
      asc(users.id),
    )
  return {
    items: rows.map(({ user, patients: count }) => ({
      id: user.id,
      degreesBefore: user.degreesBefore,
      firstName: user.firstName,
      lastName: user.lastName,
      degreesAfter: user.degreesAfter,
      displayName: formatPersonName(user),
      patients: count,
    })),
  }
}
