import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { SecondFactorInput, SignInAnswer, SignInInput } from '@konzilium/contract/session'
import { sessions, signInChallenges, users } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { SessionStage } from '../../platform/auth/sessions'
import {
  accountAddress,
  rateLimitRules,
  unknownAddressAllowance,
} from '../../platform/rate-limit/rules'
import { randomToken, sha256 } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import {
  consumeSecondFactor,
  findUserByEmail,
  findUserById,
  hasConfirmedTotp,
  NO_USER_ID,
  toSessionUser,
  type UserRow,
} from '../accounts'
import { activeAdminIds, notify } from '../notifications'

/**
 * Sign-in (ADR 006, throttling ADR 026): e-mail + password, then the second factor when the
 * account has one. Unknown e-mail and wrong password answer alike, in about the same time (a dummy
 * argon2 verification). Every attempt reserves a unit per address (50 per 15 min) and per account
 * and address together (10 per 15 min) before the secret is verified, so parallel guesses cannot
 * pass a limit; a success gives them back. No account-wide refusal a stranger could trigger: an
 * account failing from many addresses only slows addresses it never signed in from, and the
 * admins are told of a burst once.
 */
export const CHALLENGE_SECONDS = 300
export const CHALLENGE_MAX_FAILURES = 5

const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password')

/** The units one attempt holds until it is settled: per address, per account and address. */
type Attempt = { email: string; pair: string; pairCount: number }

/**
 * Reserves one attempt before the password or code is verified. Each reservation is one
 * conditional statement: of N parallel attempts at most the room left pass, the rest get 429.
 */
async function reserveAttempt(s: Services, ctx: RequestContext, email: string): Promise<Attempt> {
  const pair = accountAddress(email, ctx.ip)
  const pairCount = await s.limiter.count(
    rateLimitRules.signInFailuresPerAccountAddress,
    pair,
    ctx.locale,
  )
  try {
    await s.limiter.count(rateLimitRules.signInFailuresPerIp, ctx.ip, ctx.locale)
  } catch (error) {
    await s.limiter.release(rateLimitRules.signInFailuresPerAccountAddress, pair)
    throw error
  }
  return { email, pair, pairCount }
}

/** A success gives back the address's unit and clears the account-and-address failures. */
async function settleSuccess(s: Services, ctx: RequestContext, attempt: Attempt) {
  await s.limiter.reset(rateLimitRules.signInFailuresPerAccountAddress, attempt.pair)
  await s.limiter.release(rateLimitRules.signInFailuresPerIp, ctx.ip)
}

/** Whether the account has signed in from this address before (a session, ended or not). */
async function signedInFrom(s: Services, userId: string, ip: string): Promise<boolean> {
  const [row] = await s.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1)
  return row !== undefined
}

/**
 * An account failing from many addresses is under attack: addresses it never signed in from then
 * share a shrinking allowance of attempts (a growing wait) and meet the hourly ceiling. Addresses
 * the owner has used are never refused by the account's failures, so a stranger cannot lock the
 * owner out.
 */
async function throttleUnknownAddress(
  s: Services,
  ctx: RequestContext,
  email: string,
  user: UserRow | undefined,
) {
  if (await signedInFrom(s, user?.id ?? NO_USER_ID, ctx.ip)) return
  await s.limiter.check(rateLimitRules.signInFailuresPerAccountHourly, email, ctx.locale)
  const addresses = await s.limiter.peek(rateLimitRules.signInAddressesPerAccount, email)
  if (addresses >= rateLimitRules.signInAddressesPerAccount.limit)
    await s.limiter.count(unknownAddressAllowance(addresses), email, ctx.locale)
}

/** The admins who can act on an attack: active, not locked. */
/**
 * Tells the admins once per burst: only the failure that brings the account's count to the limit
 * (one statement decides which one, even in parallel) writes the notifications.
 */
async function alertBurst(s: Services, user: UserRow | undefined, failures: number) {
  if (!user || failures !== rateLimitRules.signInFailuresPerAccount.limit) return
  const admins = await activeAdminIds(s.db)
  await transaction(s.db, (work) =>
    notify(
      s,
      work,
      admins.map((userId) => ({
        userId,
        type: 'warning' as const,
        event: 'auth.sign_in_failure_burst',
        params: { accountId: user.id },
      })),
    ),
  )
}

async function recordFailure(
  s: Services,
  ctx: RequestContext,
  attempt: Attempt,
  user: UserRow | undefined,
  reason: string,
) {
  const failures = await s.limiter.record(rateLimitRules.signInFailuresPerAccount, attempt.email)
  await s.limiter.record(rateLimitRules.signInFailuresPerAccountHourly, attempt.email)
  // The first failure of this address in the window makes it one more failing address.
  if (attempt.pairCount === 1)
    await s.limiter.record(rateLimitRules.signInAddressesPerAccount, attempt.email)
  await recordAuditEvent(s.db, ctx.audit, {
    action: 'auth.signed-in',
    outcome: 'failure',
    actorUserId: user?.id ?? null,
    ...(user ? { targetType: 'user', targetId: user.id } : {}),
    details: { reason },
  })
  await alertBurst(s, user, failures)
}

