import type { FastifyInstance } from 'fastify'
import { degreesAfter, degreesBefore } from '@konzilium/contract/czech'
import type { DegreeList } from '@konzilium/contract/degrees'
import { degreesEndpoints as endpoints } from '@konzilium/contract/endpoints/degrees'
import { registerEndpoint } from '../../platform/endpoints'

/** `GET /api/degrees`: the usual degrees for the name pickers (public: the registration form needs them). */
export async function registerDegreeRoutes(app: FastifyInstance) {
  const all: DegreeList['items'] = [
    ...degreesBefore.map((value) => ({ value, position: 'before' as const })),
    ...degreesAfter.map((value) => ({ value, position: 'after' as const })),
  ]
  await registerEndpoint(app, endpoints.listDegrees, (request) => ({
    items: request.query.position
      ? all.filter((degree) => degree.position === request.query.position)
      : all,
  }))
}
