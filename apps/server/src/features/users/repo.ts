import { and, count, eq, gt, isNull } from 'drizzle-orm'
import { formatPersonName, type RegionCode, type SpecialtyCode } from '@konzilium/contract/czech'
import type { UserDetail, UserStatus, UserSummary } from '@konzilium/contract/users'
import type { Database } from '../../db/client'
import {
  centerDoctorProfiles,
  centers,
  peripheralDoctorProfiles,
  repProfiles,
  sessions,
} from '../../db/schema'
import { latestOpenCode } from '../../platform/one-time-codes'
import { hasConfirmedTotp, type UserRow } from '../accounts'

/**
 * The user as the admin list and the profile pages show it, shared by the admin and profile use
 * cases. The user record itself belongs to the accounts core.
 */

export function statusOf(user: Pick<UserRow, 'activatedAt' | 'lockedAt'>): UserStatus {
  if (user.lockedAt) return 'locked'
  return user.activatedAt ? 'active' : 'invited'
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
    twoFactorEnabled: await hasConfirmedTotp(db, user.id),
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
