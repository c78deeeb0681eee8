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
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { formatPersonName } from '@konzilium/contract/czech'
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
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'

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
export function repRegions(auth: AuthContext): SQL {
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
  degreesBefore: users.degreesBefore,
  firstName: users.firstName,
  lastName: users.lastName,
  degreesAfter: users.degreesAfter,
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

/** Whose accounts a list holds, how they reach their profile and what a row becomes. */
export type People<F extends SelectedFields, Item> = {
  role: (typeof users.role.enumValues)[number]
  /** Said in the 404 when one is out of scope or does not exist. */
  noun: string
  columns: F
  /** Inner joins after `users`, in order. */
  joins: readonly Join[]
  toItem: (row: SelectResultFields<F>) => Item
}

function selectPeople(db: Database, fields: SelectedFields, joins: readonly Join[]) {
  const query = db.select(fields).from(users).$dynamic()
  // The builder adds each join to itself; an inner join leaves the rows' shape as it is.
  for (const [table, on] of joins) void query.innerJoin(table, on)
  return query
}

/**
 * One page of people: the role's accounts that meet every condition (the caller's scope among
 * them), sorted by `orderBy` then id, with the count of all of them.
 */
export async function listPeople<F extends SelectedFields, Item>(
  db: Database,
  people: People<F, Item>,
  query: { page: number; pageSize: number },
  conditions: (SQL | undefined)[],
  orderBy: SQL[],
) {
  const where = and(eq(users.role, people.role), ...conditions)
  const rows = (await selectPeople(db, people.columns, people.joins)
    .where(where)
    .orderBy(...orderBy, users.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)) as SelectResultFields<F>[]
  const [total] = await selectPeople(db, { n: count() }, people.joins).where(where)
  return {
    items: rows.map(people.toItem),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** One person of the role within the scope; anyone else is not found (404). */
export async function findPerson<F extends SelectedFields, Item>(
  db: Database,
  people: People<F, Item>,
  scope: SQL,
  id: string,
): Promise<Item> {
  const [row] = (await selectPeople(db, people.columns, people.joins).where(
    and(eq(users.id, id), eq(users.role, people.role), scope),
  )) as SelectResultFields<F>[]
  if (!row) throw notFound(people.noun)
  return people.toItem(row)
}

/** The account fields an edit of a person writes (the profile is the feature's). */
export const personFields = [
  'degreesBefore',
  'firstName',
  'lastName',
  'degreesAfter',
  'phone',
] as const
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

/** The names of the fields whose new value differs from the old one, in the order given. */
export function changedFields<K extends string>(
  data: Record<K, unknown>,
  before: Record<K, unknown>,
  fields: readonly K[],
): string[] {
  return fields.filter((field) => data[field] !== before[field])
}

/**
 * An edit of a person within the caller's scope, in one transaction: the account's name and
 * phone, the feature's profile (`saveProfile`), an audit event (`audit`) naming the fields that
 * `changed` reports against the person before, with `details` besides; answers the person after.
 */
export function updatePerson<F extends SelectedFields, Item>(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  people: People<F, Item>,
  scope: SQL,
  id: string,
  data: PersonInput,
  edit: {
    saveProfile: (db: Database) => Promise<unknown>
    changed: (before: Item) => string[]
    audit: string
    details?: Record<string, unknown>
  },
): Promise<Item> {
  return transaction(s.db, async (work) => {
    const before = await findPerson(work.db, people, scope, id)
    await savePersonFields(work.db, id, data, s.clock.now())
    await edit.saveProfile(work.db)
    await recordAuditEvent(work.db, ctx.audit, {
      action: edit.audit,
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'user',
      targetId: id,
      details: { changed: edit.changed(before), ...edit.details },
    })
    return findPerson(work.db, people, scope, id)
  })
}
