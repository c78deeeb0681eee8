import { and, eq, isNull, lt, sql } from 'drizzle-orm'
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
import { accountAddress, rateLimitRules } from '../../platform/rate-limit/rules'
import { randomDigits } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction, type Work } from '../../platform/transaction'
import { findUserByEmail, findUserById, NO_USER_ID, type UserRow } from '../accounts'
import { latestOpenCode, voidOpenCodes } from '../../platform/one-time-codes'

/**
 * Password change and reset (ADR 006). Reset codes: 6 digits from the CSPRNG, stored as argon2id
 * hashes (a 6-digit code is too small for a plain hash), valid 10 minutes, used once, checked at
 * most 5 times (each check reserved in the database before the code is verified, so parallel
 * guesses cannot exceed it), voided by a newer code. Asking for a code answers the same whether
 * the e-mail has an account or not, after the same argon2 work and the same statements.
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
  // Guessing the current password here counts like failed sign-ins from this address: one
  // attempt is reserved before verifying (parallel guesses cannot pass the limit), a right
  // password gives it back.
  const attempts = rateLimitRules.signInFailuresPerAccountAddress
  const subject = accountAddress(user.email, ctx.ip)
  await s.limiter.count(attempts, subject, ctx.locale)
  if (!(await s.hasher.verify(user.passwordHash, input.currentPassword))) {
    await recordAuditEvent(s.db, ctx.audit, {
      action: 'auth.password-changed',
      outcome: 'failure',
      actorUserId: user.id,
      details: { reason: 'wrong_current_password' },
    })
    throw new AppError(400, 'VALIDATION_FAILED', 'The current password is wrong', [
      { path: 'currentPassword', message: 'password.wrongCurrent' },
    ])
  }
  await s.limiter.release(attempts, subject)
  s.passwordPolicy.assertAcceptable(input.newPassword, user, 'newPassword')
  const passwordHash = await s.hasher.hash(input.newPassword)
  await transaction(s.db, async (work) => {
    const ended = await replacePassword(s, work, user, passwordHash, auth.sessionId)
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.password-changed',
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
    // Unknown and inactive e-mails run the same voiding statement (for an id no row has), so the
    // two answers differ by no more than the code and mail rows.
    await voidOpenCodes(work.db, 'password_reset', eligible?.id ?? NO_USER_ID, now)
    if (eligible) {
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
      action: 'auth.password-reset-requested',
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

/**
 * Reserves one of the code's checks before it is verified, in one conditional statement: of N
 * parallel guesses at most the checks left pass. Answers the number of this check, or null when
 * the code is used, void or out of checks: such a code is never accepted again, even with the
 * right value.
 */
async function reserveCodeCheck(s: Services, codeId: string): Promise<number | null> {
  const [row] = await s.db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, codeId),
        isNull(oneTimeCodes.usedAt),
        isNull(oneTimeCodes.voidedAt),
        lt(oneTimeCodes.failedAttempts, RESET_CODE_MAX_FAILURES),
      ),
    )
    .returning({ checks: oneTimeCodes.failedAttempts })
  return row?.checks ?? null
}

/** A right code whose reset then failed (a weak new password) gives its check back. */
async function returnCodeCheck(s: Services, codeId: string) {
  await s.db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} - 1` })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
}

/** The last wrong check voids the code for good, as the list of open codes sees it. */
async function voidIfExhausted(s: Services, codeId: string, checks: number, now: Date) {
  if (checks < RESET_CODE_MAX_FAILURES) return
  await s.db.update(oneTimeCodes).set({ voidedAt: now }).where(eq(oneTimeCodes.id, codeId))
}

export async function resetPassword(
  s: Services,
  ctx: RequestContext,
  input: ResetPasswordInput,
): Promise<void> {
  const now = s.clock.now()
  const user = await findUserByEmail(s.db, input.email)
  const current = user ? await latestOpenCode(s.db, 'password_reset', user.id) : undefined
  const checks = current ? await reserveCodeCheck(s, current.id) : null
  if (!user || !current || checks === null) {
    await s.hasher.verifyDummy(input.code)
    await recordAuditEvent(s.db, ctx.audit, {
      action: 'auth.password-reset',
      outcome: 'failure',
      details: { reason: 'no_code' },
    })
    throw invalidCode()
  }
  if (!(await s.hasher.verify(current.codeHash, input.code))) {
    await voidIfExhausted(s, current.id, checks, now)
    await recordAuditEvent(s.db, ctx.audit, {
      action: 'auth.password-reset',
      outcome: 'failure',
      targetType: 'user',
      targetId: user.id,
      details: { reason: 'wrong_code', failures: checks },
    })
    throw invalidCode()
  }
  if (current.expiresAt <= now)
    throw new AppError(400, 'CODE_EXPIRED', 'The code has expired', [
      { path: 'code', message: 'code.expired' },
    ])
  try {
    s.passwordPolicy.assertAcceptable(input.newPassword, user, 'newPassword')
  } catch (error) {
    await returnCodeCheck(s, current.id)
    throw error
  }
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
      action: 'auth.password-reset',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      details: { sessionsEnded: ended },
    })
  })
}
