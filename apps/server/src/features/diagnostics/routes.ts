import type { FastifyInstance, FastifyRequest } from 'fastify'
import { diagnosticsEndpoints as endpoints } from '@konzilium/contract/endpoints/diagnostics'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { issueActivationLinkFor, readOutbox } from './service'
import { listTasks, readAppInfo, refreshCache, runTask } from './operations'

/** Admin support endpoints of the accounts feature; every call is audited. */
export async function registerDiagnosticsRoutes(
  app: FastifyInstance,
  s: Services,
  version: string,
) {
  await registerEndpoint(app, endpoints.getUserActivationCode, (request) =>
    issueActivationLinkFor(s, requestContextOf(request), callerOf(request), request.query.email),
  )
  await registerEndpoint(app, endpoints.readOutbox, (request) =>
    readOutbox(s, requestContextOf(request), callerOf(request), request.query),
  )
  const admin = (request: FastifyRequest) => ({
    s,
    ctx: requestContextOf(request),
    admin: callerOf(request),
  })
  await registerEndpoint(app, endpoints.listTasks, (request) => listTasks(admin(request)))
  await registerEndpoint(app, endpoints.runTask, (request) =>
    runTask(admin(request), request.params.name),
  )
  await registerEndpoint(app, endpoints.runTaskByName, (request) =>
    runTask(admin(request), request.query.name),
  )
  await registerEndpoint(app, endpoints.readAppInfo, (request) =>
    readAppInfo(admin(request), version),
  )
  await registerEndpoint(app, endpoints.refreshCache, (request) =>
    refreshCache(admin(request), request.query.name),
  )
}
