import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify'
import { Readable } from 'node:stream'
import type { z } from 'zod'
import type { Endpoint, EndpointParsed, EndpointSchemas } from '@konzilium/contract/endpoint'
import { allowedTo, publicAccess, type Access } from './auth/access'
import { errors, noContent } from './responses'

/** The request a handler receives: parameters, query and body already validated and typed. */
export type EndpointRequest<S extends EndpointSchemas> = FastifyRequest<{
  Params: EndpointParsed<S, 'params'>
  Querystring: EndpointParsed<S, 'query'>
  Body: EndpointParsed<S, 'body'>
}>

/** What a handler returns: the answer before serialization, nothing for a 204. */
export type EndpointAnswer<S extends EndpointSchemas> = S extends {
  response: infer R extends z.ZodType
}
  ? z.input<R>
  : undefined

/** A 204 handler may return what its use case returns (`Promise<void>`): nothing is sent. */
export type EndpointHandler<S extends EndpointSchemas> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => S extends { response: z.ZodType }
  ? EndpointAnswer<S> | Promise<EndpointAnswer<S>>
  : undefined | Promise<void>

/**
 * A route's own settings: its limits and log level, and whether a session still setting up
 * two-factor sign-in may call it. Who may call it is the table's `access` (deny by default, see
 * auth/access.ts), never written here.
 */
export type EndpointRouteSettings = Omit<FastifyContextConfig, 'access'> & {
  duringEnrolment?: boolean
  /**
   * A raw body reaches the handler as the request's stream (`streamedBody`), not as a buffer, so
   * a large upload is never held in memory whole and its own limit applies while it streams.
   */
  streamBody?: boolean
}

/** The access rule of an endpoint, from its entry in the table. */
export function accessOf(endpoint: Endpoint, options: { duringEnrolment?: boolean } = {}): Access {
  if ((endpoint.auth === 'public') !== (endpoint.access === 'public')) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: the table says auth '${endpoint.auth}' but access ` +
        `'${endpoint.access}'`,
    )
  }
  return endpoint.access === 'public' ? publicAccess : allowedTo(endpoint.access, options)
}

/**
 * Registers the route of one endpoint of the contract's table: method, path, schemas, success
 * status, OpenAPI text and who may call it (`access`, a policy action) come from the table, so a
 * route cannot drift from what the web client calls and offers (ADR 010, ADR 014). The route adds
 * only what is the server's: its limits and the handler (HTTP only; the use case does the work).
 */
export async function registerEndpoint<S extends EndpointSchemas>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  handler: EndpointHandler<S>,
): Promise<void>
export async function registerEndpoint<S extends EndpointSchemas>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  settings: EndpointRouteSettings,
  handler: EndpointHandler<S>,
): Promise<void>
export async function registerEndpoint<S extends EndpointSchemas>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  ...rest: [EndpointHandler<S>] | [EndpointRouteSettings, EndpointHandler<S>]
): Promise<void> {
  const [{ duringEnrolment, streamBody, ...settings }, handler] =
    rest.length === 1 ? [{}, rest[0]] : rest
  const config: FastifyContextConfig = {
    ...settings,
    access: accessOf(endpoint, duringEnrolment === undefined ? {} : { duringEnrolment }),
  }
  const schemas: EndpointSchemas = await endpoint.schemas()
  const status = endpoint.status ?? 200
  const route: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    config,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      response: {
        [status]: schemas.response ?? noContent,
        ...errors(...endpoint.errors),
      },
    },
    handler: async (request, reply) => {
      const answer: unknown = await Promise.resolve(handler(request as EndpointRequest<S>, reply))
      if (reply.sent) return reply
      // A stream is a file, always a 200: an export answers a small file at once where a large
      // one becomes a job, the entry's 202 (ADR 042).
      if (answer instanceof Readable) return reply.code(200).send(answer)
      return reply.code(status).send(status === 204 ? null : answer)
    },
  }
  if (!endpoint.consumes) {
    app.route(route)
    return
  }
  // A raw body (an uploaded file) is read as a buffer, on this route only: the parser is added
  // inside a plugin of its own, which Fastify's encapsulation keeps from the other routes.
  const types = [...endpoint.consumes]
  await app.register((routeOnly, _options, done) => {
    if (streamBody) {
      routeOnly.addContentTypeParser(types, (_request, payload, parsed) => {
        parsed(null, payload)
      })
    } else {
      routeOnly.addContentTypeParser(types, { parseAs: 'buffer' }, (_request, body, parsed) => {
        parsed(null, body)
      })
    }
    routeOnly.route(route)
    done()
  })
}

/** The body of a `streamBody` route: the request's stream of the uploaded bytes. */
export function streamedBody(request: FastifyRequest): Readable {
  return request.body as Readable
}
