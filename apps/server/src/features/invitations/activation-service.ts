import { and, eq, isNull } from 'drizzle-orm'
import type { ActivateAccountInput, ActivationResult } from '@konzilium/contract/invitations'
import { formatPersonName } from '@konzilium/contract/czech'
import type { Role } from '@konzilium/contract/session'
import { oneTimeCodes, users } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { sha256 } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction, type Work } from '../../platform/transaction'
import { findUserById, type UserRow } from '../accounts'
import { activeAdminIds, notify } from '../notifications'

/**
 * Activation: the code from the e-mailed link plus a new password makes the account live. Each
 * endpoint accepts the codes of its own kind only (a rep's link does not activate at the centre
 * doctors' endpoint). Expired, used and unknown codes answer distinct, clear errors. Each attempt
 * reserves a unit of its address's activation limit before the code is looked up (one conditional
 * statement, so parallel guesses cannot exceed it); an activation that succeeds gives it back.
 */
export type ActivationKind = { role: Role; origin: 'invitation' | 'public_registration' }

const invalid = () =>
  new AppError(400, 'CODE_INVALID', 'Unknown or replaced activation code', [
    { path: 'code', message: 'code.invalid' },
  ])

export async function activateAccount(
  s: Services,
  ctx: RequestContext,
  kind: ActivationKind,
  input: ActivateAccountInput,
): Promise<ActivationResult> {
  const now = s.clock.now()
  await s.limiter.count(rateLimitRules.activationFailuresPerIp, ctx.ip, ctx.locale)
  const [code] = await s.db
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.purpose, 'activation'), eq(oneTimeCodes.codeHash, sha256(input.code))),
    )
  const user = code?.userId ? await findUserById(s.db, code.userId) : undefined
  const fail = async (reason: string, error: AppError) => {
    await recordAuditEvent(s.db, ctx.audit, {
      action: 'auth.account-activated',
      outcome: 'failure',
      ...(user ? { targetType: 'user', targetId: user.id } : {}),
      details: { reason },
    })
    return error
  }
  if (!code || !user || user.role !== kind.role || !originMatches(user, kind))
    throw await fail('unknown_code', invalid())
  if (code.usedAt || user.activatedAt)
    throw await fail('used', new AppError(400, 'CODE_USED', 'This account is already activated'))
  if (code.voidedAt) throw await fail('replaced', invalid())
  if (code.expiresAt <= now)
    throw await fail(
      'expired',
      new AppError(400, 'CODE_EXPIRED', 'The activation link has expired'),
    )
  if (user.lockedAt)
    throw await fail('locked', new AppError(403, 'ACCOUNT_LOCKED', 'This account is locked'))
  s.passwordPolicy.assertAcceptable(input.password, user, 'password')
  const passwordHash = await s.hasher.hash(input.password)
  await transaction(s.db, async (work) => {
    const claimed = await work.db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeCodes.id, code.id),
          isNull(oneTimeCodes.usedAt),
          isNull(oneTimeCodes.voidedAt),
        ),
      )
      .returning({ id: oneTimeCodes.id })
    if (claimed.length === 0)
      throw new AppError(400, 'CODE_USED', 'This account is already activated')
    await work.db
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, activatedAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.account-activated',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    })
    await announceActivation(s, work, user)
  })
  await s.limiter.release(rateLimitRules.activationFailuresPerIp, ctx.ip)
  return { status: 'activated', email: user.email }
}

/**
 * Tells who should know: a publicly registered doctor who confirmed their address is a new
 * registration for the admins (told at activation, not at submission: the submission answers and
 * works alike for known and new addresses, and an unconfirmed one may be anybody's); an invited
 * account tells the person who invited it.
 */
async function announceActivation(s: Services, work: Work, user: UserRow) {
  const params = { person: formatPersonName(user) }
  if (user.origin === 'public_registration') {
    const admins = await activeAdminIds(work.db)
    await notify(
      s,
      work,
      admins.map((userId) => ({
        userId,
        type: 'info' as const,
        event: 'registration.activated',
        params,
      })),
    )
  } else if (user.invitedByUserId) {
    await notify(s, work, [
      {
        userId: user.invitedByUserId,
        type: 'success',
        event: 'invitation.activated',
        params,
      },
    ])
  }
}

function originMatches(user: UserRow, kind: ActivationKind) {
  return kind.origin === 'public_registration'
    ? user.origin === 'public_registration'
    : user.origin !== 'public_registration'
}
