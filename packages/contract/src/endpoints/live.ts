import { defineEndpoint } from '../endpoint'

const live = () => import('../live')
const tag = 'live'

/** `/api/live`: the live channel of the signed-in user (ADR 036). */
export const liveEndpoints = {
  connect: defineEndpoint({
    method: 'GET',
    path: '/api/live',
    summary: 'Open the live event stream of the signed-in user (server-sent events)',
    description:
      'Opened with fetch, the bearer token in the Authorization header and ' +
      '`Accept: text/event-stream` (without it: 400). Refused (403) when an ' +
      'Origin header names another site. The stream ends when the session ends (sign-out, lock, ' +
      'expiry, revocation); the client reconnects with back-off and catches up after `ready`.',
    tag,
    auth: 'bearer',
    access: 'live.connect',
    errors: [400, 401, 403],
    schemas: () => live().then((m) => ({ response: m.liveStreamSchema })),
  }),
}
