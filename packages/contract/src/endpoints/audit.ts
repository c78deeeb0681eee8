import { defineEndpoint } from '../endpoint'

/** `/api/audit-events`: the audit trail for administrators. */
export const auditEndpoints = {
  listAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/api/audit-events',
    summary: 'Audit events: filter by user, patient, action and time, page',
    tag: 'audit',
    auth: 'bearer',
    access: 'audit.read',
    errors: [400, 401, 403],
    schemas: () =>
      import('../audit').then((m) => ({
        query: m.listAuditEventsQuerySchema,
        response: m.auditEventListSchema,
      })),
  }),
}
