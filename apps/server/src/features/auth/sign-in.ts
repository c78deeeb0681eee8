import { and, eq, isNull, sql } from 'drizzle-orm'
import type { SecondFactorInput, SignInAnswer, SignInInput } from '@konzilium/contract/session'
import { signInChallenges, users } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { SessionScope } from '../../platform/auth/sessions'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { randomToken, sha256 } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import {
  consumeSecondFactor,
  findUserByEmail,
  findUserById,
  hasConfirmedTotp,
  toSessionUser,
  type UserRow,
} from '../accounts'

/**
 * Sign-in (ADR 006): e-mail + password, then the second factor when the account has one. Unknown
 * e-mail and wrong password answer alike, in about the same time (a dummy argon2 verification).
 * Failures count per account (10 per 15 min, 40 per hour) and per address (50 per 15 min); past
 * a limit: 429. The sign-in route checks these limits before the body is validated (its
 * `rateLimits`); the second factor checks the account's here, once the challenge names it.
 */
export const CHALLENGE_SECONDS = 300
export const CHALLENGE_MAX_FAILURES = 5

const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password')

async function checkAccountLimits(s: Services, ctx: RequestContext, email: string) {
  await s.limiter.check(rateLimitRules.signInFailuresPerAccount, email, ctx.locale)
  await s.limiter.check(rateLimitRules.signInFailuresPerAccountHourly, email, ctx.locale)
}

async function recordFailure(
  s: Services,
  ctx: RequestContext,
  email: string,
  user: UserRow | undefined,
  reason: string,
) {
  await s.limiter.record(rateLimitRules.signInFailuresPerAccount, email)
  await s.limiter.record(rateLimitRules.signInFailuresPerAccountHourly, email)
  await s.limiter.record(rateLimitRules.signInFailuresPerIp, ctx.ip)
  await recordAuditEvent(s.db, ctx.audit, {
    action: 'auth.sign_in',
    outcome: 'failure',
    actorUserId: user?.id ?? null,
    ...(user ? { targetType: 'user', targetId: user.id } : {}),
    details: { reason },
  })
}

function scopeFor(s: Services, user: UserRow, hasSecondFactor: boolean): SessionScope {
  return user.role === 'admin' && s.config.auth.requireTwoFactorForAdmins && !hasSecondFactor
    ? 'second_factor_enrolment'
    : 'full'
}

/** Opens the session and answers the client; `password` is given when the hash may need upgrading. */
async function openSession(
  s: Services,
  ctx: RequestContext,
  user: UserRow,
  scope: SessionScope,
  details: Record<string, unknown>,
  password?: string,
) {
  const now = s.clock.now()
  const upgradedHash =
    password && user.passwordHash && s.hasher.needsRehash(user.passwordHash)
      ? await s.hasher.hash(password)
      : null
  const issued = await transaction(s.db, async (work) => {
    const token = await s.sessions.issue(work, user.id, scope, ctx.meta)
    await work.db
      .update(users)
      .set({ lastSignInAt: now, ...(upgradedHash ? { passwordHash: upgradedHash } : {}) })
      .where(eq(users.id, user.id))
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.sign_in',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'session',
      targetId: token.sessionId,
      details: { ...details, scope },
    })
    return token
  })
  await s.limiter.reset(rateLimitRules.signInFailuresPerAccount, user.email)
  const result = {
    user: toSessionUser(user),
    accessToken: issued.token,
    accessTokenExpiresAt: issued.expiresAt.toISOString(),
  }
  return scope === 'full'
    ? { status: 'signed_in' as const, ...result }
    : { status: 'second_factor_enrolment_required' as const, ...result }
}

export async function signIn(
  s: Services,
  ctx: RequestContext,
  input: SignInInput,
): Promise<SignInAnswer> {
  // The account's failure limits were checked by the route (session-routes.ts), before validation.
  const user = await findUserByEmail(s.db, input.email)
  let passwordOk = false
  if (user?.passwordHash) passwordOk = await s.hasher.verify(user.passwordHash, input.password)
  else await s.hasher.verifyDummy(input.password)
  if (!user || !passwordOk) {
    await recordFailure(
      s,
      ctx,
      input.email,
      user,
      !user ? 'unknown_account' : user.passwordHash ? 'wrong_password' : 'not_activated',
    )
    throw invalidCredentials()
  }
  if (user.lockedAt) {
    await recordFailure(s, ctx, input.email, user, 'locked')
    throw new AppError(403, 'ACCOUNT_LOCKED', 'This account is locked')
  }
  const hasSecondFactor = await hasConfirmedTotp(s.db, user.id)
  if (!hasSecondFactor)
    return openSession(
      s,
      ctx,
      user,
      scopeFor(s, user, false),
      { secondFactor: 'none' },
      input.password,
    )

  const challenge = randomToken()
  const now = s.clock.now()
  const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000)
  await transaction(s.db, async (work) => {
    await work.db
      .insert(signInChallenges)
      .values({ userId: user.id, challengeHash: sha256(challenge), createdAt: now, expiresAt })
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.sign_in.second_factor_requested',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    })
  })
  return {
    status: 'second_factor_required',
    challengeId: challenge,
    challengeExpiresAt: expiresAt.toISOString(),
  }
}

const challengeExpired = () =>
  new AppError(400, 'CODE_EXPIRED', 'This sign-in step has expired; sign in again')

export async function completeSecondFactor(
  s: Services,
  ctx: RequestContext,
  input: SecondFactorInput,
): Promise<SignInAnswer> {
  const now = s.clock.now()
  const [challenge] = await s.db
    .select()
    .from(signInChallenges)
    .where(eq(signInChallenges.challengeHash, sha256(input.challengeId)))
  if (
    !challenge ||
    challenge.usedAt ||
    challenge.expiresAt <= now ||
    challenge.failedAttempts >= CHALLENGE_MAX_FAILURES
  ) {
    throw challengeExpired()
  }
  const user = await findUserById(s.db, challenge.userId)
  if (!user?.passwordHash) throw challengeExpired()
  if (user.lockedAt) throw new AppError(403, 'ACCOUNT_LOCKED', 'This account is locked')
  await checkAccountLimits(s, ctx, user.email)

  const accepted = await transaction(s.db, async (work) => {
    const method = await consumeSecondFactor(work.db, s.totpSecrets, user.id, input.code, now)
    if (!method) return null
    const claimed = await work.db
      .update(signInChallenges)
      .set({ usedAt: now })
      .where(and(eq(signInChallenges.id, challenge.id), isNull(signInChallenges.usedAt)))
      .returning({ id: signInChallenges.id })
    if (claimed.length === 0) throw challengeExpired()
    return method
  })
  if (!accepted) {
    await s.db
      .update(signInChallenges)
      .set({ failedAttempts: sql`${signInChallenges.failedAttempts} + 1` })
      .where(eq(signInChallenges.id, challenge.id))
    await recordFailure(s, ctx, user.email, user, 'wrong_second_factor')
    throw new AppError(400, 'CODE_INVALID', 'Wrong authenticator or recovery code', [
      { path: 'code', message: 'code.invalid' },
    ])
  }
  return openSession(s, ctx, user, 'full', { secondFactor: accepted })
}
