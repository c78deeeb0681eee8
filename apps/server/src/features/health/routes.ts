import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { healthSchema } from '@konzilium/contract/client'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import type { DatabaseHandle } from '../../db/client'
import { AppError } from '../../platform/app-error'
import { publicAccess } from '../../platform/auth/access'

/** Load balancers and the start-up benchmark ask this: 200 only while the database answers. */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['client'],
        summary: 'Liveness and database readiness',
        response: { 200: healthSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      try {
        await database.ping()
      } catch (error) {
        request.log.error({ err: error }, 'database does not answer')
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Database unavailable')
      }
      return { status: 'ok' as const, database: 'ok' as const }
    },
  )
}
