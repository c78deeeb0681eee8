import type { FastifyInstance } from 'fastify'
import { statisticsEndpoints as endpoints } from '@konzilium/contract/endpoints/statistics'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { readStatistics } from './read-statistics'

/** `GET /api/statistics` (administrators and representatives, ADR 045). */
export async function registerStatisticsRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.readStatistics, (r) =>
    readStatistics(s, requestContextOf(r), callerOf(r), r.query),
  )
}
