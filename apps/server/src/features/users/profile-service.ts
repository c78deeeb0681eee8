import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  UserDetail,
  UserPreferences,
  updateOwnProfileInputSchema,
} from '@konzilium/contract/users'
import { defaultUserPreferences, notificationPreferencesOf } from '@konzilium/contract/users'
import { peripheralDoctorProfiles, repProfiles, userPreferences, users } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { findUserById } from '../accounts'
import { loadUserDetail } from './repo'

/** The caller's own profile and anyone's preferences (own, or any for an admin). */

export async function getOwnProfile(s: Services, auth: AuthContext): Promise<UserDetail> {
  const user = await findUserById(s.db, auth.userId)
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Sign-in required')
  return loadUserDetail(s.db, user, s.clock.now())
}

export async function updateOwnProfile(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  data: z.output<typeof updateOwnProfileInputSchema>,
): Promise<UserDetail> {
  const user = await findUserById(s.db, auth.userId)
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Sign-in required')
  if (data.peripheralDoctor && user.role !== 'peripheral_doctor') {
    throw new AppError(400, 'VALIDATION_FAILED', 'Profile of another role', [
      { path: 'peripheralDoctor', message: 'profile.wrongRole' },
    ])
  }
  if (data.rep && user.role !== 'rep')
    throw new AppError(400, 'VALIDATION_FAILED', 'Profile of another role', [
      { path: 'rep', message: 'profile.wrongRole' },
    ])
  await transaction(s.db, async (work) => {
    await work.db
      .update(users)
      .set({
        degreesBefore: data.degreesBefore,
        firstName: data.firstName,
        lastName: data.lastName,
        degreesAfter: data.degreesAfter,
        phone: data.phone,
        locale: data.locale,
        updatedAt: s.clock.now(),
      })
      .where(eq(users.id, user.id))
    if (data.peripheralDoctor)
      await work.db
        .update(peripheralDoctorProfiles)
        .set(data.peripheralDoctor)
        .where(eq(peripheralDoctorProfiles.userId, user.id))
    if (data.rep)
      await work.db
        .update(repProfiles)
        .set({ company: data.rep.company })
        .where(eq(repProfiles.userId, user.id))
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'users.own-profile-updated',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    })
  })
  return getOwnProfile(s, auth)
}

/** A user reaches only their own preferences; an admin anyone's. Others' answer 404 (no existence leak). */
async function preferencesTarget(s: Services, auth: AuthContext, userId: string) {
  if (auth.userId !== userId && auth.role !== 'admin') throw notFound('User')
  const user = await findUserById(s.db, userId)
  if (!user) throw notFound('User')
  return user
}

export async function getPreferences(
  s: Services,
  auth: AuthContext,
  userId: string,
): Promise<UserPreferences> {
  const user = await preferencesTarget(s, auth, userId)
  const [row] = await s.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id))
  if (!row)
    return { ...defaultUserPreferences, language: user.locale ?? defaultUserPreferences.language }
  return {
    theme: row.theme,
    language: row.language,
    notifications: notificationPreferencesOf(row.notifications),
  }
}

export async function savePreferences(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  userId: string,
  input: UserPreferences,
): Promise<UserPreferences> {
  const user = await preferencesTarget(s, auth, userId)
  const now = s.clock.now()
  await transaction(s.db, async (work) => {
    const values = {
      theme: input.theme,
      language: input.language,
      notifications: input.notifications,
      updatedAt: now,
    }
    await work.db
      .insert(userPreferences)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: userPreferences.userId, set: values })
    // The preferred language is also the language of the user's e-mails.
    await work.db.update(users).set({ locale: input.language }).where(eq(users.id, user.id))
    if (auth.userId !== user.id) {
      await recordAuditEvent(work.db, ctx.audit, {
        action: 'users.preferences-updated',
        outcome: 'success',
        actorUserId: auth.userId,
        targetType: 'user',
        targetId: user.id,
      })
    }
  })
  return getPreferences(s, auth, user.id)
}
