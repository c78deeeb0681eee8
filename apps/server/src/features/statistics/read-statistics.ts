import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { regionCodes, type RegionCode } from '@konzilium/contract/czech'
import {
  maxStatisticsMonths,
  monthRange,
  monthsBetween,
  shiftMonth,
  type Statistics,
  type StatisticsQuery,
} from '@konzilium/contract/statistics'
import type { Database } from '../../db/client'
import { executeRows } from '../../db/raw'
import {
  centerDoctorProfiles,
  centers,
  peripheralDoctorProfiles,
  referralRequests,
  users,
} from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { statisticsScope } from './scope'
import { tabulate, type CenterRow, type DoctorCount, type ReferralCount } from './tabulate'

/** The calendar month of an instant in Prague (`2026-11`). */
export function pragueMonth(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}`
}

/** The months asked for: by default the twelve up to the current one (Prague time). */
function monthsOf(query: StatisticsQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? pragueMonth(now)
  const from = query.from ?? shiftMonth(to, -11)
  if (from > to || monthsBetween(from, to) > maxStatisticsMonths)
    throw new AppError(400, 'VALIDATION_FAILED', 'The range of months is not acceptable', [
      {
        path: from > to ? 'to' : 'from',
        message: from > to ? 'statistics.range' : 'statistics.span',
      },
    ])
  return { from, to }
}

/**
 * `GET /api/statistics`: the counts of the caller's regions (ADR 045), three grouped queries (the
 * centres, the doctors, the referrals) inside the scope and the filters, and the scope's regions, suppressed and summed in
 * memory, the read audited in the same transaction. A representative sees visible centres only,
 * as in the centres list; an administrator every centre.
 */
export async function readStatistics(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  query: StatisticsQuery,
): Promise<Statistics> {
  const { from, to } = monthsOf(query, s.clock.now())
  return transaction(s.db, async ({ db }) => {
    const regions = await regionsInScope(db, auth)
    const centerRows = await centersInScope(db, auth)
    const doctors = await countDoctors(db, auth, query)
    const referrals = await countReferrals(db, auth, query, from, to)
    await recordAuditEvent(db, ctx.audit, {
      action: 'statistics.read',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'statistics',
      details: {
        from,
        to,
        ...(query.region ? { region: query.region } : {}),
        ...(query.centerId ? { centerId: query.centerId } : {}),
      },
    })
    // The filters pick from what the scope holds; a centre outside it leaves nothing to count.
    const picked = query.centerId ? centerRows.find((c) => c.id === query.centerId) : undefined
    const chosenCenters = centerRows.filter(
      (c) =>
        (!query.region || c.region === query.region) &&
        (!query.centerId || c.id === query.centerId),
    )
    const chosenRegions = regions.filter(
      (region) =>
        (!query.region || region === query.region) &&
        (!query.centerId || picked?.region === region),
    )
    return tabulate({
      from,
      to,
      months: monthRange(from, to),
      choices: { regions, centers: centerRows },
      regions: chosenRegions,
      centers: chosenCenters,
      doctors,
      referrals,
      // Outpatient doctors belong to a region, not a centre: no row of theirs under a centre
      // filter; those without a region only in an administrator's unfiltered view.
      outpatientRows: !query.centerId,
      unknownRegion: auth.role === 'admin' && !query.region && !query.centerId,
    })
  })
}

/** The regions in the caller's scope, in the order of the contract's list. */
async function regionsInScope(db: Database, auth: AuthContext): Promise<RegionCode[]> {
  const rows = await executeRows<{ code: RegionCode }>(
    db,
    sql`select code from unnest(${sql.param(regionCodes)}::text[]) as code where ${statisticsScope(auth, 'statistics.read', sql`code`)}`,
  )
  const found = new Set(rows.map((row) => row.code))
  return regionCodes.filter((region) => found.has(region))
}

/** The centres a caller's statistics cover: a rep the visible ones, as in the centres list. */
function centerCondition(auth: AuthContext, query?: StatisticsQuery): SQL | undefined {
  return and(
    statisticsScope(auth, 'statistics.read', centers.region),
    auth.role === 'admin' ? undefined : eq(centers.visible, true),
    query?.region ? eq(centers.region, query.region) : undefined,
    query?.centerId ? eq(centers.id, query.centerId) : undefined,
  )
}

async function centersInScope(db: Database, auth: AuthContext): Promise<CenterRow[]> {
  const rows = await db
    .select({ id: centers.id, name: centers.name, region: centers.region })
    .from(centers)
    .where(centerCondition(auth))
    .orderBy(asc(centers.nameSortKey), asc(centers.id))
  return rows.map((row) => ({ ...row, region: row.region as RegionCode }))
}

/**
 * Doctors not locked, invited (not yet activated) and active, per centre for centre doctors and
 * per region for outpatient doctors: one grouped query over the accounts.
 */
async function countDoctors(
  db: Database,
  auth: AuthContext,
  query: StatisticsQuery,
): Promise<DoctorCount[]> {
  const region = sql<string | null>`coalesce(${centers.region}, ${peripheralDoctorProfiles.region})`
  const rows = await db
    .select({
      region,
      centerId: centerDoctorProfiles.centerId,
      invited: sql<number>`count(*) filter (where ${users.activatedAt} is null)::int`,
      active: sql<number>`count(*) filter (where ${users.activatedAt} is not null)::int`,
    })
    .from(users)
    .leftJoin(centerDoctorProfiles, eq(centerDoctorProfiles.userId, users.id))
    .leftJoin(centers, eq(centers.id, centerDoctorProfiles.centerId))
    .leftJoin(peripheralDoctorProfiles, eq(peripheralDoctorProfiles.userId, users.id))
    .where(
      and(
        inArray(users.role, ['center_doctor', 'peripheral_doctor']),
        isNull(users.lockedAt),
        statisticsScope(auth, 'statistics.read', region),
        sql`(${centers.id} is null or ${centerCondition(auth, query)})`,
        query.region ? sql`${region} = ${query.region}` : undefined,
        query.centerId ? eq(centerDoctorProfiles.centerId, query.centerId) : undefined,
      ),
    )
    .groupBy(region, centerDoctorProfiles.centerId)
  return rows.map((row) => ({ ...row, region: row.region as RegionCode | null }))
}

/**
 * Referrals per addressed centre, month of creation in Prague time, and state: one grouped query
 * over the range of creation times (the index on `created_at`, or the centre's when filtered).
 */
async function countReferrals(
  db: Database,
  auth: AuthContext,
  query: StatisticsQuery,
  from: string,
  to: string,
): Promise<ReferralCount[]> {
  const month = sql<string>`to_char(${referralRequests.createdAt} at time zone 'Europe/Prague', 'YYYY-MM')`
  const start = sql`((${`${from}-01`})::timestamp at time zone 'Europe/Prague')`
  const end = sql`(((${`${to}-01`})::date + interval '1 month')::timestamp at time zone 'Europe/Prague')`
  return db
    .select({
      centerId: referralRequests.toCenterId,
      month,
      state: referralRequests.state,
      count: sql<number>`count(*)::int`,
    })
    .from(referralRequests)
    .innerJoin(centers, eq(centers.id, referralRequests.toCenterId))
    .where(
      and(
        sql`${referralRequests.createdAt} >= ${start}`,
        sql`${referralRequests.createdAt} < ${end}`,
        centerCondition(auth, query),
      ),
    )
    .groupBy(referralRequests.toCenterId, month, referralRequests.state)
}
