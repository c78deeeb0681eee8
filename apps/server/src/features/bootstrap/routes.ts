import type { FastifyInstance } from 'fastify'
import { bootstrapEndpoints as endpoints } from '@konzilium/contract/endpoints/bootstrap'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { createFirstAdmin } from './bootstrap-admin'

/** `POST /api/auth/bootstrap`: the first admin, with the one-time link from the server log. */
export async function registerBootstrapRoute(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.bootstrapAdmin, (request) =>
    createFirstAdmin(s, requestContextOf(request), request.body),
  )
}
