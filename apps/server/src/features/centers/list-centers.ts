import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Center, CenterList, CenterSort, ListCentersQuery } from '@konzilium/contract/centers'
import { regionNeighbours, type RegionCode } from '@konzilium/contract/czech'
import { czechNameOrder, searchWords, substringPattern } from '../../db/czech-text'
import { centers } from '../../db/schema'
import type { AuthContext } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { readCenter, selection, toCenter } from './repo'
import { centerScope } from './scope'
import { pagedAnswer } from '../../platform/paged-list'

/** The centre list (search, filters, sort, `near` a region) and one centre. */

type Direction = 'asc' | 'desc'

const citySortKey = sql`czech_sort_key(${centers.city}) collate "C"`
const cityOf = sql`${centers.city}`

// Sort names map to SQL here and only here: identifiers cannot be bound parameters, so they are
// allow-listed, never taken from input (sort parameters are an SQL-injection classic). Names sort
// in Czech order.
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
  return pagedAnswer(query, rows.map(toCenter), total?.n ?? 0)
}

export function getCenter(s: Services, auth: AuthContext, id: string): Promise<Center> {
  return readCenter(s.db, auth, id)
}
