import { eq, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { RegionCode } from '@konzilium/contract/czech'
import type {
  ListRepsQuery,
  Rep,
  RepList,
  updateRepInputSchema,
} from '@konzilium/contract/representatives'
import type { Database } from '../../db/client'
import { repProfiles, users } from '../../db/schema'
import { scopeOf, type AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import {
  byName,
  changedFields,
  containsText,
  czechSortKeyOf,
  findPerson,
  listPeople,
  nameMatches,
  order,
  personColumns,
  personFields,
  splitSort,
  statusCondition,
  toPerson,
  updatePerson,
  type Direction,
  type People,
} from '../doctors'

/**
 * Representatives (spec section 7): list, read, edit with the regions they cover. Scope
 * (policy.ts): admin all, a rep the own record; the condition is in every query (out of scope is
 * not found).
 */

type Action = 'reps.read' | 'reps.update'

export function repScope(auth: AuthContext, action: Action): SQL {
  switch (scopeOf(auth, action)) {
    case 'all':
      return sql`true`
    case 'self':
      return eq(users.id, auth.userId)
    case 'center':
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

const reps: People<typeof columns, Rep> = {
  role: 'rep',
  noun: 'Representative',
  columns,
  joins: [[repProfiles, eq(repProfiles.userId, users.id)]],
  toItem: (row) => ({
    ...toPerson(row),
    company: row.company,
    regions: row.regions as RegionCode[],
  }),
}

const sortColumns = {
  lastName: byName,
  company: (dir: Direction) => [order(czechSortKeyOf(repProfiles.company), dir), ...byName(dir)],
  invitedAt: (dir: Direction) => [order(users.createdAt, dir)],
} satisfies Record<string, (dir: Direction) => SQL[]>

export async function listReps(
  s: Services,
  auth: AuthContext,
  query: ListRepsQuery,
): Promise<RepList> {
  const [field, dir] = splitSort<keyof typeof sortColumns>(query.sort)
  return listPeople(
    s.db,
    reps,
    query,
    [
      repScope(auth, 'reps.read'),
      query.q ? or(nameMatches(query.q), containsText(repProfiles.company, query.q)) : undefined,
      query.region ? sql`${query.region} = any(${repProfiles.regions})` : undefined,
      query.status ? statusCondition(query.status) : undefined,
    ],
    sortColumns[field](dir),
  )
}

function findInScope(db: Database, auth: AuthContext, action: Action, id: string) {
  return findPerson(db, reps, repScope(auth, action), id)
}

export function getRep(s: Services, auth: AuthContext, id: string) {
  return findInScope(s.db, auth, 'reps.read', id)
}

export function updateRep(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: z.output<typeof updateRepInputSchema>,
): Promise<Rep> {
  return updatePerson(s, ctx, auth, reps, repScope(auth, 'reps.update'), id, data, {
    saveProfile: (db) =>
      db
        .update(repProfiles)
        .set({ company: data.company, regions: data.regions })
        .where(eq(repProfiles.userId, id)),
    changed: (before) => {
      const changed = changedFields(data, before, [...personFields, 'company'])
      if ([...data.regions].sort().join() !== [...before.regions].sort().join())
        changed.push('regions')
      return changed
    },
    audit: 'reps.updated',
    details: { regions: data.regions },
  })
}
