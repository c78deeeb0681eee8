import { defineEndpoint } from '../endpoint'

/** `/api/statistics`: aggregate counts with small numbers suppressed (ADR 045). */
export const statisticsEndpoints = {
  readStatistics: defineEndpoint({
    method: 'GET',
    path: '/api/statistics',
    summary:
      'Doctors invited and active per region and centre, referrals by state per month; counts from 1 to 4 suppressed',
    tag: 'statistics',
    auth: 'bearer',
    access: 'statistics.read',
    errors: [400, 401, 403],
    schemas: () =>
      import('../statistics').then((m) => ({
        query: m.statisticsQuerySchema,
        response: m.statisticsSchema,
      })),
  }),
}
