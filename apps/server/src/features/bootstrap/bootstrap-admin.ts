import { and, count, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { bootstrapAdminInputSchema } from '@konzilium/contract/bootstrap'
import type { ActivationResult } from '@konzilium/contract/invitations'
import { oneTimeCodes, users } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import { openCodeByHash } from '../../platform/one-time-codes'
import { sha256 } from '../../platform/secrets'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { insertAccount } from '../accounts'

const invalid = () =>
  new AppError(400, 'CODE_INVALID', 'Unknown, used or expired bootstrap link', [
    { path: 'code', message: 'code.invalid' },
  ])

/** The first admin, created once with the one-time bootstrap link printed in the server log. */
export async function createFirstAdmin(
  s: Services,
  ctx: RequestContext,
  input: z.output<typeof bootstrapAdminInputSchema>,
): Promise<ActivationResult> {
  const now = s.clock.now()
  const code = await openCodeByHash(s.db, 'bootstrap', sha256(input.code))
  const [admins] = await s.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'))
  if (!code || code.expiresAt <= now || (admins?.n ?? 0) > 0) throw invalid()
  s.passwordPolicy.assertAcceptable(input.password, input, 'password')
  const passwordHash = await s.hasher.hash(input.password)
  await transaction(s.db, async (work) => {
    const claimed = await work.db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.id, code.id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id })
    if (claimed.length === 0) throw invalid()
    const admin = await insertAccount(work.db, {
      ...input,
      role: 'admin',
      origin: 'bootstrap',
      phone: null,
      locale: ctx.locale,
      passwordHash,
      activatedAt: now,
      now,
    })
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'auth.bootstrap-admin-created',
      outcome: 'success',
      actorUserId: admin.id,
      targetType: 'user',
      targetId: admin.id,
    })
  })
  return { status: 'activated', email: input.email }
}
