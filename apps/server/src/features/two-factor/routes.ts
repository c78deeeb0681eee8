import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  confirmTwoFactorInputSchema,
  recoveryCodesSchema,
  twoFactorEnrolmentSchema,
  twoFactorProofInputSchema,
  twoFactorStatusSchema,
} from '@konzilium/contract/auth'
import { userIdParamsSchema } from '@konzilium/contract/users'
import { callerOf, signedIn } from '../../platform/auth/access'
import { errors, noContent } from '../../platform/responses'
import { requestContextOf, type Services } from '../../platform/services'
import {
  confirmEnrolment,
  disableTwoFactor,
  renewRecoveryCodes,
  resetTwoFactorOf,
  startEnrolment,
  twoFactorStatus,
} from './service'

/** `/api/auth/two-factor*` for the caller; `DELETE /api/users/{id}/two-factor` for admins. */
export function registerTwoFactorRoutes(app: FastifyInstance, s: Services) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['two-factor']
  const security = [{ bearer: [] }]
  const enrolling = signedIn(undefined, { duringEnrolment: true })

  typed.get(
    '/api/auth/two-factor',
    {
      config: { access: enrolling },
      schema: {
        tags,
        security,
        summary: 'Whether two-factor sign-in is on',
        response: { 200: twoFactorStatusSchema, ...errors(401, 429) },
      },
    },
    (request) => twoFactorStatus(s, callerOf(request)),
  )

  typed.post(
    '/api/auth/two-factor/enrolment',
    {
      config: { access: enrolling },
      schema: {
        tags,
        security,
        summary: 'Start setting up two-factor sign-in: a new secret as QR code and manual key',
        response: { 200: twoFactorEnrolmentSchema, ...errors(401, 409, 429) },
      },
    },
    (request) => startEnrolment(s, callerOf(request)),
  )

  typed.post(
    '/api/auth/two-factor/confirmation',
    {
      config: { access: enrolling },
      schema: {
        tags,
        security,
        summary:
          'Switch two-factor sign-in on with the first code; answers the recovery codes (shown once)',
        body: confirmTwoFactorInputSchema,
        response: { 200: recoveryCodesSchema, ...errors(400, 401, 409, 429) },
      },
    },
    (request) => confirmEnrolment(s, requestContextOf(request), callerOf(request), request.body),
  )

  typed.post(
    '/api/auth/two-factor/recovery-codes',
    {
      config: { access: signedIn() },
      schema: {
        tags,
        security,
        summary: 'New recovery codes (the old ones stop working); needs password and a code',
        body: twoFactorProofInputSchema,
        response: { 200: recoveryCodesSchema, ...errors(400, 401, 403, 409, 429) },
      },
    },
    (request) => renewRecoveryCodes(s, requestContextOf(request), callerOf(request), request.body),
  )

  typed.post(
    '/api/auth/two-factor/disable',
    {
      config: { access: signedIn() },
      schema: {
        tags,
        security,
        summary: 'Switch two-factor sign-in off; needs password and a code',
        body: twoFactorProofInputSchema,
        response: { 204: noContent, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(s, requestContextOf(request), callerOf(request), request.body)
      return reply.code(204).send(null)
    },
  )

  typed.delete(
    '/api/users/:id/two-factor',
    {
      config: { access: signedIn(['admin']) },
      schema: {
        tags,
        security,
        summary: 'Admin: switch off a user’s two-factor sign-in (lost device); ends their sessions',
        params: userIdParamsSchema,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await resetTwoFactorOf(s, requestContextOf(request), callerOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
