import { and, count, eq, gt, isNull } from 'drizzle-orm'
import { formatPersonName, type RegionCode, type SpecialtyCode } from '@konzilium/contract/czech'
import type { SessionUser } from '@konzilium/contract/session'
import type { UserDetail, UserStatus, UserSummary } from '@konzilium/contract/users'
import type { Database } from '../../db/client'
import {
  centerDoctorProfiles,
  centers,
  peripheralDoctorProfiles,
  repProfiles,
  sessions,
  totpCredentials,
  users,
} from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { latestOpenCode } from '../../platform/one-time-codes'

/**
 * Reading users and their role profiles. Shared by the account features (auth, invitations,
 * registration, diagnostics), which all work on the same user rows.
 */
export type UserRow = typeof users.$inferSelect

export function statusOf(user: Pick<UserRow, 'activatedAt' | 'lockedAt'>): UserStatus {
  if (user.lockedAt) return 'locked'
  return user.activatedAt ? 'active' : 'invited'
}

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

export function toUserSummary(user: UserRow): UserSummary {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: statusOf(user),
    origin: user.origin,
    degreesBefore: user.degreesBefore,
    firstName: user.firstName,
    lastName: user.lastName,
    degreesAfter: user.degreesAfter,
    displayName: formatPersonName(user),
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
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

export async function loadUserDetail(db: Database, user: UserRow, now: Date): Promise<UserDetail> {
  const [peripheral] = await db
    .select()
    .from(peripheralDoctorProfiles)
    .where(eq(peripheralDoctorProfiles.userId, user.id))
  const [rep] = await db.select().from(repProfiles).where(eq(repProfiles.userId, user.id))
  const [center] = await db
    .select({ centerId: centers.id, centerName: centers.name })
    .from(centerDoctorProfiles)
    .innerJoin(centers, eq(centers.id, centerDoctorProfiles.centerId))
    .where(eq(centerDoctorProfiles.userId, user.id))
  const [totp] = await db
    .select({ confirmedAt: totpCredentials.confirmedAt })
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, user.id))
  const [sessionCount] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, user.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
  const invitation = user.activatedAt ? undefined : await latestOpenCode(db, 'activation', user.id)
  return {
    ...toUserSummary(user),
    phone: user.phone,
    locale: user.locale,
    activatedAt: user.activatedAt?.toISOString() ?? null,
    lockedAt: user.lockedAt?.toISOString() ?? null,
    invitationExpiresAt: invitation?.expiresAt.toISOString() ?? null,
    twoFactorEnabled: Boolean(totp?.confirmedAt),
    activeSessions: sessionCount?.n ?? 0,
    peripheralDoctor:
      user.role === 'peripheral_doctor' && peripheral
        ? {
            practiceName: peripheral.practiceName,
            ico: peripheral.ico,
            icp: peripheral.icp,
            region: peripheral.region as RegionCode | null,
            specialty: peripheral.specialty as SpecialtyCode | null,
          }
        : null,
    rep:
      user.role === 'rep' && rep
        ? { company: rep.company, regions: rep.regions as RegionCode[] }
        : null,
    centerDoctor: user.role === 'center_doctor' && center ? center : null,
  }
}
