import { defineEndpoint } from '../endpoint'

const representatives = () => import('../representatives')
const tag = 'representatives'

/** `/api/reps*`: list, detail and edit of representatives (admin all, a rep self). */
export const representativesEndpoints = {
  listReps: defineEndpoint({
    method: 'GET',
    path: '/api/reps',
    summary: 'List representatives in scope: search name and company, filter by region and state',
    tag,
    auth: 'bearer',
    access: 'reps.read',
    errors: [400, 401, 403],
    schemas: () =>
      representatives().then((m) => ({ query: m.listRepsQuerySchema, response: m.repListSchema })),
  }),
  getRep: defineEndpoint({
    method: 'GET',
    path: '/api/reps/:id',
    summary: 'One representative with regions and invitation state',
    tag,
    auth: 'bearer',
    access: 'reps.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      representatives().then((m) => ({ params: m.repIdParamsSchema, response: m.repSchema })),
  }),
  updateRep: defineEndpoint({
    method: 'PUT',
    path: '/api/reps/:id',
    summary: 'Edit a representative: names, phone, company, regions covered (at least one)',
    tag,
    auth: 'bearer',
    access: 'reps.update',
    errors: [400, 401, 403, 404],
    schemas: () =>
      representatives().then((m) => ({
        params: m.repIdParamsSchema,
        body: m.updateRepInputSchema,
        response: m.repSchema,
      })),
  }),
}
