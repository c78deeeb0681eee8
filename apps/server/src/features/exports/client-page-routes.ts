import type { FastifyInstance } from 'fastify'
import { exportsEndpoints as endpoints } from '@konzilium/contract/endpoints/exports'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { exportClientPage } from './export-client-page'

/** `POST /api/exports/client-page` (ADR 044). */
export async function registerClientPageRoute(app: FastifyInstance, s: Services) {
  // The answer is the PDF's bytes, which Fastify sends as they are (no JSON serializer runs).
  await registerEndpoint(
    app,
    endpoints.exportClientPage,
    (request, reply) =>
      exportClientPage(
        s,
        requestContextOf(request),
        callerOf(request),
        request.body,
        reply,
      ) as unknown as Promise<string>,
  )
}
