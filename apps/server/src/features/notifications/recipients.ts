import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AnnouncementAudience } from '@konzilium/contract/notifications'
import type { Database } from '../../db/client'
import {
  centerDoctorProfiles,
  centers,
  peripheralDoctorProfiles,
  repProfiles,
  users,
} from '../../db/schema'

/** Users who can read a notification: activated and not locked. */
const active = and(isNotNull(users.activatedAt), isNull(users.lockedAt))

/** The active admins (a new public registration, a burst of failed sign-ins). */
export async function activeAdminIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), active))
  return rows.map((row) => row.id)
}

/**
 * The active users an announcement reaches. A region means the people who work there: peripheral
 * doctors of the region, centre doctors of its centres and the reps who cover it.
 */
export async function audienceIds(db: Database, audience: AnnouncementAudience): Promise<string[]> {
  let where: SQL | undefined
  switch (audience.kind) {
    case 'everybody':
      where = active
      break
    case 'role':
      where = and(active, eq(users.role, audience.role))
      break
    case 'region': {
      const region = audience.region
      const peripheral = db
        .select({ id: peripheralDoctorProfiles.userId })
        .from(peripheralDoctorProfiles)
        .where(eq(peripheralDoctorProfiles.region, region))
      const center = db
        .select({ id: centerDoctorProfiles.userId })
        .from(centerDoctorProfiles)
        .innerJoin(centers, eq(centers.id, centerDoctorProfiles.centerId))
        .where(eq(centers.region, region))
      const rep = db
        .select({ id: repProfiles.userId })
        .from(repProfiles)
        .where(sql`${region} = any(${repProfiles.regions})`)
      where = and(
        active,
        or(inArray(users.id, peripheral), inArray(users.id, center), inArray(users.id, rep)),
      )
      break
    }
  }
  const rows = await db.select({ id: users.id }).from(users).where(where)
  return rows.map((row) => row.id)
}
