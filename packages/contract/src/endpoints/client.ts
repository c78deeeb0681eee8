import { defineEndpoint } from '../endpoint'

const client = () => import('../client')
const tag = 'client'

/** What the web client asks its server about itself. */
export const clientEndpoints = {
  getClientConfiguration: defineEndpoint({
    method: 'GET',
    path: '/api/client/configuration',
    summary: 'Deployment settings the web client needs (analytics, human verification, features)',
    tag,
    auth: 'public',
    access: 'public',
    errors: [],
    schemas: () => client().then((m) => ({ response: m.clientConfigurationSchema })),
  }),
  getWebVersion: defineEndpoint({
    method: 'GET',
    path: '/api/client/web-version',
    summary: 'Version and build of the web client this server serves',
    tag,
    auth: 'public',
    access: 'public',
    errors: [],
    schemas: () => client().then((m) => ({ response: m.webVersionSchema })),
  }),
}
