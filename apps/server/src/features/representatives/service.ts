import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { formatPersonName, type RegionCode } from '@konzilium/contract/czech'
import type {
  ListRepsQuery,
  Rep,
  RepList,
  updateRepInputSchema,
} from '@konzilium/contract/representatives'
import type { UserStatus } from '@konzilium/contract/users'
import type { Database } from '../../db/client'
import {
  czechNameOrder,
  czechSearchKey,
  namePrefixMatch,
  substringPattern,
} from '../../db/czech-text'
import { oneTimeCodes, repProfiles, users } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import { scopeOf, type AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'

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

const lastInvitationSentAt = sql<
  Date | string | null
>`(select max(${oneTimeCodes.createdAt}) from ${oneTimeCodes} where ${oneTimeCodes.userId} = ${users.id} and ${oneTimeCodes.purpose} = 'activation')`

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
  company: repProfiles.company,
  regions: repProfiles.regions,
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
  company: string | null
  regions: string[]
}

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString()

function statusOf(row: Row): UserStatus {
  if (row.lockedAt) return 'locked'
  return row.activatedAt ? 'active' : 'invited'
}

function toRep(row: Row): Rep {
  return {
    id: row.id,
    email: row.email,
    degreesBefore: row.degreesBefore,
    firstName: row.firstName,
    lastName: row.lastName,
    degreesAfter: row.degreesAfter,
    displayName: formatPersonName(row),
    phone: row.phone,
    company: row.company,
    regions: row.regions as RegionCode[],
    status: statusOf(row),
    invitedAt: row.createdAt.toISOString(),
    lastInvitationSentAt: iso(row.lastInvitationSentAt),
    activatedAt: iso(row.activatedAt),
  }
}

function statusCondition(status: UserStatus): SQL | undefined {
  if (status === 'locked') return isNotNull(users.lockedAt)
  if (status === 'active') return and(isNull(users.lockedAt), isNotNull(users.activatedAt))
  return and(isNull(users.lockedAt), isNull(users.activatedAt))
}

type Direction = 'asc' | 'desc'
const names = { sortKey: users.nameSortKey, lastName: users.lastName, firstName: users.firstName }
const companySortKey = sql`czech_sort_key(coalesce(${repProfiles.company}, '')) collate "C"`
const sortColumns = {
  lastName: (dir: Direction) => czechNameOrder(dir, names),
  company: (dir: Direction) => [
    dir === 'asc' ? asc(companySortKey) : desc(companySortKey),
    ...czechNameOrder(dir, names),
  ],
  invitedAt: (dir: Direction) => [dir === 'asc' ? asc(users.createdAt) : desc(users.createdAt)],
} satisfies Record<string, (dir: Direction) => SQL[]>

const from = (db: Database) =>
  db.select(columns).from(users).innerJoin(repProfiles, eq(repProfiles.userId, users.id))

export async function listReps(
  s: Services,
  auth: AuthContext,
  query: ListRepsQuery,
): Promise<RepList> {
  const conditions: (SQL | undefined)[] = [eq(users.role, 'rep'), repScope(auth, 'reps.read')]
  if (query.q)
    conditions.push(
      or(
        namePrefixMatch(query.q, [users.lastNameSearch, users.firstNameSearch]),
        sql`czech_search_key(lower(coalesce(${repProfiles.company}, ''))) like ${substringPattern(czechSearchKey(query.q.toLowerCase()))}`,
      ),
    )
  if (query.region) conditions.push(sql`${query.region} = any(${repProfiles.regions})`)
  if (query.status) conditions.push(statusCondition(query.status))
  const where = and(...conditions)
  const descending = query.sort.startsWith('-')
  const field = (descending ? query.sort.slice(1) : query.sort) as keyof typeof sortColumns
  const rows = await from(s.db)
    .where(where)
    .orderBy(...sortColumns[field](descending ? 'desc' : 'asc'), users.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await s.db
    .select({ n: count() })
    .from(users)
    .innerJoin(repProfiles, eq(repProfiles.userId, users.id))
    .where(where)
  return {
    items: rows.map(toRep),
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
): Promise<Rep> {
  const [row] = await from(db).where(
    and(eq(users.id, id), eq(users.role, 'rep'), repScope(auth, action)),
  )
  if (!row) throw notFound('Representative')
  return toRep(row)
}

export function getRep(s: Services, auth: AuthContext, id: string) {
  return findInScope(s.db, auth, 'reps.read', id)
}

export async function updateRep(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: z.output<typeof updateRepInputSchema>,
): Promise<Rep> {
  return transaction(s.db, async (work) => {
    const before = await findInScope(work.db, auth, 'reps.update', id)
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
      .update(repProfiles)
      .set({ company: data.company, regions: data.regions })
      .where(eq(repProfiles.userId, id))
    const changed: string[] = (
      ['degreesBefore', 'firstName', 'lastName', 'degreesAfter', 'phone', 'company'] as const
    ).filter((field) => data[field] !== before[field])
    if ([...data.regions].sort().join() !== [...before.regions].sort().join())
      changed.push('regions')
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'reps.updated',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'user',
      targetId: id,
      details: { changed, regions: data.regions },
    })
    return findInScope(work.db, auth, 'reps.update', id)
  })
}
