import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  activationCodeQuerySchema,
  activationLinkSchema,
  outboxListSchema,
  outboxQuerySchema,
} from '@konzilium/contract/diagnostics'
import { callerOf, signedIn } from '../../platform/auth/access'
import { errors } from '../../platform/responses'
import { requestContextOf, type Services } from '../../platform/services'
import { issueActivationLinkFor, readOutbox } from './service'

/** Admin support endpoints of the accounts feature; every call is audited. */
export function registerDiagnosticsRoutes(app: FastifyInstance, s: Services) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['diagnostics']
  const security = [{ bearer: [] }]

  typed.get(
    '/api/diagnostics/get-user-activation-code',
    {
      config: { access: signedIn(['admin']) },
      schema: {
        tags,
        security,
        summary:
          'A fresh activation link for a not yet activated user (the old link stops working)',
        querystring: activationCodeQuerySchema,
        response: { 200: activationLinkSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      issueActivationLinkFor(s, requestContextOf(request), callerOf(request), request.query.email),
  )

  typed.get(
    '/api/diagnostics/outbox',
    {
      config: { access: signedIn(['admin']) },
      schema: {
        tags,
        security,
        summary: 'The mail queue and dev outbox, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => readOutbox(s, requestContextOf(request), callerOf(request), request.query),
  )
}
