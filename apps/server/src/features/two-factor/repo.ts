import { and, count, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { recoveryCodes, totpCredentials } from '../../db/schema'
import { randomRecoveryCode, sha256 } from '../../platform/secrets'
import { verifyTotp } from './totp'

/** Stored second factors: the TOTP secret and hashed single-use recovery codes (100 bits each). */
export const RECOVERY_CODE_COUNT = 10

export async function findTotp(db: Database, userId: string) {
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId))
  return row
}

export async function hasConfirmedTotp(db: Database, userId: string): Promise<boolean> {
  return Boolean((await findTotp(db, userId))?.confirmedAt)
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
  userId: string,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  const credential = await findTotp(db, userId)
  if (!credential?.confirmedAt) return null
  const trimmed = code.trim()
  if (/^\d{6}$/.test(trimmed)) {
    const step = verifyTotp(credential.secret, trimmed, now, credential.lastUsedStep)
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
