import type { FastifyInstance } from 'fastify'
import type { Services } from '../../platform/services'
import { registerClientPageRoute } from './client-page-routes'

/** `/api/exports*`. */
export async function registerExportRoutes(app: FastifyInstance, s: Services) {
  await registerClientPageRoute(app, s)
}
