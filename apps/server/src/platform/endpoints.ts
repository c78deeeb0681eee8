import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify'
import type { z } from 'zod'
import type { Endpoint, EndpointParsed, EndpointSchemas } from '@konzilium/contract/endpoint'
import type { Access } from './auth/access'
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

/** Who may call the route (deny by default, see auth/access.ts) and its other route settings. */
export type EndpointRouteConfig = FastifyContextConfig & { access: Access }

/**
 * Registers the route of one endpoint of the contract's table: method, path, schemas, success
 * status and OpenAPI text come from the table, so a route cannot drift from what the web client
 * calls (ADR 010). The route adds only what is the server's: who may call it, its limits, and the
 * handler (HTTP only; the use case does the work).
 */
export async function registerEndpoint<S extends EndpointSchemas>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  config: EndpointRouteConfig,
  handler: EndpointHandler<S>,
): Promise<void> {
  if ((endpoint.auth === 'public') !== (config.access.kind === 'public')) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: the table says auth '${endpoint.auth}' but the route ` +
        `declares ${config.access.kind} access`,
    )
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
      return reply.code(status).send(status === 204 ? null : answer)
    },
  }
  if (!endpoint.consumes) {
    app.route(route)
    return
  }
  // A raw body (an uploaded file) is read as a buffer, on this route only.
  const types = [...endpoint.consumes]
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(types, { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body)
    })
    scope.route(route)
    done()
  })
}
