import { and, asc, count, desc, eq, isNotNull, isNull, like, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type {
  ListUsersQuery,
  UserDetail,
  UserList,
  UserSort,
  updateUserInputSchema,
} from '@konzilium/contract/users'
import type { Database } from '../../db/client'
import { czechNameOrder, namePrefixMatch, substringPattern } from '../../db/czech-text'
import { peripheralDoctorProfiles, repProfiles, users } from '../../db/schema'
import { AppError, conflict, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { emailTaken, emailTakenError, findUserById, type UserRow } from '../accounts'
import { recordIdsOfAccounts } from '../patients'
import { loadUserDetail, toUserSummary } from './repo'
import { pagedAnswer } from '../../platform/paged-list'

/** Users administration (admins only): list, read, edit, lock, unlock. */

// Sort names map to columns here and only here: identifiers are never taken from input.
// Names sort in Czech order on both engines (db/czech-text.ts, the `users_name_sort_idx` index).
const names = { sortKey: users.nameSortKey, lastName: users.lastName, firstName: users.firstName }
const sortColumns = {
  lastName: (dir: Direction) => czechNameOrder(dir, names),
  email: (dir: Direction) => [order(users.email, dir)],
  createdAt: (dir: Direction) => [order(users.createdAt, dir)],
  lastSignInAt: (dir: Direction) => [order(users.lastSignInAt, dir)],
  role: (dir: Direction) => [order(users.role, dir), ...czechNameOrder(dir, names)],
} as const

type Direction = 'asc' | 'desc'
const order = (column: AnyPgColumn, dir: Direction) => (dir === 'asc' ? asc(column) : desc(column))

function orderBy(sort: UserSort) {
  const descending = sort.startsWith('-')
  const field = (descending ? sort.slice(1) : sort) as keyof typeof sortColumns
  return [...sortColumns[field](descending ? 'desc' : 'asc'), asc(users.id)]
}

/**
 * The search: every word starts the first or last name, without diacritics ("rehor" finds Řehoř,
 * through the name-search indexes), or the text occurs anywhere in the e-mail (stored lower-case),
 * as the admin list has always found colleagues by a part of their address.
 */
function userSearch(text: string): SQL | undefined {
  return or(
    like(users.email, substringPattern(text.toLowerCase())),
    namePrefixMatch(text, [users.lastNameSearch, users.firstNameSearch]),
  )
}

/**
 * The two queries of one list page, rows and total, not yet run (`bench/users-list.mjs` runs the
 * very same SQL through a bare route as its baseline).
 */
export function listUsersQueries(db: Database, query: ListUsersQuery) {
  const conditions: (SQL | undefined)[] = []
  if (query.q) conditions.push(userSearch(query.q))
  if (query.role) conditions.push(eq(users.role, query.role))
  if (query.origin) conditions.push(eq(users.origin, query.origin))
  if (query.status === 'locked') conditions.push(isNotNull(users.lockedAt))
  if (query.status === 'active')
    conditions.push(and(isNull(users.lockedAt), isNotNull(users.activatedAt)))
  if (query.status === 'invited')
    conditions.push(and(isNull(users.lockedAt), isNull(users.activatedAt)))
  const where = and(...conditions)
  return {
    rows: db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBy(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    total: db.select({ n: count() }).from(users).where(where),
  }
}

/**
 * The audit row of an admin's read of patient accounts (their names, e-mails and phones are
 * patient data): the accounts as `details.patientUserIds`, and the patient records they belong to
 * as `patientIds`, or as `patientId` for one account's record, so the record's access history
 * shows the read. Nothing for a read that shows no patient account.
 */
async function auditPatientAccountsRead(
  db: Database,
  ctx: RequestContext,
  admin: AuthContext,
  read: { accounts: UserRow[]; single: boolean; search?: string },
) {
  const patientAccounts = read.accounts.filter((user) => user.role === 'patient')
  if (patientAccounts.length === 0) return
  const userIds = patientAccounts.map((user) => user.id)
  const records = await recordIdsOfAccounts(db, userIds)
  const [account] = patientAccounts
  await recordAuditEvent(db, ctx.audit, {
    action: read.single ? 'users.read' : 'users.listed',
    outcome: 'success',
    actorUserId: admin.userId,
    actorRole: admin.role,
    targetType: read.single ? 'user' : 'user-list',
    targetId: read.single ? account?.id : undefined,
    patientId: read.single && records.length === 1 ? records[0] : undefined,
    patientIds: read.single && records.length === 1 ? undefined : records,
    details: read.single
      ? { patientUserIds: userIds }
      : { patientUserIds: userIds, search: read.search ?? null },
  })
}

export async function listUsers(
  s: Services,
  ctx: RequestContext,
  admin: AuthContext,
  query: ListUsersQuery,
): Promise<UserList> {
  return transaction(s.db, async ({ db }) => {
    const queries = listUsersQueries(db, query)
    const rows = await queries.rows
    const [total] = await queries.total
    await auditPatientAccountsRead(db, ctx, admin, {
      accounts: rows,
      single: false,
      search: query.q,
    })
    return pagedAnswer(query, rows.map(toUserSummary), total?.n ?? 0)
  })
}

export async function getUser(
  s: Services,
  ctx: RequestContext,
  admin: AuthContext,
  id: string,
): Promise<UserDetail> {
  return transaction(s.db, async ({ db }) => {
    const user = await findUserById(db, id)
    if (!user) throw notFound('User')
    await auditPatientAccountsRead(db, ctx, admin, { accounts: [user], single: true })
    return loadUserDetail(db, user, s.clock.now())
  })
}

const wrongProfile = (path: string) =>
  new AppError(400, 'VALIDATION_FAILED', 'Profile of another role', [
    { path, message: 'profile.wrongRole' },
  ])

export async function updateUser(
  s: Services,
  ctx: RequestContext,
  admin: AuthContext,
  id: string,
  data: z.output<typeof updateUserInputSchema>,
): Promise<UserDetail> {
  const user = await findUserById(s.db, id)
  if (!user) throw notFound('User')
  if (data.peripheralDoctor && user.role !== 'peripheral_doctor')
    throw wrongProfile('peripheralDoctor')
  if (data.rep && user.role !== 'rep') throw wrongProfile('rep')
  if (data.email !== user.email && (await emailTaken(s.db, data.email, user.id)))
    throw emailTakenError()
  const now = s.clock.now()
  await transaction(s.db, async (work) => {
    await work.db
      .update(users)
      .set({
        email: data.email,
        degreesBefore: data.degreesBefore,
        firstName: data.firstName,
        lastName: data.lastName,
        degreesAfter: data.degreesAfter,
        phone: data.phone,
        locale: data.locale,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
    if (data.peripheralDoctor)
      await work.db
        .update(peripheralDoctorProfiles)
        .set(data.peripheralDoctor)
        .where(eq(peripheralDoctorProfiles.userId, user.id))
    if (data.rep)
      await work.db.update(repProfiles).set(data.rep).where(eq(repProfiles.userId, user.id))
    const changed = (
      [
        'email',
        'degreesBefore',
        'firstName',
        'lastName',
        'degreesAfter',
        'phone',
        'locale',
      ] as const
    ).filter((field) => data[field] !== user[field])
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'users.updated',
      outcome: 'success',
      actorUserId: admin.userId,
      targetType: 'user',
      targetId: user.id,
      details: { changed, profile: Boolean(data.peripheralDoctor ?? data.rep) },
    })
  }).catch((error: unknown) => {
    // Two admins saving the same new e-mail at once: the unique index decides.
    if (
      (error as { code?: string }).code === '23505' ||
      (error as Error).message.includes('users_email_unique')
    )
      throw emailTakenError()
    throw error
  })
  return getUser(s, ctx, admin, user.id)
}

/** Locks the account and ends all its sessions at once (ASVS 7.4.2). */
export async function lockUser(
  s: Services,
  ctx: RequestContext,
  admin: AuthContext,
  id: string,
  reason: string | undefined,
): Promise<UserDetail> {
  const user = await findUserById(s.db, id)
  if (!user) throw notFound('User')
  if (user.id === admin.userId) throw conflict('You cannot lock your own account')
  if (!user.lockedAt) {
    await transaction(s.db, async (work) => {
      const now = s.clock.now()
      await work.db
        .update(users)
        .set({ lockedAt: now, updatedAt: now })
        .where(eq(users.id, user.id))
      const ended = await s.sessions.revokeUserSessions(work, user.id, 'locked')
      await recordAuditEvent(work.db, ctx.audit, {
        action: 'users.locked',
        outcome: 'success',
        actorUserId: admin.userId,
        targetType: 'user',
        targetId: user.id,
        details: { sessionsEnded: ended, ...(reason ? { reason } : {}) },
      })
    })
  }
  return getUser(s, ctx, admin, user.id)
}

export async function unlockUser(
  s: Services,
  ctx: RequestContext,
  admin: AuthContext,
  id: string,
): Promise<UserDetail> {
  const user = await findUserById(s.db, id)
  if (!user) throw notFound('User')
  if (user.lockedAt) {
    await transaction(s.db, async (work) => {
      await work.db
        .update(users)
        .set({ lockedAt: null, updatedAt: s.clock.now() })
        .where(eq(users.id, user.id))
      await recordAuditEvent(work.db, ctx.audit, {
        action: 'users.unlocked',
        outcome: 'success',
        actorUserId: admin.userId,
        targetType: 'user',
        targetId: user.id,
      })
    })
  }
  return getUser(s, ctx, admin, user.id)
}

export async function endSessionsOf(
  s: Services,
  ctx: RequestContext,
  admin: AuthContext,
  id: string,
): Promise<number> {
  const user = await findUserById(s.db, id)
  if (!user) throw notFound('User')
  return transaction(s.db, async (work) => {
    const ended = await s.sessions.revokeUserSessions(work, user.id, 'ended_by_admin')
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'users.sessions-ended',
      outcome: 'success',
      actorUserId: admin.userId,
      targetType: 'user',
      targetId: user.id,
      details: { ended },
    })
    return ended
  })
}
