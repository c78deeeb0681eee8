import type { FastifyInstance } from 'fastify'
import { registrationEndpoints as endpoints } from '@konzilium/contract/endpoints/registration'
import { registerEndpoint } from '../../platform/endpoints'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { requestContextOf, type Services } from '../../platform/services'
import { activateAccount } from '../invitations'
import { registerPeripheralDoctor } from './service'

/** `/register/peripheral` → `POST .../public-registration` → e-mail → `POST .../public-activation`. */
export async function registerRegistrationRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(
    app,
    endpoints.registerPeripheralDoctor,
    {
      rateLimits: [rateLimitRules.authPerIp, rateLimitRules.registrationPerIp],
    },
    (request) => registerPeripheralDoctor(s, requestContextOf(request), request.body),
  )
  await registerEndpoint(
    app,
    endpoints.activatePublicRegistration,
    {
      rateLimits: [rateLimitRules.authPerIp, rateLimitRules.activationFailuresPerIp],
    },
    (request) =>
      activateAccount(
        s,
        requestContextOf(request),
        { role: 'peripheral_doctor', origin: 'public_registration' },
        request.body,
      ),
  )
}
