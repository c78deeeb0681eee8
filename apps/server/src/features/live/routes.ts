import type { FastifyInstance } from 'fastify'
import { liveEndpoints as endpoints } from '@konzilium/contract/endpoints/live'
import { LIVE_STREAM_TYPE } from '@konzilium/contract/live'
import { AppError } from '../../platform/app-error'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { assertSameOrigin, openLiveStream } from '../../platform/live/stream'
import type { Services } from '../../platform/services'

/** `/api/live`: the signed-in user's live event stream (ADR 036); the hub does the work. */
export async function registerLiveRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.connect, (request, reply) => {
    // A caller that does not ask for a stream (a link opened, a plain request) gets an answer
    // that ends, not a connection held open.
    if (!request.headers.accept?.includes(LIVE_STREAM_TYPE))
      throw new AppError(400, 'VALIDATION_FAILED', 'Accept: text/event-stream required', [
        { path: 'accept', message: 'live.accept' },
      ])
    assertSameOrigin(request, s.config.publicUrl)
    openLiveStream(s.live, request, reply, callerOf(request))
    // The stream has taken the reply over (hijacked): nothing more is sent from here.
    return ''
  })
}
