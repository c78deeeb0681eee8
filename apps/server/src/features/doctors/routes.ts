import type { FastifyInstance } from 'fastify'
import { doctorsEndpoints as endpoints } from '@konzilium/contract/endpoints/doctors'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import {
  getCenterDoctor,
  listCenterDoctors,
  moveCenterDoctor,
  updateCenterDoctor,
} from './center-doctors'
import {
  getPeripheralDoctor,
  listPeripheralDoctors,
  updatePeripheralDoctor,
} from './peripheral-doctors'

/** `/api/center-doctors*` and `/api/peripheral-doctors*` (lists, detail, edit, move). */
export async function registerDoctorRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.listCenterDoctors, (request) =>
    listCenterDoctors(s, callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.getCenterDoctor, (request) =>
    getCenterDoctor(s, callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.updateCenterDoctor, (request) =>
    updateCenterDoctor(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.body,
    ),
  )
  await registerEndpoint(app, endpoints.moveCenterDoctor, (request) =>
    moveCenterDoctor(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.body,
    ),
  )
  await registerEndpoint(app, endpoints.listPeripheralDoctors, (request) =>
    listPeripheralDoctors(s, callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.getPeripheralDoctor, (request) =>
    getPeripheralDoctor(s, callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.updatePeripheralDoctor, (request) =>
    updatePeripheralDoctor(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.body,
    ),
  )
}
