import { and, asc, desc, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { UserStatus } from '@konzilium/contract/users'
import { oneTimeCodes, repProfiles, users } from '../../db/schema'
import type { AuthContext } from '../../platform/auth/access'

/** Pieces the centre-doctor and peripheral-doctor use cases share (this feature only). */

export type Direction = 'asc' | 'desc'
export const order = (column: SQLWrapper, dir: Direction) =>
  dir === 'asc' ? asc(column) : desc(column)

/** `lastName` → ['lastName', 'asc'], `-lastName` → ['lastName', 'desc'] (sort from an enum). */
export function splitSort<F extends string>(sort: F | `-${F}`): [F, Direction] {
  return sort.startsWith('-') ? [sort.slice(1) as F, 'desc'] : [sort as F, 'asc']
}

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
