import { defineEndpoint } from '../endpoint'

const patients = () => import('../patients')
const tag = 'patients'

/** `/api/patients*`: patient records in the caller's scope (ADR 014, ADR 016). */
export const patientsEndpoints = {
  listPatients: defineEndpoint({
    method: 'GET',
    path: '/api/patients',
    summary: 'Patients in scope: search by name or birth number, filter, sort, page',
    tag,
    auth: 'bearer',
    access: 'patients.read',
    errors: [400, 401, 403],
    schemas: () =>
      patients().then((m) => ({ query: m.listPatientsQuerySchema, response: m.patientListSchema })),
  }),
  createPatient: defineEndpoint({
    method: 'POST',
    path: '/api/patients',
    summary: 'Create a patient record',
    tag,
    auth: 'bearer',
    access: 'patients.create',
    status: 201,
    errors: [400, 401, 403, 409, 422],
    schemas: () =>
      patients().then((m) => ({
        body: m.createPatientInputSchema,
        response: m.patientDetailSchema,
      })),
  }),
  getPatient: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:id',
    summary: 'One patient record with its referrals',
    tag,
    auth: 'bearer',
    access: 'patients.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      patients().then((m) => ({
        params: m.patientIdParamsSchema,
        response: m.patientDetailSchema,
      })),
  }),
  updatePatient: defineEndpoint({
    method: 'PUT',
    path: '/api/patients/:id',
    summary: 'Edit a patient record',
    tag,
    auth: 'bearer',
    access: 'patients.update',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      patients().then((m) => ({
        params: m.patientIdParamsSchema,
        body: m.updatePatientInputSchema,
        response: m.patientDetailSchema,
      })),
  }),
  deletePatient: defineEndpoint({
    method: 'DELETE',
    path: '/api/patients/:id',
    summary: 'Delete a patient record (soft; admins)',
    tag,
    auth: 'bearer',
    access: 'patients.delete',
    status: 204,
    errors: [400, 401, 403, 404],
    schemas: () => patients().then((m) => ({ params: m.patientIdParamsSchema })),
  }),
  changeCenterDoctor: defineEndpoint({
    method: 'PUT',
    path: '/api/patients/:id/change-center-doctor',
    summary: 'Hand the patient to another doctor of the centre',
    tag,
    auth: 'bearer',
    access: 'patients.change-center-doctor',
    errors: [400, 401, 403, 404, 422],
    schemas: () =>
      patients().then((m) => ({
        params: m.patientIdParamsSchema,
        body: m.changeCenterDoctorInputSchema,
        response: m.patientDetailSchema,
      })),
  }),
  getPatientAccessLog: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:id/access-log',
    summary: 'Who read or changed the record, and when',
    tag,
    auth: 'bearer',
    access: 'patients.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      patients().then((m) => ({
        params: m.patientIdParamsSchema,
        query: m.accessLogQuerySchema,
        response: m.accessLogSchema,
      })),
  }),
}
