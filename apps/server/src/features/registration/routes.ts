import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { activateAccountInputSchema, activationResultSchema } from '@konzilium/contract/invitations'
import {
  publicRegistrationAnswerSchema,
  publicRegistrationInputSchema,
} from '@konzilium/contract/registration'
import { publicAccess } from '../../platform/auth/access'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { errors } from '../../platform/responses'
import { requestContextOf, type Services } from '../../platform/services'
import { activateAccount } from '../invitations/activation-service'
import { registerPeripheralDoctor } from './service'

/** `/register/peripheral` → `POST .../public-registration` → e-mail → `POST .../public-activation`. */
export function registerRegistrationRoutes(app: FastifyInstance, s: Services) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['registration']

  typed.post(
    '/api/peripheral-doctors/public-registration',
    {
      config: {
        access: publicAccess,
        rateLimits: [rateLimitRules.authPerIp, rateLimitRules.registrationPerIp],
      },
      schema: {
        tags,
        summary:
          'Register as a peripheral doctor; an activation link is e-mailed (same answer for a known e-mail)',
        body: publicRegistrationInputSchema,
        response: { 202: publicRegistrationAnswerSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await registerPeripheralDoctor(s, requestContextOf(request), request.body)),
  )

  typed.post(
    '/api/peripheral-doctors/public-activation',
    {
      config: { access: publicAccess, rateLimits: [rateLimitRules.authPerIp] },
      schema: {
        tags,
        summary: 'Activate a publicly registered account: code from the e-mail and a new password',
        body: activateAccountInputSchema,
        response: { 200: activationResultSchema, ...errors(400, 403, 429) },
      },
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
