import type { FastifyInstance } from 'fastify'
import { diagnosticsEndpoints as endpoints } from '@konzilium/contract/endpoints/diagnostics'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { issueActivationLinkFor, readOutbox } from './service'

/** Admin support endpoints of the accounts feature; every call is audited. */
export async function registerDiagnosticsRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.getUserActivationCode, (request) =>
    issueActivationLinkFor(s, requestContextOf(request), callerOf(request), request.query.email),
  )
  await registerEndpoint(app, endpoints.readOutbox, (request) =>
    readOutbox(s, requestContextOf(request), callerOf(request), request.query),
  )
}
