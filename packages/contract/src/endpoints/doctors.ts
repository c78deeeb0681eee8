import { defineEndpoint } from '../endpoint'

const doctors = () => import('../doctors')
const tag = 'doctors'

/**
 * `/api/center-doctors*` and `/api/peripheral-doctors*`: lists, detail and edits within the
 * caller's scope (policy.ts); out of scope answers 404. Invitations and their resends are in the
 * invitations group.
 */
export const doctorsEndpoints = {
  listCenterDoctors: defineEndpoint({
    method: 'GET',
    path: '/api/center-doctors',
    summary: 'List centre doctors in scope: search, filter by centre, region and state, sort, page',
    tag,
    auth: 'bearer',
    access: 'center-doctors.read',
    errors: [400, 401, 403],
    schemas: () =>
      doctors().then((m) => ({
        query: m.listCenterDoctorsQuerySchema,
        response: m.centerDoctorListSchema,
      })),
  }),
  getCenterDoctor: defineEndpoint({
    method: 'GET',
    path: '/api/center-doctors/:id',
    summary: 'One centre doctor with centre and invitation state',
    tag,
    auth: 'bearer',
    access: 'center-doctors.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      doctors().then((m) => ({ params: m.doctorIdParamsSchema, response: m.centerDoctorSchema })),
  }),
  updateCenterDoctor: defineEndpoint({
    method: 'PUT',
    path: '/api/center-doctors/:id',
    summary: 'Edit a centre doctor: degrees, names, phone, accepts new patients',
    tag,
    auth: 'bearer',
    access: 'center-doctors.update',
    errors: [400, 401, 403, 404],
    schemas: () =>
      doctors().then((m) => ({
        params: m.doctorIdParamsSchema,
        body: m.updateCenterDoctorInputSchema,
        response: m.centerDoctorSchema,
      })),
  }),
  moveCenterDoctor: defineEndpoint({
    method: 'PUT',
    path: '/api/center-doctors/:id/move-to-center',
    summary:
      'Move a centre doctor to another centre; the patients stay with the old centre, optionally with a colleague taking them over',
    tag,
    auth: 'bearer',
    access: 'center-doctors.move',
    errors: [400, 401, 403, 404],
    schemas: () =>
      doctors().then((m) => ({
        params: m.doctorIdParamsSchema,
        body: m.moveCenterDoctorInputSchema,
        response: m.movedCenterDoctorSchema,
      })),
  }),
  listPeripheralDoctors: defineEndpoint({
    method: 'GET',
    path: '/api/peripheral-doctors',
    summary: 'List peripheral doctors in scope: search, filter by region, specialty and state',
    tag,
    auth: 'bearer',
    access: 'peripheral-doctors.read',
    errors: [400, 401, 403],
    schemas: () =>
      doctors().then((m) => ({
        query: m.listPeripheralDoctorsQuerySchema,
        response: m.peripheralDoctorListSchema,
      })),
  }),
  getPeripheralDoctor: defineEndpoint({
    method: 'GET',
    path: '/api/peripheral-doctors/:id',
    summary: 'One peripheral doctor with practice and invitation state',
    tag,
    auth: 'bearer',
    access: 'peripheral-doctors.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      doctors().then((m) => ({
        params: m.doctorIdParamsSchema,
        response: m.peripheralDoctorSchema,
      })),
  }),
  updatePeripheralDoctor: defineEndpoint({
    method: 'PUT',
    path: '/api/peripheral-doctors/:id',
    summary: 'Edit a peripheral doctor: names, phone, practice, IČO, IČP, region, specialty',
    tag,
    auth: 'bearer',
    access: 'peripheral-doctors.update',
    errors: [400, 401, 403, 404],
    schemas: () =>
      doctors().then((m) => ({
        params: m.doctorIdParamsSchema,
        body: m.updatePeripheralDoctorInputSchema,
        response: m.peripheralDoctorSchema,
      })),
  }),
}
