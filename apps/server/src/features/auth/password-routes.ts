import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  changePasswordInputSchema,
  requestResetCodeAnswerSchema,
  requestResetCodeInputSchema,
  resetPasswordInputSchema,
} from '@konzilium/contract/auth'
import { callerOf, publicAccess, signedIn } from '../../platform/auth/access'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { errors, noContent } from '../../platform/responses'
import { requestContextOf, type Services } from '../../platform/services'
import { changePassword, requestResetCode, resetPassword } from './password-service'

/** `POST /api/auth/password` (change), `POST /api/auth/password/reset-code`, `PUT /api/auth/password` (reset). */
export function registerPasswordRoutes(app: FastifyInstance, s: Services) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['auth']

  typed.post(
    '/api/auth/password',
    {
      config: { access: signedIn() },
      schema: {
        tags,
        summary: 'Change the own password (needs the current one); ends the other sessions',
        security: [{ bearer: [] }],
        body: changePasswordInputSchema,
        response: { 204: noContent, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await changePassword(s, requestContextOf(request), callerOf(request), request.body)
      return reply.code(204).send(null)
    },
  )

  typed.post(
    '/api/auth/password/reset-code',
    {
      config: {
        access: publicAccess,
        rateLimits: [rateLimitRules.resetCodePerIp, rateLimitRules.resetCodePerAccount],
      },
      schema: {
        tags,
        summary:
          'E-mail a password reset code (same answer whether the e-mail has an account or not)',
        body: requestResetCodeInputSchema,
        response: { 200: requestResetCodeAnswerSchema, ...errors(400, 429) },
      },
    },
    (request) => requestResetCode(s, requestContextOf(request), request.body),
  )

  typed.put(
    '/api/auth/password',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code; ends every session',
        body: resetPasswordInputSchema,
        response: { 204: noContent, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await resetPassword(s, requestContextOf(request), request.body)
      return reply.code(204).send(null)
    },
  )
}
