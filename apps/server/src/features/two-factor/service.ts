import type {
  ConfirmTwoFactorInput,
  RecoveryCodes,
  TwoFactorEnrolment,
  TwoFactorProofInput,
  TwoFactorStatus,
} from '@konzilium/contract/two-factor'
import { AppError, conflict, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import { accountAddress, rateLimitRules } from '../../platform/rate-limit/rules'
import type { RequestContext, Services } from '../../platform/services'
import { transaction, type Work } from '../../platform/transaction'
import { manualKey, newTotpSecret, otpauthUri, qrCodeSvg, verifyTotp } from '../../platform/totp'
import {
  confirmTotp,
  consumeSecondFactor,
  findTotp,
  findUserById,
  openTotpSecret,
  remainingRecoveryCodes,
  removeSecondFactor,
  replaceRecoveryCodes,
  storePendingTotp,
  type UserRow,
} from '../accounts'

/** Two-factor sign-in with TOTP (ADR 006): enrol, confirm, recovery codes, disable, admin reset. */

function requiredFor(s: Services, user: UserRow) {
  return user.role === 'admin' && s.config.auth.requireTwoFactorForAdmins
}

async function userOf(s: Services, auth: AuthContext) {
  const user = await findUserById(s.db, auth.userId)
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Sign-in required')
  return user
}

const wrongCode = () =>
  new AppError(400, 'CODE_INVALID', 'Wrong authenticator or recovery code', [
    { path: 'code', message: 'code.invalid' },
  ])

async function notify(s: Services, work: Work, user: UserRow, enabled: boolean) {
  await s.mail.enqueue(work, {
    to: user.email,
    template: 'twoFactorChanged',
    data: { enabled, when: s.clock.now() },
    locale: user.locale ?? 'cs',
  })
}

export async function twoFactorStatus(s: Services, auth: AuthContext): Promise<TwoFactorStatus> {
  const user = await userOf(s, auth)
  const credential = await findTotp(s.db, user.id)
  return {
    enabled: Boolean(credential?.confirmedAt),
    enabledAt: credential?.confirmedAt?.toISOString() ?? null,
    recoveryCodesRemaining: credential?.confirmedAt
      ? await remainingRecoveryCodes(s.db, user.id)
      : 0,
    required: requiredFor(s, user),
  }
}

export async function startEnrolment(s: Services, auth: AuthContext): Promise<TwoFactorEnrolment> {
  const user = await userOf(s, auth)
  if ((await findTotp(s.db, user.id))?.confirmedAt)
    throw conflict('Two-factor sign-in is already on; switch it off first')
  const secret = newTotpSecret()
  const now = s.clock.now()
  await storePendingTotp(s.db, s.totpSecrets, user.id, secret, now)
  const uri = otpauthUri(secret, user.email)
  return { manualKey: manualKey(secret), otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri) }
}

export async function confirmEnrolment(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: ConfirmTwoFactorInput,
): Promise<RecoveryCodes> {
  const user = await userOf(s, auth)
  const credential = await findTotp(s.db, user.id)
  if (!credential || credential.confirmedAt) throw conflict('Start the enrolment first')
  const now = s.clock.now()
  const step = verifyTotp(openTotpSecret(s.totpSecrets, credential), input.code, now, null)
  if (step === null) throw wrongCode()
  return transaction(s.db, async (work) => {
    await confirmTotp(work.db, user.id, now, step)
    const recoveryCodes = await replaceRecoveryCodes(work.db, user.id, now)
    if (auth.stage === 'second_factor_enrolment')
      await s.sessions.setStage(work, auth.sessionId, 'full')
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.two-factor-enabled',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    })
    await notify(s, work, user, true)
    return { recoveryCodes }
  })
}

/**
 * Password and a current code prove it is the owner (ASVS 7.5.1: re-authenticate before changing).
 * The password is checked first, outside the transaction; `change` runs in the transaction only if
 * the second factor is consumed there. (On PGlite a query outside an open transaction would wait for
 * it: use cases never touch `s.db` inside `transaction`.)
 */
async function withOwnerProof<T>(
  s: Services,
  ctx: RequestContext,
  user: UserRow,
  input: TwoFactorProofInput,
  change: (work: Work) => Promise<T>,
): Promise<T> {
  // One attempt is reserved before anything is verified, so parallel guesses cannot pass the
  // limit; a proof that succeeds gives it back.
  const rule = rateLimitRules.signInFailuresPerAccountAddress
  const subject = accountAddress(user.email, ctx.ip)
  await s.limiter.count(rule, subject, ctx.locale)
  if (!user.passwordHash || !(await s.hasher.verify(user.passwordHash, input.password))) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The password is wrong', [
      { path: 'password', message: 'password.wrongCurrent' },
    ])
  }
  const result = await transaction(s.db, async (work) => {
    if (!(await consumeSecondFactor(work.db, s.totpSecrets, user.id, input.code, s.clock.now())))
      return { proven: false as const }
    return { proven: true as const, value: await change(work) }
  })
  if (!result.proven) throw wrongCode()
  await s.limiter.release(rule, subject)
  return result.value
}

export async function disableTwoFactor(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: TwoFactorProofInput,
): Promise<void> {
  const user = await userOf(s, auth)
  if (!(await findTotp(s.db, user.id))?.confirmedAt) throw conflict('Two-factor sign-in is not on')
  if (requiredFor(s, user)) throw conflict('Two-factor sign-in is required for this account')
  await withOwnerProof(s, ctx, user, input, async (work) => {
    await removeSecondFactor(work.db, user.id)
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.two-factor-disabled',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    })
    await notify(s, work, user, false)
  })
}

export async function renewRecoveryCodes(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: TwoFactorProofInput,
): Promise<RecoveryCodes> {
  const user = await userOf(s, auth)
  if (!(await findTotp(s.db, user.id))?.confirmedAt) throw conflict('Two-factor sign-in is not on')
  return withOwnerProof(s, ctx, user, input, async (work) => {
    const recoveryCodes = await replaceRecoveryCodes(work.db, user.id, s.clock.now())
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.recovery-codes-renewed',
      outcome: 'success',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    })
    return { recoveryCodes }
  })
}

/** An admin switches off a user's second factor (lost phone); the user's sessions end. Audited. */
export async function resetTwoFactorOf(
  s: Services,
  ctx: RequestContext,
  admin: AuthContext,
  userId: string,
): Promise<void> {
  const user = await findUserById(s.db, userId)
  if (!user) throw notFound('User')
  await transaction(s.db, async (work) => {
    await removeSecondFactor(work.db, user.id)
    await s.sessions.revokeUserSessions(work, user.id, 'two_factor_reset')
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'users.two-factor-reset',
      outcome: 'success',
      actorUserId: admin.userId,
      targetType: 'user',
      targetId: user.id,
    })
    await notify(s, work, user, false)
  })
}
