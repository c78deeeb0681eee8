import { and, desc, eq, isNull, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { oneTimeCodes } from '../db/schema'

/**
 * The one place that knows which one-time codes (activation, password reset, bootstrap) are still
 * open: neither used nor voided. Issuing a new code of a purpose voids the open ones first, so at
 * most one code per user and purpose ever works (ADR 006, ADR 007).
 */
export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose']
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect

/** Open codes of a purpose, of one user or (`userId: null`, the bootstrap code) of nobody. */
function openCodes(purpose: CodePurpose, userId: string | null): SQL | undefined {
  return and(
    eq(oneTimeCodes.purpose, purpose),
    userId === null ? undefined : eq(oneTimeCodes.userId, userId),
    isNull(oneTimeCodes.usedAt),
    isNull(oneTimeCodes.voidedAt),
  )
}

export async function voidOpenCodes(
  db: Pick<Database, 'update'>,
  purpose: CodePurpose,
  userId: string | null,
  now: Date,
): Promise<void> {
  await db.update(oneTimeCodes).set({ voidedAt: now }).where(openCodes(purpose, userId))
}

/** The newest open code of a user and purpose (expired or not: callers decide what expiry means). */
export async function latestOpenCode(
  db: Pick<Database, 'select'>,
  purpose: CodePurpose,
  userId: string,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(openCodes(purpose, userId))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  return row
}

/** An open code found by the hash of what the caller typed. */
export async function openCodeByHash(
  db: Pick<Database, 'select'>,
  purpose: CodePurpose,
  codeHash: string,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(openCodes(purpose, null), eq(oneTimeCodes.codeHash, codeHash)))
  return row
}
