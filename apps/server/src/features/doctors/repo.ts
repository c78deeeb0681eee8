import {
  and,
  asc,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm'
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { formatPersonName } from '@konzilium/contract/czech'
import type { AuditAction } from '@konzilium/contract/audit'
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
import type { AuthContext, Caller } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { personNameColumns } from '../../db/person-name'
import { pagedAnswer } from '../../platform/paged-list'

/**
 * People lists: the mechanics the centre-doctor, peripheral-doctor and representative use cases
 * share. Each is an account (`users`) joined to its role's profile; the feature names the role,
 * the profile joins, its columns and its scope, and this module lists a page, finds one in scope
 * and writes the account part of an edit with its audit event.
 */

export type Direction = 'asc' | 'desc'
export const order = (column: SQLWrapper, dir: Direction) =>
  dir === 'asc' ? asc(column) : desc(column)

/** `lastName` → ['lastName', 'asc'], `-lastName` → ['lastName', 'desc'] (sort from an enum). */
export function splitSort<F extends string>(sort: F | `-${F}`): [F, Direction] {
  return sort.startsWith('-') ? [sort.slice(1) as F, 'desc'] : [sort as F, 'asc']
}

const names = { sortKey: users.nameSortKey, lastName: users.lastName, firstName: users.firstName }
/** By surname, then first name, in Czech alphabetical order. */
export const byName = (dir: Direction) => czechNameOrder(dir, names)

/** A nullable text column's Czech sort key (empty first), for sorting by it. */
export const czechSortKeyOf = (column: SQLWrapper) =>
  sql`czech_sort_key(coalesce(${column}, '')) collate "C"`

/** Name words as diacritic-free prefixes of the surname or first name. */
export const nameMatches = (text: string) =>
  namePrefixMatch(text, [users.lastNameSearch, users.firstNameSearch])

/** The text anywhere in a nullable column, diacritic- and case-free. */
export const containsText = (column: SQLWrapper, text: string) =>
  sql`czech_search_key(lower(coalesce(${column}, ''))) like ${substringPattern(czechSearchKey(text.toLowerCase()))}`

/** The account's invitation state as a condition (the same rule as `statusOf`). */
export function statusCondition(status: UserStatus): SQL | undefined {
  if (status === 'locked') return isNotNull(users.lockedAt)
  if (status === 'active') return and(isNull(users.lockedAt), isNotNull(users.activatedAt))
  return and(isNull(users.lockedAt), isNull(users.activatedAt))
}

/** The regions a representative covers, as a subquery of region codes. */
export function repRegions(auth: Caller): SQL {
  return sql`(select unnest(${repProfiles.regions}) from ${repProfiles} where ${repProfiles.userId} = ${auth.userId})`
}

/** When the last activation link was issued to the account (each invitation mail issues one). */
export const lastInvitationSentAt = sql<
  Date | string | null
>`(select max(${oneTimeCodes.createdAt}) from ${oneTimeCodes} where ${oneTimeCodes.userId} = ${users.id} and ${oneTimeCodes.purpose} = 'activation')`

export function iso(value: Date | string | null): string | null {
  if (value === null) return null
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

export function statusOf(user: { activatedAt: Date | null; lockedAt: Date | null }): UserStatus {
  if (user.lockedAt) return 'locked'
  return user.activatedAt ? 'active' : 'invited'
}

/** The account columns every people list selects; a feature adds its profile's. */
export const personColumns = {
  id: users.id,
  email: users.email,
  ...personNameColumns(users),
  phone: users.phone,
  createdAt: users.createdAt,
  activatedAt: users.activatedAt,
  lockedAt: users.lockedAt,
  lastInvitationSentAt,
}

export type PersonRow = {
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
}

/** The account part of a listed person as the contract shows it. */
export function toPerson(row: PersonRow) {
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
  }
}

type Join = readonly [PgTable, SQL]
type ProfileTable = PgTable & { userId: AnyPgColumn }

/**
 * Whose accounts a list holds, how they reach their profile, what a row becomes, whom the caller
 * reaches and how they sort.
 */
export type People<F extends SelectedFields, Item, Action extends string, Sort extends string> = {
  role: (typeof users.role.enumValues)[number]
  /** Said in the 404 when one is out of scope or does not exist. */
  noun: string
  columns: F
  /** Inner joins after `users`, in order. */
  joins: readonly Join[]
  toItem: (row: SelectResultFields<F>) => Item
  /** The accounts a caller reaches with an action (policy.ts), as a `where` condition. */
  scope: (auth: Caller, action: Action) => SQL
  /** The contract's sort names to SQL, here and only here (never identifiers from input). */
  sorts: Record<Exclude<Sort, `-${string}`>, (dir: Direction) => SQL[]>
  /** The role's profile, keyed by `userId`, which an edit writes. */
  profile: ProfileTable
  /** The audit action of an edit. */
  updated: AuditAction
}

function selectPeople(db: Database, fields: SelectedFields, joins: readonly Join[]) {
  const query = db.select(fields).from(users).$dynamic()
  // The builder adds each join to itself; an inner join leaves the rows' shape as it is.
  for (const [table, on] of joins) void query.innerJoin(table, on)
  return query
}

/**
 * The whole list of people: the role's accounts within the caller's scope that meet every
 * condition, in the requested sort then by id (`rows`, no page), and their count (`counted`).
 * A page reads a slice of `rows`; an export reads all of it (ADR 042).
 */
export function peopleQueries<F extends SelectedFields, Item, A extends string, S extends string>(
  db: Database,
  people: People<F, Item, A, S>,
  auth: Caller,
  action: A,
  sort: S,
  conditions: (SQL | undefined)[],
) {
  const [field, dir] = splitSort(sort as Exclude<S, `-${string}`>)
  const where = and(eq(users.role, people.role), people.scope(auth, action), ...conditions)
  return {
    rows: selectPeople(db, people.columns, people.joins)
      .where(where)
      .orderBy(...people.sorts[field](dir), users.id),
    counted: selectPeople(db, { n: count() }, people.joins).where(where),
    toItem: people.toItem,
  }
}

/**
 * One page of people: the role's accounts within the caller's scope that meet every condition,
 * in the requested sort then by id, with the count of all of them.
 */
export async function listPeople<
  F extends SelectedFields,
  Item,
  A extends string,
  S extends string,
>(
  db: Database,
  people: People<F, Item, A, S>,
  auth: AuthContext,
  action: A,
  query: { page: number; pageSize: number; sort: S },
  conditions: (SQL | undefined)[],
) {
  const whole = peopleQueries(db, people, auth, action, query.sort, conditions)
  const rows = (await whole.rows
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)) as SelectResultFields<F>[]
  const [total] = await whole.counted
  return pagedAnswer(query, rows.map(people.toItem), Number(total?.n ?? 0))
}

