import { defineEndpoint } from '../endpoint'

const centers = () => import('../centers')
const tag = 'centers'

/** The raw upload types of `POST /api/centers/batch/file`: CSV or XLSX. */
export const centerBatchFileTypes = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const

const detail = () =>
  centers().then((m) => ({ params: m.centerIdParamsSchema, response: m.centerSchema }))

/** `/api/centers*`: centres of biologic therapy. */
export const centersEndpoints = {
  listCenters: defineEndpoint({
    method: 'GET',
    path: '/api/centers',
    summary:
      'Centres: search, filter by region, specialty and visibility, sort, page, nearest first (admins: all; others: visible ones and their own)',
    tag,
    auth: 'bearer',
    access: 'centers.read',
    errors: [400, 401, 403],
    schemas: () =>
      centers().then((m) => ({ query: m.listCentersQuerySchema, response: m.centerListSchema })),
  }),
  createCenter: defineEndpoint({
    method: 'POST',
    path: '/api/centers',
    summary: 'Create a centre (admins)',
    tag,
    auth: 'bearer',
    access: 'centers.manage',
    status: 201,
    errors: [400, 401, 403, 409],
    schemas: () =>
      centers().then((m) => ({ body: m.createCenterInputSchema, response: m.centerSchema })),
  }),
  importCenters: defineEndpoint({
    method: 'POST',
    path: '/api/centers/batch',
    summary: 'Create many centres from a list; answers one result per row',
    tag,
    auth: 'bearer',
    access: 'centers.manage',
    errors: [400, 401, 403],
    schemas: () =>
      centers().then((m) => ({
        body: m.centerBatchInputSchema,
        response: m.centerBatchResultSchema,
      })),
  }),
  importCentersFile: defineEndpoint({
    method: 'POST',
    path: '/api/centers/batch/file',
    summary: 'Create many centres from an uploaded CSV or XLSX file (header row first)',
    tag,
    auth: 'bearer',
    access: 'centers.manage',
    errors: [400, 401, 403, 413, 415, 422],
    consumes: centerBatchFileTypes,
    schemas: () => centers().then((m) => ({ response: m.centerBatchResultSchema })),
  }),
  getCenter: defineEndpoint({
    method: 'GET',
    path: '/api/centers/:id',
    summary: 'One centre',
    tag,
    auth: 'bearer',
    access: 'centers.read',
    errors: [400, 401, 403, 404],
    schemas: detail,
  }),
  updateCenter: defineEndpoint({
    method: 'PUT',
    path: '/api/centers/:id',
    summary: 'Edit a centre’s details (admins: any; centre doctors: their own)',
    tag,
    auth: 'bearer',
    access: 'centers.update',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      centers().then((m) => ({
        params: m.centerIdParamsSchema,
        body: m.updateCenterInputSchema,
        response: m.centerSchema,
      })),
  }),
  deleteCenter: defineEndpoint({
    method: 'DELETE',
    path: '/api/centers/:id',
    summary: 'Delete a centre nothing depends on (409 names the doctors, patients, referrals)',
    tag,
    auth: 'bearer',
    access: 'centers.manage',
    status: 204,
    errors: [400, 401, 403, 404, 409],
    schemas: () => centers().then((m) => ({ params: m.centerIdParamsSchema })),
  }),
  toggleCenterVisibility: defineEndpoint({
    method: 'PUT',
    path: '/api/centers/:id/toggle-visibility',
    summary: 'Show or hide a centre to peripheral doctors and reps (admins)',
    tag,
    auth: 'bearer',
    access: 'centers.manage',
    errors: [400, 401, 403, 404],
    schemas: detail,
  }),
  listAvailableDoctors: defineEndpoint({
    method: 'GET',
    path: '/api/centers/:centerId/available-doctors',
    summary: 'Active doctors of a centre who take new patients, with their number of patients',
    tag,
    auth: 'bearer',
    access: 'centers.available-doctors',
    errors: [400, 401, 403, 404],
    schemas: () =>
      centers().then((m) => ({
        params: m.centerIdParamSchema,
        query: m.availableDoctorsQuerySchema,
        response: m.availableDoctorListSchema,
      })),
  }),
}
