import { and, count, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { recoveryCodes, totpCredentials } from '../../db/schema'
import { randomRecoveryCode, sha256 } from '../../platform/secrets'
import type { SecretBox } from '../../platform/secret-box'
import { verifyTotp } from '../../platform/totp'

/**
 * Stored second factors: the TOTP secret, sealed with AES-256-GCM (ADR 013), and hashed single-use
 * recovery codes (100 bits each).
 */
export const RECOVERY_CODE_COUNT = 10

/** The row as stored: `secret` is sealed; `openTotpSecret` reads it. */
export async function findTotp(db: Database, userId: string) {
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId))
  return row
}

/** The sealed secret is bound to its user: a value copied to another row does not open. */
const sealContext = (userId: string) => `totp_credentials.secret:${userId}`

/** The base32 secret of a stored credential. */
export function openTotpSecret(box: SecretBox, row: { userId: string; secret: string }): string {
  return box.open(row.secret, sealContext(row.userId))
}

export async function hasConfirmedTotp(db: Database, userId: string): Promise<boolean> {
  return Boolean((await findTotp(db, userId))?.confirmedAt)
}

/** Starts (or restarts) an enrolment: a new secret, not yet confirmed, replacing any earlier one. */
export async function storePendingTotp(
  db: Database,
  box: SecretBox,
  userId: string,
  plainSecret: string,
  now: Date,
) {
  const secret = box.seal(plainSecret, sealContext(userId))
  await db
    .insert(totpCredentials)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { secret, createdAt: now, lastUsedStep: null, confirmedAt: null },
    })
}

/** The first accepted code confirms the secret; its step is used up like any later code. */
export async function confirmTotp(db: Database, userId: string, now: Date, step: number) {
  await db
    .update(totpCredentials)
    .set({ confirmedAt: now, lastUsedStep: step })
    .where(eq(totpCredentials.userId, userId))
}

export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/**
 * Checks a second factor and uses it up: a TOTP code moves the last used step forward, a recovery
 * code is marked used. Both updates are guarded, so two requests with one code cannot both pass.
 */
export async function consumeSecondFactor(
  db: Database,
  box: SecretBox,
  userId: string,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  const credential = await findTotp(db, userId)
  if (!credential?.confirmedAt) return null
  const trimmed = code.trim()
  if (/^\d{6}$/.test(trimmed)) {
    const step = verifyTotp(openTotpSecret(box, credential), trimmed, now, credential.lastUsedStep)
    if (step === null) return null
    const updated = await db
      .update(totpCredentials)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(totpCredentials.userId, userId),
          or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
        ),
      )
      .returning({ userId: totpCredentials.userId })
    return updated.length > 0 ? 'totp' : null
  }
  const normalized = normalizeRecoveryCode(trimmed)
  if (normalized.length !== 20) return null
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return used.length > 0 ? 'recovery' : null
}

/** New recovery codes (the old ones stop working); the plain codes are returned once, never stored. */
export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  now: Date,
): Promise<string[]> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomRecoveryCode())
  await db.insert(recoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeHash: sha256(normalizeRecoveryCode(code)),
      createdAt: now,
    })),
  )
  return codes
}

export async function remainingRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return row?.n ?? 0
}

export async function removeSecondFactor(db: Database, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await db.delete(totpCredentials).where(eq(totpCredentials.userId, userId))
}

/**
 * Seals every stored TOTP secret with the current key: plain base32 rows left by earlier versions
 * and rows sealed with an older key (rotation, ADR 013). Runs at start-up; idempotent, and each
 * update is guarded by the old value, so instances starting together do no harm. A row sealed with
 * a key that is no longer configured stops the start: removing a key too early would silently
 * switch off the second factor of those accounts.
 */
export async function resealTotpSecrets(
  db: Database,
  box: SecretBox,
): Promise<{ sealed: number; resealed: number }> {
  const rows = await db
    .select({ userId: totpCredentials.userId, secret: totpCredentials.secret })
    .from(totpCredentials)
  let sealed = 0
  let resealed = 0
  const missing = new Set<string>()
  for (const row of rows) {
    const keyId = box.keyIdOf(row.secret)
    if (keyId === box.currentKeyId) continue
    let plain: string
    try {
      plain = keyId === null ? row.secret : openTotpSecret(box, row)
    } catch {
      missing.add(keyId ?? '?')
      continue
    }
    if (keyId === null && !/^[A-Z2-7]+=*$/.test(plain)) {
      missing.add('(unreadable)')
      continue
    }
    const updated = await db
      .update(totpCredentials)
      .set({ secret: box.seal(plain, sealContext(row.userId)) })
      .where(and(eq(totpCredentials.userId, row.userId), eq(totpCredentials.secret, row.secret)))
      .returning({ userId: totpCredentials.userId })
    if (updated.length > 0) {
      if (keyId === null) sealed++
      else resealed++
    }
  }
  if (missing.size > 0)
    throw new TotpKeyMissingError(
      `TOTP_ENCRYPTION_KEYS: stored second-factor secrets are sealed with key id(s) ${[...missing].join(', ')} that cannot open them with the configured keys; add the old key back after the current one (docs/decisions/013-secrets-at-rest.md)`,
    )
  return { sealed, resealed }
}

export class TotpKeyMissingError extends Error {
  override name = 'TotpKeyMissingError'
}
