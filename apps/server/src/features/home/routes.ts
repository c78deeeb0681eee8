import type { FastifyInstance } from 'fastify'
import { homeEndpoints as endpoints } from '@konzilium/contract/endpoints/home'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { getHome } from './service'

/** `/api/home`: the signed-in home of every role. */
export async function registerHomeRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.getHome, (r) =>
    getHome(s, requestContextOf(r), callerOf(r)),
  )
}
