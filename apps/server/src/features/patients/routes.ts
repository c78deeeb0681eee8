import type { FastifyInstance } from 'fastify'
import { patientsEndpoints as endpoints } from '@konzilium/contract/endpoints/patients'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { changeCenterDoctor } from './change-center-doctor'
import { createPatient } from './create-patient'
import { deletePatient } from './delete-patient'
import { getPatient } from './get-patient'
import { listPatients } from './list-patients'
import { getAccessLog } from './patient-access-log'
import { updatePatient } from './update-patient'

/** `/api/patients*`: patient records in the caller's scope (ADR 014, ADR 016). */
export async function registerPatientRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.listPatients, (r) =>
    listPatients(s, requestContextOf(r), callerOf(r), r.query),
  )
  await registerEndpoint(app, endpoints.createPatient, (r) =>
    createPatient(s, requestContextOf(r), callerOf(r), r.body),
  )
  await registerEndpoint(app, endpoints.getPatient, (r) =>
    getPatient(s, requestContextOf(r), callerOf(r), r.params.id),
  )
  await registerEndpoint(app, endpoints.updatePatient, (r) =>
    updatePatient(s, requestContextOf(r), callerOf(r), r.params.id, r.body),
  )
  await registerEndpoint(app, endpoints.deletePatient, (r) =>
    deletePatient(s, requestContextOf(r), callerOf(r), r.params.id),
  )
  await registerEndpoint(app, endpoints.changeCenterDoctor, (r) =>
    changeCenterDoctor(s, requestContextOf(r), callerOf(r), r.params.id, r.body),
  )
  await registerEndpoint(app, endpoints.getPatientAccessLog, (r) =>
    getAccessLog(s, requestContextOf(r), callerOf(r), r.params.id, r.query),
  )
}
