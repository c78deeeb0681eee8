import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../app-error'
import type { AuthContext } from '../auth/access'
import { formatEvent, type LiveHub } from './hub'

/** How long a client waits before reconnecting after the stream ended, unless it knows better. */
const RETRY_MS = 3_000

/**
 * Refuses a stream asked for by another site (ADR 036). The token travels in a header, which a
 * foreign page cannot send without CORS (which we never grant), so this is defence in depth: a
 * browser names the page's origin in `Origin` (and `Sec-Fetch-Site`) on a cross-site request, and
 * an origin that is neither ours nor the request's own host is refused.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string) {
  const site = request.headers['sec-fetch-site']
  const origin = request.headers.origin
  const allowed = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`])
  if (site === 'cross-site' || (typeof origin === 'string' && !allowed.has(origin)))
    throw new AppError(403, 'FORBIDDEN', 'The live channel answers only the application itself')
}

/**
 * Turns the request into a server-sent event stream held by the hub until the client leaves, the
 * session ends or the server closes. The headers the app's hooks set (security headers, request
 * id) are kept; the answer is never cached nor buffered by a proxy.
 */
export function openLiveStream(
  hub: LiveHub,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext,
) {
  reply.hijack()
  const raw = reply.raw
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = String(value)
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  })
  raw.write(`retry: ${RETRY_MS}\n\n`)
  let ended = false
  const detach = hub.attach({
    userId: auth.userId,
    sessionId: auth.sessionId,
    write: (text) => {
      if (!ended) raw.write(text)
    },
    end: () => {
      if (ended) return
      ended = true
      raw.end()
    },
  })
  request.raw.on('close', () => {
    ended = true
    detach()
  })
  raw.write(formatEvent(randomUUID(), 'ready', {}))
}
