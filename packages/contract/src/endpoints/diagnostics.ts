import { defineEndpoint } from '../endpoint'

const diagnostics = () => import('../diagnostics')
const tag = 'diagnostics'

/** Admin support endpoints of the accounts feature; every call is audited. */
export const diagnosticsEndpoints = {
  getUserActivationCode: defineEndpoint({
    method: 'GET',
    path: '/api/diagnostics/get-user-activation-code',
    summary: 'A fresh activation link for a not yet activated user (the old link stops working)',
    tag,
    auth: 'bearer',
    access: 'diagnostics.run',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      diagnostics().then((m) => ({
        query: m.activationCodeQuerySchema,
        response: m.activationLinkSchema,
      })),
  }),
  readOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/diagnostics/outbox',
    summary: 'The mail queue and dev outbox, newest first',
    tag,
    auth: 'bearer',
    access: 'diagnostics.run',
    errors: [400, 401, 403],
    schemas: () =>
      diagnostics().then((m) => ({ query: m.outboxQuerySchema, response: m.outboxListSchema })),
  }),
}
