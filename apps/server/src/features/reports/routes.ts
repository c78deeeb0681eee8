import type { FastifyInstance } from 'fastify'
import { reportsEndpoints as endpoints } from '@konzilium/contract/endpoints/reports'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { requestContextOf, type Services } from '../../platform/services'
import { createReportLink } from './create-report-link'
import { downloadReport, reportLinkStatus } from './download-report'

/** `/api/report-links*` (ADR 044). */
export async function registerReportRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.createReportLink, (request) =>
    createReportLink(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(
    app,
    endpoints.reportLinkStatus,
    { rateLimits: [rateLimitRules.reportStatusPerIp] },
    (request) => reportLinkStatus(s, request.body),
  )
  // The answer is the PDF's bytes, which Fastify sends as they are (no JSON serializer runs).
  await registerEndpoint(
    app,
    endpoints.downloadReport,
    { rateLimits: [rateLimitRules.reportDownloadFailuresPerIp] },
    (request, reply) =>
      downloadReport(
        s,
        requestContextOf(request),
        request.body,
        reply,
      ) as unknown as Promise<string>,
  )
}