function stageFor(s: Services, user: UserRow, hasSecondFactor: boolean): SessionStage {
  return user.role === 'admin' && s.config.auth.requireTwoFactorForAdmins && !hasSecondFactor
    ? 'second_factor_enrolment'
    : 'full'
}

/** Opens the session and answers the client; `password` is given when the hash may need upgrading. */
async function openSession(
  s: Services,
  ctx: RequestContext,
  attempt: Attempt,
  user: UserRow,
  stage: SessionStage,
  details: Record<string, unknown>,
  password?: string,
) {
  const now = s.clock.now()
  const upgradedHash =
    password && user.passwordHash && s.hasher.needsRehash(user.passwordHash)
      ? await s.hasher.hash(password)
      : null
  const issued = await transaction(s.db, async (work) => {
    const token = await s.sessions.issue(work, user.id, stage, ctx.meta)
    await work.db
      .update(users)
      .set({ lastSignInAt: now, ...(upgradedHash ? { passwordHash: upgradedHash } : {}) })
      .where(eq(users.id, user.id))
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.signed-in',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'session',
      targetId: token.sessionId,
      details: { ...details, stage },
    })
    return token
  })
  await settleSuccess(s, ctx, attempt)
  const result = {
    user: toSessionUser(user),
    accessToken: issued.token,
    accessTokenExpiresAt: issued.expiresAt.toISOString(),
  }
  return stage === 'full'
    ? { status: 'signed_in' as const, ...result }
    : { status: 'second_factor_enrolment_required' as const, ...result }
}

export async function signIn(
  s: Services,
  ctx: RequestContext,
  input: SignInInput,
): Promise<SignInAnswer> {
  // The route refused addresses already at a limit before validation (session-routes.ts); the
  // reservation here is the check that holds under concurrency.
  const user = await findUserByEmail(s.db, input.email)
  await throttleUnknownAddress(s, ctx, input.email, user)
  const attempt = await reserveAttempt(s, ctx, input.email)
  let passwordOk = false
  if (user?.passwordHash) passwordOk = await s.hasher.verify(user.passwordHash, input.password)
  else await s.hasher.verifyDummy(input.password)
  if (!user || !passwordOk) {
    await recordFailure(
      s,
      ctx,
      attempt,
      user,
      !user ? 'unknown_account' : user.passwordHash ? 'wrong_password' : 'not_activated',
    )
    throw invalidCredentials()
  }
  if (user.lockedAt) {
    await recordFailure(s, ctx, attempt, user, 'locked')
    throw new AppError(403, 'ACCOUNT_LOCKED', 'This account is locked')
  }
  const hasSecondFactor = await hasConfirmedTotp(s.db, user.id)
  if (!hasSecondFactor)
    return openSession(
      s,
      ctx,
      attempt,
      user,
      stageFor(s, user, false),
      { secondFactor: 'none' },
      input.password,
    )

  const challenge = randomToken()
  const now = s.clock.now()
  const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000)
  // The password was right: the address's unit comes back; the second factor reserves its own.
  await settleSuccess(s, ctx, attempt)
  await transaction(s.db, async (work) => {
    await work.db
      .insert(signInChallenges)
      .values({ userId: user.id, challengeHash: sha256(challenge), createdAt: now, expiresAt })
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.second-factor-requested',
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

/**
 * Reserves one of the challenge's checks before the code is verified, in one conditional
 * statement: of N parallel codes at most the checks left are verified. Null: the challenge is
 * unknown, used, expired or out of checks.
 */
async function reserveChallengeCheck(s: Services, challengeId: string, now: Date) {
  const [row] = await s.db
    .update(signInChallenges)
    .set({ failedAttempts: sql`${signInChallenges.failedAttempts} + 1` })
    .where(
      and(
        eq(signInChallenges.challengeHash, sha256(challengeId)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, now),
        lt(signInChallenges.failedAttempts, CHALLENGE_MAX_FAILURES),
      ),
    )
    .returning({ id: signInChallenges.id, userId: signInChallenges.userId })
  return row ?? null
}

export async function completeSecondFactor(
  s: Services,
  ctx: RequestContext,
  input: SecondFactorInput,
): Promise<SignInAnswer> {
  const now = s.clock.now()
  const challenge = await reserveChallengeCheck(s, input.challengeId, now)
  if (!challenge) throw challengeExpired()
  const user = await findUserById(s.db, challenge.userId)
  if (!user?.passwordHash) throw challengeExpired()
  if (user.lockedAt) throw new AppError(403, 'ACCOUNT_LOCKED', 'This account is locked')
  const attempt = await reserveAttempt(s, ctx, user.email)

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
    await recordFailure(s, ctx, attempt, user, 'wrong_second_factor')
    throw new AppError(400, 'CODE_INVALID', 'Wrong authenticator or recovery code', [
      { path: 'code', message: 'code.invalid' },
    ])
  }
  return openSession(s, ctx, attempt, user, 'full', { secondFactor: accepted })
}
