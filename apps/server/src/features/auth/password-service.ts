import { and, eq, isNull } from 'drizzle-orm'
import type {
  ChangePasswordInput,
  RequestResetCodeAnswer,
  RequestResetCodeInput,
  ResetPasswordInput,
} from '@konzilium/contract/auth'
import { oneTimeCodes, users } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { randomDigits } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction, type Work } from '../../platform/transaction'
import { findUserByEmail, findUserById, type UserRow } from '../accounts'
import { latestOpenCode, voidOpenCodes } from '../../platform/one-time-codes'

/**
 * Password change and reset (ADR 006). Reset codes: 6 digits from the CSPRNG, stored as argon2id
 * hashes (a 6-digit code is too small for a plain hash), valid 10 minutes, used once, void after 5
 * wrong tries, voided by a newer code. Asking for a code answers the same whether the e-mail has
 * an account or not, after the same argon2 work.
 */
export const RESET_CODE_MINUTES = 10
export const RESET_CODE_MAX_FAILURES = 5

/** Sets the password and ends the user's sessions (all of them, or all but the caller's). */
async function replacePassword(
  s: Services,
  work: Work,
  user: UserRow,
  passwordHash: string,
  keepSessionId?: string,
) {
  const now = s.clock.now()
  await work.db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, user.id))
  const ended = await s.sessions.revokeUserSessions(
    work,
    user.id,
    'password_changed',
    keepSessionId,
  )
  await s.mail.enqueue(work, {
    to: user.email,
    template: 'passwordChanged',
    data: { when: now },
    locale: user.locale ?? 'cs',
  })
  return ended
}

export async function changePassword(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: ChangePasswordInput,
): Promise<void> {
  const user = await findUserById(s.db, auth.userId)
  if (!user?.passwordHash) throw new AppError(401, 'UNAUTHORIZED', 'Sign-in required')
  // Guessing the current password here counts like failed sign-ins.
  await s.limiter.check(rateLimitRules.signInFailuresPerAccount, user.email, ctx.locale)
  if (!(await s.hasher.verify(user.passwordHash, input.currentPassword))) {
    await s.limiter.record(rateLimitRules.signInFailuresPerAccount, user.email)
    await recordAuditEvent(s.db, ctx.audit, {
      action: 'auth.password_change',
      outcome: 'failure',
      actorUserId: user.id,
      details: { reason: 'wrong_current_password' },
    })
    throw new AppError(400, 'VALIDATION_FAILED', 'The current password is wrong', [
      { path: 'currentPassword', message: 'password.wrongCurrent' },
    ])
  }
  s.passwordPolicy.assertAcceptable(input.newPassword, user, 'newPassword')
  const passwordHash = await s.hasher.hash(input.newPassword)
  await transaction(s.db, async (work) => {
    const ended = await replacePassword(s, work, user, passwordHash, auth.sessionId)
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.password_change',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      details: { otherSessionsEnded: ended },
    })
  })
}

export async function requestResetCode(
  s: Services,
  ctx: RequestContext,
  input: RequestResetCodeInput,
): Promise<RequestResetCodeAnswer> {
  const user = await findUserByEmail(s.db, input.email)
  const code = randomDigits(6)
  // Hashed whether or not it is sent: both answers cost the same argon2 work.
  const codeHash = await s.hasher.hash(code)
  const eligible = user?.passwordHash && user.activatedAt && !user.lockedAt ? user : null
  const now = s.clock.now()
  await transaction(s.db, async (work) => {
    if (eligible) {
      await voidOpenCodes(work.db, 'password_reset', eligible.id, now)
      await work.db.insert(oneTimeCodes).values({
        userId: eligible.id,
        purpose: 'password_reset',
        codeHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_CODE_MINUTES * 60_000),
      })
      await s.mail.enqueue(work, {
        to: eligible.email,
        template: 'passwordResetCode',
        data: { code, validMinutes: RESET_CODE_MINUTES },
        locale: eligible.locale ?? ctx.locale,
      })
    }
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.password_reset_requested',
      outcome: eligible ? 'success' : 'failure',
      actorUserId: eligible?.id ?? null,
      ...(eligible ? { targetType: 'user', targetId: eligible.id } : {}),
      ...(eligible ? {} : { details: { reason: user ? 'account_not_active' : 'unknown_account' } }),
    })
  })
  return { status: 'accepted', codeValidMinutes: RESET_CODE_MINUTES }
}

const invalidCode = () =>
  new AppError(400, 'CODE_INVALID', 'Wrong or unknown code', [
    { path: 'code', message: 'code.invalid' },
  ])

export async function resetPassword(
  s: Services,
  ctx: RequestContext,
  input: ResetPasswordInput,
): Promise<void> {
  const now = s.clock.now()
  const user = await findUserByEmail(s.db, input.email)
  const current = user ? await latestOpenCode(s.db, 'password_reset', user.id) : undefined
  if (!user || !current) {
    await s.hasher.verifyDummy(input.code)
    await recordAuditEvent(s.db, ctx.audit, {
      action: 'auth.password_reset',
      outcome: 'failure',
      details: { reason: 'no_code' },
    })
    throw invalidCode()
  }
  if (!(await s.hasher.verify(current.codeHash, input.code))) {
    const failures = current.failedAttempts + 1
    await s.db
      .update(oneTimeCodes)
      .set({
        failedAttempts: failures,
        ...(failures >= RESET_CODE_MAX_FAILURES ? { voidedAt: now } : {}),
      })
      .where(eq(oneTimeCodes.id, current.id))
    await recordAuditEvent(s.db, ctx.audit, {
      action: 'auth.password_reset',
      outcome: 'failure',
      targetType: 'user',
      targetId: user.id,
      details: { reason: 'wrong_code', failures },
    })
    throw invalidCode()
  }
  if (current.expiresAt <= now)
    throw new AppError(400, 'CODE_EXPIRED', 'The code has expired', [
      { path: 'code', message: 'code.expired' },
    ])
  s.passwordPolicy.assertAcceptable(input.newPassword, user, 'newPassword')
  const passwordHash = await s.hasher.hash(input.newPassword)
  await transaction(s.db, async (work) => {
    const used = await work.db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeCodes.id, current.id),
          isNull(oneTimeCodes.usedAt),
          isNull(oneTimeCodes.voidedAt),
        ),
      )
      .returning({ id: oneTimeCodes.id })
    if (used.length === 0) throw invalidCode()
    const ended = await replacePassword(s, work, user, passwordHash)
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.password_reset',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      details: { sessionsEnded: ended },
    })
  })
}
