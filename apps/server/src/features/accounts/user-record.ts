import { eq } from 'drizzle-orm'
import type { SessionUser } from '@konzilium/contract/session'
import type { Database } from '../../db/client'
import { centerDoctorProfiles, repProfiles, users } from '../../db/schema'
import { AppError } from '../../platform/app-error'

/**
 * The user record: reading users and the facts of their role profiles that other features decide
 * on. Shared by every account feature (auth, invitations, registration, bootstrap, two-factor,
 * diagnostics, users), which all work on the same user rows.
 */
export type UserRow = typeof users.$inferSelect

/**
 * A user id no row has (ids are random UUIDs, version 4 or 7, never the nil one): an unknown
 * e-mail runs the same statements as a known one with it, so neither answer nor time tells them
 * apart.
 */
export const NO_USER_ID = '00000000-0000-0000-0000-000000000000'

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    degreesBefore: user.degreesBefore,
    firstName: user.firstName,
    lastName: user.lastName,
    degreesAfter: user.degreesAfter,
    locale: user.locale,
  }
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return user
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user
}

/** Locks the user row for the rest of the transaction (concurrent lock/activation/password change). */
export async function findUserForUpdate(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('update')
  return user
}

/** The answer when an e-mail address already belongs to another account. */
export const emailTakenError = () =>
  new AppError(409, 'CONFLICT', 'Another account uses this e-mail', [
    { path: 'email', message: 'email.taken' },
  ])

export async function emailTaken(
  db: Database,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row !== undefined && row.id !== exceptUserId
}

export async function centerIdOfDoctor(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ centerId: centerDoctorProfiles.centerId })
    .from(centerDoctorProfiles)
    .where(eq(centerDoctorProfiles.userId, userId))
  return row?.centerId ?? null
}

export async function regionsOfRep(db: Database, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ regions: repProfiles.regions })
    .from(repProfiles)
    .where(eq(repProfiles.userId, userId))
  return row?.regions ?? []
}
