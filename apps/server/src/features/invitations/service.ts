import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { formatPersonName } from '@konzilium/contract/czech'
import type {
  Invitation,
  InvitationSent,
  inviteCenterDoctorInputSchema,
  invitePeripheralDoctorInputSchema,
  inviteRepInputSchema,
} from '@konzilium/contract/invitations'
import { centers, users } from '../../db/schema'
import { AppError, conflict, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import { isUniqueViolation } from '../../platform/database-errors'
import { scopeOf, type AuthContext } from '../../platform/auth/access'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { randomToken } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction, type Work } from '../../platform/transaction'
import {
  activationLinkType,
  activationUrl,
  centerIdOfDoctor,
  findUserByEmail,
  findUserById,
  insertAccount,
  issueActivationCode,
  regionsOfRep,
  type NewAccount,
  type UserRow,
} from '../accounts'
import { invitedKinds, type InvitedKind } from './invited-kinds'
import { invitationScope, type InvitationAction } from './scope'

/**
 * Invitations (policy.ts): admin invites centre doctors, peripheral doctors and reps; a centre
 * doctor invites centre doctors of their own centre and peripheral doctors; a rep invites
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

type ActivationCode = { code: string; expiresAt: Date }

/** Queues the mail that carries an activation link, inside the caller's transaction. */
async function sendActivationMail(
  s: Services,
  work: Work,
  user: UserRow,
  inviter: UserRow | undefined,
  { code, expiresAt }: ActivationCode,
): Promise<Invitation> {
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

/** Sends (or re-sends) the activation mail inside the caller's transaction. */
export async function mailInvitation(
  s: Services,
  work: Work,
  user: UserRow,
  inviter: UserRow | undefined,
): Promise<Invitation> {
  const code = await issueActivationCode(
    work.db,
    user.id,
    s.clock.now(),
    s.config.auth.activationCodeTtlSeconds,
  )
  return sendActivationMail(s, work, user, inviter, code)
}

/** Thrown inside a savepoint to undo it; never leaves `inSavepoint`. */
const undoSavepoint = new Error('savepoint undone on purpose')

/** Runs `body` in a savepoint of the caller's transaction, kept or undone as asked. */
async function inSavepoint<T>(
  work: Work,
  keep: boolean,
  body: (db: Work['db']) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await work.db.transaction(async (tx) => {
      const result = await body(tx)
      if (!keep) throw undoSavepoint
      return result
    })
  } catch (error) {
    if (error === undoSavepoint) return undefined
    throw error
  }
}

/** The account made for a new address, or the existing one whose owner was told instead. */
export type AccountOutcome = { created: boolean; user: UserRow; expiresAt: Date }

/** An address no one can own (RFC 2606 `.invalid`), for statements that are undone. */
const throwawayAddress = () => `${randomToken(16).toLowerCase()}@undone.invalid`

/**
 * Creates an account and mails its activation link when the address is new. When the address has
 * an account already, the owner gets `notice` instead, and the same statements (the account, its
 * profile, its activation code) run for a throwaway address in a savepoint that is then undone:
 * both paths do the same work in the same transaction, so neither the answer nor its time tells
 * an inviter or a registrant whether the address has an account.
 */
export async function createAccountAlike(
  s: Services,
  work: Work,
  account: NewAccount,
  existing: UserRow | undefined,
  inviter: UserRow | undefined,
  notice: 'invitationAttempt' | 'alreadyRegistered',
): Promise<AccountOutcome> {
  const now = s.clock.now()
  const created = await inSavepoint(work, !existing, async (db) => {
    const user = await insertAccount(
      db,
      existing ? { ...account, email: throwawayAddress(), now } : { ...account, now },
    )
    const code = await issueActivationCode(db, user.id, now, s.config.auth.activationCodeTtlSeconds)
    return { user, code }
  })
  if (!existing) {
    if (!created) throw new Error('the new account was not kept')
    await sendActivationMail(s, work, created.user, inviter, created.code)
    return { created: true, user: created.user, expiresAt: created.code.expiresAt }
  }
  const base = s.config.publicUrl.replace(/\/+$/, '')
  await s.mail.enqueue(work, {
    to: existing.email,
    template: notice,
    data: { signInUrl: `${base}/login`, resetUrl: `${base}/request-password` },
    locale: existing.locale ?? account.locale ?? 'cs',
  })
  return {
    created: false,
    user: existing,
    expiresAt: new Date(now.getTime() + s.config.auth.activationCodeTtlSeconds * 1000),
  }
}

