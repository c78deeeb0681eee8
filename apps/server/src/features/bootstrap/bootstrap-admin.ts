import { and, count, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { bootstrapAdminInputSchema } from '@konzilium/contract/auth'
import { activationResultSchema } from '@konzilium/contract/invitations'
import { oneTimeCodes, users } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { publicAccess } from '../../platform/auth/access'
import { recordAuditEvent } from '../../platform/audit'
import { assertPasswordAcceptable } from '../../platform/passwords/policy'
import { errors } from '../../platform/responses'
import { sha256 } from '../../platform/secrets'
import { requestContextOf, type Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { insertAccount } from '../users/create'
import { openCodeByHash } from '../../platform/one-time-codes'

/** `POST /api/auth/bootstrap`: the first admin, with the one-time link from the server log. */
export function registerBootstrapRoute(app: FastifyInstance, s: Services) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/bootstrap',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['auth'],
        summary:
          'Create the first admin with the one-time bootstrap link printed in the server log',
        body: bootstrapAdminInputSchema,
        response: { 200: activationResultSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const input = request.body
      const ctx = requestContextOf(request)
      const now = s.clock.now()
      const invalid = () =>
        new AppError(400, 'CODE_INVALID', 'Unknown, used or expired bootstrap link', [
          { path: 'code', message: 'code.invalid' },
        ])
      const code = await openCodeByHash(s.db, 'bootstrap', sha256(input.code))
      const [admins] = await s.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'))
      if (!code || code.expiresAt <= now || (admins?.n ?? 0) > 0) throw invalid()
      assertPasswordAcceptable(input.password, input, 'password')
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
          action: 'auth.bootstrap_admin_created',
          outcome: 'success',
          actorUserId: admin.id,
          targetType: 'user',
          targetId: admin.id,
        })
      })
      return { status: 'activated' as const, email: input.email }
    },
  )
}
