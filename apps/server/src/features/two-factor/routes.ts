import type { FastifyInstance } from 'fastify'
import { twoFactorEndpoints as endpoints } from '@konzilium/contract/endpoints/two-factor'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
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
export async function registerTwoFactorRoutes(app: FastifyInstance, s: Services) {
  const enrolling = { duringEnrolment: true }

  await registerEndpoint(app, endpoints.getTwoFactorStatus, enrolling, (request) =>
    twoFactorStatus(s, callerOf(request)),
  )
  await registerEndpoint(app, endpoints.startTwoFactorEnrolment, enrolling, (request) =>
    startEnrolment(s, callerOf(request)),
  )
  await registerEndpoint(app, endpoints.confirmTwoFactor, enrolling, (request) =>
    confirmEnrolment(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.renewRecoveryCodes, (request) =>
    renewRecoveryCodes(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.disableTwoFactor, (request) =>
    disableTwoFactor(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.resetUserTwoFactor, (request) =>
    resetTwoFactorOf(s, requestContextOf(request), callerOf(request), request.params.id),
  )
}