/**
 * Invites an address: 202 with the same answer whether or not it has an account (see
 * `createAccountAlike`). The audit event says which it was; the audit log is for admins only.
 */
async function invite(
  s: Services,
  ctx: RequestContext,
  inviterAuth: AuthContext,
  account: Omit<NewAccount, 'origin' | 'now'>,
  retried = false,
): Promise<InvitationSent> {
  const existing = await findUserByEmail(s.db, account.email)
  const inviter = await findUserById(s.db, inviterAuth.userId)
  try {
    return await transaction(s.db, async (work) => {
      const { created, user, expiresAt } = await createAccountAlike(
        s,
        work,
        {
          ...account,
          origin: 'invitation',
          invitedByUserId: inviterAuth.userId,
          now: s.clock.now(),
        },
        existing,
        inviter,
        'invitationAttempt',
      )
      await recordAuditEvent(work.db, ctx.audit, {
        action: 'invitations.sent',
        outcome: created ? 'success' : 'failure',
        actorUserId: inviterAuth.userId,
        targetType: 'user',
        targetId: user.id,
        details: created ? { role: account.role } : { role: account.role, reason: 'email_exists' },
      })
      return {
        status: 'sent' as const,
        email: account.email.toLowerCase(),
        expiresAt: expiresAt.toISOString(),
      }
    })
  } catch (error) {
    // Another request created the address meanwhile: answer as for any known address.
    if (!retried && !existing && isUniqueViolation(error))
      return invite(s, ctx, inviterAuth, account, true)
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
    scopeOf(auth, 'center-doctors.invite') === 'center' &&
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
  if (scopeOf(auth, 'peripheral-doctors.invite') === 'regions') {
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

/** The action of resending each kind's invitation (policy.ts). */
const resendAction = {
  'center-doctors': 'center-doctors.resend-invitation',
  'peripheral-doctors': 'peripheral-doctors.resend-invitation',
  reps: 'reps.resend-invitation',
} as const satisfies Record<InvitedKind, InvitationAction>

/** The invitee of `kind` with this id, if the caller reaches its invitation (`invitationScope`). */
async function findInvitee(s: Services, auth: AuthContext, kind: InvitedKind, id: string) {
  const [row] = await s.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.role, invitedKinds[kind]),
        invitationScope(auth, resendAction[kind]),
      ),
    )
  return row ? findUserById(s.db, row.id) : undefined
}

/**
 * Mails a new activation link and voids the old one. Out of the caller's scope is not found; each
 * invitation is resent at most `resendPerInvitation` times a day, counted in the database so that
 * every instance counts together (the original mail plus three resends at most).
 */
export async function resendInvitation(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  kind: InvitedKind,
  id: string,
): Promise<Invitation> {
  const user = await findInvitee(s, auth, kind, id)
  if (!user) throw notFound('Invitation')
  if (user.activatedAt) throw conflict('This account is already activated')
  await s.limiter.hit(rateLimitRules.resendPerInvitation, user.id, ctx.locale).catch(explainLimit)
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

/** The limiter's 429 keeps its Retry-After but says what the limit is. */
function explainLimit(error: unknown): never {
  if (error instanceof AppError && error.statusCode === 429) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      'This invitation was resent too often today',
      [{ path: '', message: 'invite.resendLimit' }],
      error.headers,
    )
  }
  throw error
}
