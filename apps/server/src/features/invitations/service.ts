import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { formatPersonName } from '@konzilium/contract/czech'
import type {
  Invitation,
  inviteCenterDoctorInputSchema,
  invitePeripheralDoctorInputSchema,
  inviteRepInputSchema,
} from '@konzilium/contract/invitations'
import { centers, peripheralDoctorProfiles } from '../../db/schema'
import { AppError, conflict, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction, type Work } from '../../platform/transaction'
import {
  activationLinkType,
  activationUrl,
  centerIdOfDoctor,
  emailTaken,
  emailTakenError,
  findUserById,
  insertAccount,
  issueActivationCode,
  regionsOfRep,
  type NewAccount,
  type UserRow,
} from '../accounts'
import { invitedKinds, type InvitedKind } from './invited-kinds'

/**
 * Invitations (DESIGN.md section 3): admin invites centre doctors, peripheral doctors and reps; a
 * centre doctor invites centre doctors of their own centre and peripheral doctors; a rep invites
 * peripheral doctors in their own regions. The invitee gets a single-use activation link.
 */
type Invitee = Pick<
  NewAccount,
  'email' | 'degreesBefore' | 'firstName' | 'lastName' | 'degreesAfter' | 'phone' | 'locale'
>

const issue = (status: number, path: string, key: string, message: string) =>
  new AppError(status, status === 403 ? 'FORBIDDEN' : 'VALIDATION_FAILED', message, [
    { path, message: key },
  ])

/** Sends (or re-sends) the activation mail inside the caller's transaction. */
export async function mailInvitation(
  s: Services,
  work: Work,
  user: UserRow,
  inviter: UserRow | undefined,
): Promise<Invitation> {
  const { code, expiresAt } = await issueActivationCode(
    work.db,
    user.id,
    s.clock.now(),
    s.config.auth.activationCodeTtlSeconds,
  )
  const url = activationUrl(s.config.publicUrl, code, activationLinkType(user))
  if (user.origin === 'public_registration') {
    await s.mail.enqueue(work, {
      to: user.email,
      template: 'registrationActivation',
      data: { name: formatPersonName(user), activationUrl: url, expiresAt },
      locale: user.locale ?? 'cs',
    })
  } else {
    await s.mail.enqueue(work, {
      to: user.email,
      template: 'invitation',
      data: {
        name: formatPersonName(user),
        role: user.role,
        inviterName: inviter ? formatPersonName(inviter) : null,
        activationUrl: url,
        expiresAt,
      },
      locale: user.locale ?? 'cs',
    })
  }
  return { userId: user.id, email: user.email, expiresAt: expiresAt.toISOString() }
}

async function invite(
  s: Services,
  ctx: RequestContext,
  inviterAuth: AuthContext,
  account: Omit<NewAccount, 'origin' | 'now'>,
): Promise<Invitation> {
  if (await emailTaken(s.db, account.email)) throw emailTakenError()
  const inviter = await findUserById(s.db, inviterAuth.userId)
  try {
    return await transaction(s.db, async (work) => {
      const user = await insertAccount(work.db, {
        ...account,
        origin: 'invitation',
        invitedByUserId: inviterAuth.userId,
        now: s.clock.now(),
      })
      const invitation = await mailInvitation(s, work, user, inviter)
      await recordAuditEvent(work.db, ctx.audit, {
        action: 'invitations.sent',
        outcome: 'success',
        actorUserId: inviterAuth.userId,
        targetType: 'user',
        targetId: user.id,
        details: { role: user.role },
      })
      return invitation
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw emailTakenError()
    throw error
  }
}

const invitee = (input: Invitee): Invitee => ({
  email: input.email,
  degreesBefore: input.degreesBefore,
  firstName: input.firstName,
  lastName: input.lastName,
  degreesAfter: input.degreesAfter,
  phone: input.phone,
  locale: input.locale,
})

export async function inviteCenterDoctor(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: z.output<typeof inviteCenterDoctorInputSchema>,
) {
  const [center] = await s.db
    .select({ id: centers.id })
    .from(centers)
    .where(eq(centers.id, input.centerId))
  if (!center) throw issue(400, 'centerId', 'invite.unknownCenter', 'Unknown centre')
  if (
    auth.role === 'center_doctor' &&
    (await centerIdOfDoctor(s.db, auth.userId)) !== input.centerId
  ) {
    throw issue(
      403,
      'centerId',
      'invite.otherCenter',
      'A centre doctor invites doctors of their own centre only',
    )
  }
  return invite(s, ctx, auth, {
    ...invitee(input),
    role: 'center_doctor',
    centerId: input.centerId,
  })
}

export async function invitePeripheralDoctor(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: z.output<typeof invitePeripheralDoctorInputSchema>,
) {
  if (auth.role === 'rep') {
    if (!input.region)
      throw issue(400, 'region', 'invite.regionRequired', 'A rep invites into one of their regions')
    if (!(await regionsOfRep(s.db, auth.userId)).includes(input.region)) {
      throw issue(
        403,
        'region',
        'invite.outOfRegion',
        'A rep invites doctors in their own regions only',
      )
    }
  }
  const { practiceName, ico, icp, region, specialty } = input
  return invite(s, ctx, auth, {
    ...invitee(input),
    role: 'peripheral_doctor',
    peripheralDoctor: { practiceName, ico, icp, region, specialty },
  })
}

export async function inviteRep(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: z.output<typeof inviteRepInputSchema>,
) {
  return invite(s, ctx, auth, {
    ...invitee(input),
    role: 'rep',
    rep: { company: input.company, regions: [...new Set(input.regions)] },
  })
}

/**
 * Whether the caller may manage this invitee: the same rule as inviting. Anything out of scope is
 * answered as not found (no existence leak).
 */
async function inScope(s: Services, auth: AuthContext, user: UserRow): Promise<boolean> {
  if (auth.role === 'admin') return true
  if (auth.role === 'center_doctor') {
    if (user.role === 'peripheral_doctor') return true
    return (
      user.role === 'center_doctor' &&
      (await centerIdOfDoctor(s.db, user.id)) === (await centerIdOfDoctor(s.db, auth.userId))
    )
  }
  if (auth.role === 'rep' && user.role === 'peripheral_doctor') {
    const [profile] = await s.db
      .select({ region: peripheralDoctorProfiles.region })
      .from(peripheralDoctorProfiles)
      .where(eq(peripheralDoctorProfiles.userId, user.id))
    return profile?.region
      ? (await regionsOfRep(s.db, auth.userId)).includes(profile.region)
      : false
  }
  return false
}

export async function resendInvitation(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  kind: InvitedKind,
  id: string,
): Promise<Invitation> {
  const user = await findUserById(s.db, id)
  if (!user || user.role !== invitedKinds[kind] || !(await inScope(s, auth, user)))
    throw notFound('Invitation')
  if (user.activatedAt) throw conflict('This account is already activated')
  const inviter = await findUserById(s.db, auth.userId)
  return transaction(s.db, async (work) => {
    const invitation = await mailInvitation(s, work, user, inviter)
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'invitations.resent',
      outcome: 'success',
      actorUserId: auth.userId,
      targetType: 'user',
      targetId: user.id,
    })
    return invitation
  })
}
