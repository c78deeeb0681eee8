import { eq, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { RegionCode } from '@konzilium/contract/czech'
import type {
  ListRepsQuery,
  Rep,
  RepList,
  RepSort,
  updateRepInputSchema,
} from '@konzilium/contract/representatives'
import type { Database } from '../../db/client'
import { repProfiles, users } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { scopeOf, type AuthContext, type Caller } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import {
  byName,
  containsText,
  czechSortKeyOf,
  findPerson,
  listPeople,
  nameMatches,
  order,
  peopleQueries,
  personColumns,
  statusCondition,
  toPerson,
  updatePerson,
  type People,
} from '../doctors'

/**
 * Representatives: list, read, edit with the regions they cover. Scope (policy.ts): admin all, a
 * rep the own record; the condition is in every query (out of scope is not found).
 */

type Action = 'reps.read' | 'reps.update'

export function repScope(auth: Caller, action: Action): SQL {
  switch (scopeOf(auth, action)) {
    case 'all':
      return sql`true`
    case 'self':
      return eq(users.id, auth.userId)
    case 'center':
    case 'treating':
    case 'own':
    case 'regions':
    case 'visible':
      // No other scope reaches these accounts.
      return sql`false`
  }
}

const columns = {
  ...personColumns,
  company: repProfiles.company,
  regions: repProfiles.regions,
}

const reps: People<typeof columns, Rep, Action, RepSort> = {
  role: 'rep',
  noun: 'Representative',
  columns,
  joins: [[repProfiles, eq(repProfiles.userId, users.id)]],
  toItem: (row) => ({
    ...toPerson(row),
    company: row.company,
    regions: row.regions as RegionCode[],
  }),
  scope: repScope,
  sorts: {
    lastName: byName,
    company: (dir) => [order(czechSortKeyOf(repProfiles.company), dir), ...byName(dir)],
    invitedAt: (dir) => [order(users.createdAt, dir)],
  },
  profile: repProfiles,
  updated: 'reps.updated',
}

export function listReps(s: Services, auth: AuthContext, query: ListRepsQuery): Promise<RepList> {
  return listPeople(s.db, reps, auth, 'reps.read', query, conditions(query))
}

type Filters = Omit<ListRepsQuery, 'page' | 'pageSize' | 'sort'>

/** The list's search and filters as conditions (its page and its export read the same). */
function conditions(query: Filters) {
  return [
    query.q ? or(nameMatches(query.q), containsText(repProfiles.company, query.q)) : undefined,
    query.region ? sql`${query.region} = any(${repProfiles.regions})` : undefined,
    query.status ? statusCondition(query.status) : undefined,
  ]
}

/** The whole list as the caller's page would show it, for an export (ADR 042). */
export function repsExport(db: Database, auth: Caller, query: Filters & { sort: RepSort }) {
  return peopleQueries(db, reps, auth, 'reps.read', query.sort, conditions(query))
}

export function getRep(s: Services, auth: AuthContext, id: string) {
  return findPerson(s.db, reps, auth, 'reps.read', id)
}

const sameRegions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((region) => b.includes(region))

/**
 * The regions decide which doctors a rep sees and where it may invite, so only an admin sets them.
 * A rep editing its own record may send its regions unchanged (the form sends the whole record);
 * a change is refused on the field, and nothing is saved.
 */
async function refuseRegionChange(
  s: Services,
  auth: AuthContext,
  id: string,
  regions: readonly string[],
) {
  const current = await getRep(s, auth, id)
  if (!sameRegions(current.regions, regions)) {
    throw new AppError(403, 'FORBIDDEN', 'Only an administrator sets the regions of a rep', [
      { path: 'regions', message: 'reps.regionsAdminOnly' },
    ])
  }
}

/** The audit event names the new regions besides the changed fields. */
export async function updateRep(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: z.output<typeof updateRepInputSchema>,
): Promise<Rep> {
  if (auth.role !== 'admin') {
    await refuseRegionChange(s, auth, id, data.regions)
    return updatePerson(s, ctx, auth, reps, 'reps.update', id, data, { company: data.company })
  }
  return updatePerson(
    s,
    ctx,
    auth,
    reps,
    'reps.update',
    id,
    data,
    { company: data.company, regions: data.regions },
    { regions: data.regions },
  )
}
