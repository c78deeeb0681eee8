import type { FastifyInstance } from 'fastify'
import { representativesEndpoints as endpoints } from '@konzilium/contract/endpoints/representatives'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { getRep, listReps, updateRep } from './service'

/** `/api/reps*`: list, detail and edit of representatives (invitations are elsewhere). */
export async function registerRepresentativeRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.listReps, (request) =>
    listReps(s, callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.getRep, (request) =>
    getRep(s, callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.updateRep, (request) =>
    updateRep(s, requestContextOf(request), callerOf(request), request.params.id, request.body),
  )
}
