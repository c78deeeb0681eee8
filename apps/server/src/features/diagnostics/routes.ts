import type { FastifyInstance } from 'fastify'
import { diagnosticsEndpoints as endpoints } from '@konzilium/contract/endpoints/diagnostics'
import { callerOf, allowedTo } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { issueActivationLinkFor, readOutbox } from './service'

/** Admin support endpoints of the accounts feature; every call is audited. */
export async function registerDiagnosticsRoutes(app: FastifyInstance, s: Services) {
  const admins = { access: allowedTo('diagnostics.run') }

  await registerEndpoint(app, endpoints.getUserActivationCode, admins, (request) =>
    issueActivationLinkFor(s, requestContextOf(request), callerOf(request), request.query.email),
  )
  await registerEndpoint(app, endpoints.readOutbox, admins, (request) =>
    readOutbox(s, requestContextOf(request), callerOf(request), request.query),
  )
}
