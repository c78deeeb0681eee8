import type { FastifyInstance } from 'fastify'
import { auditEndpoints as endpoints } from '@konzilium/contract/endpoints/audit'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { listAuditEvents } from './service'

/** `GET /api/audit-events` (admins). */
export async function registerAuditRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.listAuditEvents, (r) =>
    listAuditEvents(s, requestContextOf(r), callerOf(r), r.query),
  )
}
