import type { FastifyInstance } from 'fastify'
import { centersEndpoints as endpoints } from '@konzilium/contract/endpoints/centers'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { importCenters, readCenterFile } from './batch'
import { listAvailableDoctors } from './available-doctors'
import { createCenter } from './create-center'
import { deleteCenter } from './delete-center'
import { getCenter, listCenters } from './list-centers'
import { toggleCenterVisibility, updateCenter } from './update-center'

/** `/api/centers*`: centres of biologic therapy. */
export async function registerCenterRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.listCenters, (request) =>
    listCenters(s, callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.createCenter, (request) =>
    createCenter(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.importCenters, (request) =>
    importCenters(s, requestContextOf(request), callerOf(request), request.body.rows, 1),
  )
  // The upload takes the file itself as the body (text/csv or XLSX), read as a buffer.
  await registerEndpoint(app, endpoints.importCentersFile, async (request) => {
    const ctx = requestContextOf(request)
    const rows = await readCenterFile(
      request.body as Buffer,
      request.headers['content-type'] ?? '',
      ctx.locale,
      s.config.spreadsheetParse,
    )
    return importCenters(s, ctx, callerOf(request), rows, 2)
  })
  await registerEndpoint(app, endpoints.getCenter, (request) =>
    getCenter(s, callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.updateCenter, (request) =>
    updateCenter(s, requestContextOf(request), callerOf(request), request.params.id, request.body),
  )
  await registerEndpoint(app, endpoints.deleteCenter, (request) =>
    deleteCenter(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.toggleCenterVisibility, (request) =>
    toggleCenterVisibility(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.listAvailableDoctors, (request) =>
    listAvailableDoctors(s, callerOf(request), request.params.centerId, request.query.q),
  )
}
