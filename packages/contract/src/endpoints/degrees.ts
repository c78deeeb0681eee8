import { defineEndpoint } from '../endpoint'

/** `GET /api/degrees`: the usual degrees for the name pickers (public: registration needs them). */
export const degreesEndpoints = {
  listDegrees: defineEndpoint({
    method: 'GET',
    path: '/api/degrees',
    summary: 'Academic degrees written before or after a name',
    tag: 'degrees',
    auth: 'public',
    access: 'public',
    errors: [400],
    schemas: () =>
      import('../degrees').then((m) => ({
        query: m.degreesQuerySchema,
        response: m.degreeListSchema,
      })),
  }),
}