/** One person of the role within the caller's scope; anyone else is not found (404). */
export async function findPerson<
  F extends SelectedFields,
  Item,
  A extends string,
  S extends string,
>(
  db: Database,
  people: People<F, Item, A, S>,
  auth: AuthContext,
  action: A,
  id: string,
): Promise<Item> {
  const [row] = (await selectPeople(db, people.columns, people.joins).where(
    and(eq(users.id, id), eq(users.role, people.role), people.scope(auth, action)),
  )) as SelectResultFields<F>[]
  if (!row) throw notFound(people.noun)
  return people.toItem(row)
}

/** The account fields an edit of a person writes (the profile is the feature's). */
const personFields = ['degreesBefore', 'firstName', 'lastName', 'degreesAfter', 'phone'] as const
type PersonInput = {
  degreesBefore: string | null
  firstName: string
  lastName: string
  degreesAfter: string | null
  phone: string | null
}

async function savePersonFields(db: Database, id: string, data: PersonInput, now: Date) {
  await db
    .update(users)
    .set({
      degreesBefore: data.degreesBefore,
      firstName: data.firstName,
      lastName: data.lastName,
      degreesAfter: data.degreesAfter,
      phone: data.phone,
      updatedAt: now,
    })
    .where(eq(users.id, id))
}

/** Equal values; lists (a rep's regions) are equal with the same members in any order. */
function same(a: unknown, b: unknown): boolean {
  const members = (list: unknown[]) => list.map(String).sort().join()
  if (Array.isArray(a) && Array.isArray(b))
    return members(a as unknown[]) === members(b as unknown[])
  return a === b
}

/**
 * An edit of a person within the caller's scope, in one transaction: the account's name and
 * phone, the profile's `profile` values, an audit event (`people.updated`) naming the fields whose
 * value changed (the account's, then the profile's in the order given), with `details` besides;
 * answers the person after.
 */
export function updatePerson<
  F extends SelectedFields,
  Item extends PersonInput,
  A extends string,
  S extends string,
>(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  people: People<F, Item, A, S>,
  action: A,
  id: string,
  data: PersonInput,
  profile: Partial<Record<keyof Item, unknown>>,
  details?: Record<string, unknown>,
): Promise<Item> {
  return transaction(s.db, async (work) => {
    const before = await findPerson(work.db, people, auth, action, id)
    await savePersonFields(work.db, id, data, s.clock.now())
    await work.db.update(people.profile).set(profile).where(eq(people.profile.userId, id))
    const changed = [
      ...personFields.filter((field) => data[field] !== before[field]),
      ...(Object.keys(profile) as (keyof Item)[]).filter(
        (field) => !same(profile[field], before[field]),
      ),
    ]
    await recordAuditEvent(work.db, ctx.audit, {
      action: people.updated,
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'user',
      targetId: id,
      details: { changed, ...details },
    })
    return findPerson(work.db, people, auth, action, id)
  })
}
