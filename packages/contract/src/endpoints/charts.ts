import { defineEndpoint } from '../endpoint'

const charts = () => import('../charts')
const tag = 'charts'

/** `/api/charts/*`: a patient's scores over time, in the patient's read scope. */
export const chartsEndpoints = {
  getChart: defineEndpoint({
    method: 'GET',
    path: '/api/charts/chart1',
    summary: "A patient's score series with bands, treatment periods and response markers",
    tag,
    auth: 'bearer',
    access: 'charts.read',
    errors: [400, 401, 403, 404],
    schemas: () => charts().then((m) => ({ query: m.chartQuerySchema, response: m.chartSchema })),
  }),
}
