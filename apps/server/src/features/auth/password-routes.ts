import type { FastifyInstance } from 'fastify'
import { authEndpoints as endpoints } from '@konzilium/contract/endpoints/auth'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { requestContextOf, type Services } from '../../platform/services'
import { changePassword, requestResetCode, resetPassword } from './password-service'

/** `POST /api/auth/password` (change), `POST /api/auth/password/reset-code`, `PUT /api/auth/password` (reset). */
export async function registerPasswordRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.changePassword, (request) =>
    changePassword(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(
    app,
    endpoints.requestResetCode,
    {
      rateLimits: [rateLimitRules.resetCodePerIp, rateLimitRules.resetCodePerAccount],
    },
    (request) => requestResetCode(s, requestContextOf(request), request.body),
  )
  // Each code allows 5 checks; the per-account limit also bounds a series of new codes.
  await registerEndpoint(
    app,
    endpoints.resetPassword,
    { rateLimits: [rateLimitRules.resetConfirmPerAccount] },
    (request) => resetPassword(s, requestContextOf(request), request.body),
  )
}
