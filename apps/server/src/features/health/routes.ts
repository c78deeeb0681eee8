import type { FastifyInstance } from 'fastify'
import { healthEndpoints as endpoints } from '@konzilium/contract/endpoints/health'
import type { DatabaseHandle } from '../../db/client'
import { AppError } from '../../platform/app-error'
import { registerEndpoint } from '../../platform/endpoints'

/** Load balancers and the start-up benchmark ask this: 200 only while the database answers. */
export async function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  await registerEndpoint(app, endpoints.getHealth, async (request) => {
    try {
      await database.ping()
    } catch (error) {
      request.log.error({ err: error }, 'database does not answer')
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Database unavailable')
    }
    return { status: 'ok' as const, database: 'ok' as const }
  })
}
