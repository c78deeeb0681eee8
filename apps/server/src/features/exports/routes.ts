import type { FastifyInstance } from 'fastify'
import { exportsEndpoints as endpoints } from '@konzilium/contract/endpoints/exports'
import type { ExportJob } from '@konzilium/contract/exports'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { downloadExportJob, getExportJob, listExportJobs } from './jobs'
import { startExport } from './start-export'
import { registerClientPageRoute } from './client-page-routes'

/**
 * `/api/exports/*` (ADR 042; the PDF of `client-page`, ADR 044). An export answers its file (a stream, 200) or its job (202); the
 * route passes the stream on as the answer, which the endpoint registration sends as a file.
 */
export async function registerExportRoutes(app: FastifyInstance, s: Services) {
  const asAnswer = (answer: Promise<unknown>) => answer as Promise<ExportJob>
  await registerEndpoint(app, endpoints.exportDoctors, (request, reply) => {
    const { kind, ...filters } = request.query
    return asAnswer(
      startExport(
        s,
        requestContextOf(request),
        callerOf(request),
        kind === 'center' ? 'center-doctors' : 'peripheral-doctors',
        filters,
        reply,
      ),
    )
  })
  await registerEndpoint(app, endpoints.exportReps, (request, reply) =>
    asAnswer(
      startExport(s, requestContextOf(request), callerOf(request), 'reps', request.query, reply),
    ),
  )
  await registerEndpoint(app, endpoints.exportPatients, (request, reply) =>
    asAnswer(
      startExport(
        s,
        requestContextOf(request),
        callerOf(request),
        'patients',
        request.query,
        reply,
      ),
    ),
  )
  await registerEndpoint(app, endpoints.exportAudit, (request, reply) =>
    asAnswer(
      startExport(s, requestContextOf(request), callerOf(request), 'audit', request.query, reply),
    ),
  )
  await registerEndpoint(app, endpoints.listExportJobs, (request) =>
    listExportJobs(s, callerOf(request)),
  )
  await registerEndpoint(app, endpoints.getExportJob, (request) =>
    getExportJob(s, callerOf(request), request.params.id),
  )
  await registerEndpoint(
    app,
    endpoints.downloadExportJob,
    (request, reply) =>
      downloadExportJob(
        s,
        requestContextOf(request),
        callerOf(request),
        request.params.id,
        reply,
      ) as unknown as Promise<string>,
  )
  await registerClientPageRoute(app, s)
}
