import type { FastifyInstance } from 'fastify'
import { twoFactorEndpoints as endpoints } from '@konzilium/contract/endpoints/two-factor'
import { callerOf, allowedTo } from '../../platform/auth/access'
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
  const enrolling = { access: allowedTo('account.self', { duringEnrolment: true }) }
  const everyone = { access: allowedTo('account.self') }
  const admins = { access: allowedTo('users.manage') }

  await registerEndpoint(app, endpoints.getTwoFactorStatus, enrolling, (request) =>
    twoFactorStatus(s, callerOf(request)),
  )
  await registerEndpoint(app, endpoints.startTwoFactorEnrolment, enrolling, (request) =>
    startEnrolment(s, callerOf(request)),
  )
  await registerEndpoint(app, endpoints.confirmTwoFactor, enrolling, (request) =>
    confirmEnrolment(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.renewRecoveryCodes, everyone, (request) =>
    renewRecoveryCodes(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.disableTwoFactor, everyone, (request) =>
    disableTwoFactor(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.resetUserTwoFactor, admins, (request) =>
    resetTwoFactorOf(s, requestContextOf(request), callerOf(request), request.params.id),
  )
}
