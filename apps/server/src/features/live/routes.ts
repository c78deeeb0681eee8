import type { FastifyInstance } from 'fastify'
import { liveEndpoints as endpoints } from '@konzilium/contract/endpoints/live'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { assertSameOrigin, openLiveStream } from '../../platform/live/stream'
import type { Services } from '../../platform/services'

/** `/api/live`: the signed-in user's live event stream (ADR 036); the hub does the work. */
export async function registerLiveRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.connect, (request, reply) => {
    assertSameOrigin(request, s.config.publicUrl)
    openLiveStream(s.live, request, reply, callerOf(request))
    // The stream has taken the reply over (hijacked): nothing more is sent from here.
    return ''
  })
}
