import type { FastifyInstance } from 'fastify'
import { chartsEndpoints as endpoints } from '@konzilium/contract/endpoints/charts'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { getChart } from './get-chart'

/** `/api/charts/*`: a patient's scores over time, in the record's read scope. */
export async function registerChartRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.getChart, (r) =>
    getChart(s, requestContextOf(r), callerOf(r), r.query),
  )
}
