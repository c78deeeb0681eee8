import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { degreeListSchema, degreesQuerySchema, type DegreeList } from '@konzilium/contract/degrees'
import { degreesAfter, degreesBefore } from '@konzilium/contract/czech'
import { publicAccess } from '../../platform/auth/access'
import { errors } from '../../platform/responses'

/** `GET /api/degrees`: the usual degrees for the name pickers (public: the registration form needs them). */
export function registerDegreeRoutes(app: FastifyInstance) {
  const all: DegreeList['items'] = [
    ...degreesBefore.map((value) => ({ value, position: 'before' as const })),
    ...degreesAfter.map((value) => ({ value, position: 'after' as const })),
  ]
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/degrees',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['lookups'],
        summary: 'Academic degrees written before or after a name',
        querystring: degreesQuerySchema,
        response: { 200: degreeListSchema, ...errors(400) },
      },
    },
    (request) => ({
      items: request.query.position
        ? all.filter((degree) => degree.position === request.query.position)
        : all,
    }),
  )
}
