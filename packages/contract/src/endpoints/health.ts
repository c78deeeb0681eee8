import { defineEndpoint } from '../endpoint'

/** Load balancers and the start-up benchmark ask this: 200 only while the database answers. */
export const healthEndpoints = {
  getHealth: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database readiness',
    tag: 'health',
    auth: 'public',
    access: 'public',
    errors: [503],
    schemas: () => import('../client').then((m) => ({ response: m.healthSchema })),
  }),
}
