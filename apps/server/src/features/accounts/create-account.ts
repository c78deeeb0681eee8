import type { Role } from '@konzilium/contract/session'
import type { Database } from '../../db/client'
import { centerDoctorProfiles, peripheralDoctorProfiles, repProfiles, users } from '../../db/schema'
import type { UserRow } from './user-record'

/**
 * Creates a user with the profile of its role, in the caller's transaction. Every way an account
 * comes to be (invitation, public registration, demo seed, first admin) goes through here.
 */
export type NewAccount = {
  email: string
  role: Role
  origin: UserRow['origin']
  degreesBefore: string | null
  firstName: string
  lastName: string
  degreesAfter: string | null
  phone: string | null
  locale: 'cs' | 'en' | null
  passwordHash?: string
  activatedAt?: Date
  invitedByUserId?: string | null
  now: Date
  peripheralDoctor?: {
    practiceName: string | null
    ico: string | null
    icp: string | null
    icz?: string | null
    region: string | null
    specialty: string | null
  }
  rep?: { company: string | null; regions: string[] }
  centerId?: string
}

export async function insertAccount(db: Database, account: NewAccount): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      email: account.email.toLowerCase(),
      role: account.role,
      origin: account.origin,
      degreesBefore: account.degreesBefore,
      firstName: account.firstName,
      lastName: account.lastName,
      degreesAfter: account.degreesAfter,
      phone: account.phone,
      locale: account.locale,
      passwordHash: account.passwordHash ?? null,
      passwordChangedAt: account.passwordHash ? account.now : null,
      activatedAt: account.activatedAt ?? null,
      invitedByUserId: account.invitedByUserId ?? null,
      createdAt: account.now,
      updatedAt: account.now,
    })
    .returning()
  if (!user) throw new Error('user not created')
  if (account.role === 'peripheral_doctor') {
    const profile = account.peripheralDoctor
    await db.insert(peripheralDoctorProfiles).values({
      userId: user.id,
      practiceName: profile?.practiceName ?? null,
      ico: profile?.ico ?? null,
      icp: profile?.icp ?? null,
      icz: profile?.icz ?? null,
      region: profile?.region ?? null,
      specialty: profile?.specialty ?? null,
    })
  }
  if (account.role === 'rep') {
    await db.insert(repProfiles).values({
      userId: user.id,
      company: account.rep?.company ?? null,
      regions: account.rep?.regions ?? [],
    })
  }
  if (account.role === 'center_doctor') {
    if (!account.centerId) throw new Error('a centre doctor needs a centre')
    await db.insert(centerDoctorProfiles).values({ userId: user.id, centerId: account.centerId })
  }
  return user
}
