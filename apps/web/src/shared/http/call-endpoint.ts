import {
  endpointPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  type EndpointSchemas,
} from '@konzilium/contract/endpoint'
import { request } from './request'

type Part<S extends EndpointSchemas, K extends 'params' | 'query' | 'body'> =
  EndpointInput<S, K> extends undefined
    ? { [key in K]?: never }
    : Partial<EndpointInput<S, K>> extends EndpointInput<S, K>
      ? { [key in K]?: EndpointInput<S, K> }
      : { [key in K]: EndpointInput<S, K> }

/** What a call sends: the endpoint's own parameters, query and body, typed by its schemas. */
export type CallInput<S extends EndpointSchemas> = Part<S, 'params'> &
  Part<S, 'query'> &
  Part<S, 'body'> & {
    /** An uploaded file sent as it is, for an endpoint that `consumes` raw bodies. */
    rawBody?: Blob
    signal?: AbortSignal
    /**
     * Sends the bearer token to a public endpoint that acts on it when present (sign-out ends the
     * session it names, and still answers when the token has expired).
     */
    authenticated?: true
    /**
     * Checks the answer with this instead of the endpoint's zod schema: for the calls of the first
     * page, where loading zod would cost every first visit (client configuration).
     */
    parse?: (data: unknown) => EndpointResult<S>
  }

type Query = Record<string, string | number | boolean | undefined>

/** The input may be left out when nothing in it is required. */
export type CallArgs<S extends EndpointSchemas> =
  Partial<CallInput<S>> extends CallInput<S> ? [input?: CallInput<S>] : [input: CallInput<S>]

/**
 * Calls one endpoint of the contract's table (ADR 010): its method and path come from the table,
 * the bearer token is sent when the endpoint needs one, and the answer is checked with the
 * endpoint's response schema (loaded lazily, in parallel with the request).
 */
export function callEndpoint<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  ...[input]: CallArgs<S>
): Promise<EndpointResult<S>> {
  const { params, query, body, rawBody, signal, authenticated, parse } = (input ?? {}) as {
    params?: Record<string, string>
    query?: Query
    body?: unknown
    rawBody?: Blob
    signal?: AbortSignal
    authenticated?: true
    parse?: (data: unknown) => unknown
  }
  return request(endpointPath(endpoint.path, params), {
    method: endpoint.method,
    authenticated: endpoint.auth === 'bearer' || authenticated === true,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(rawBody ? { rawBody } : {}),
    ...(signal ? { signal } : {}),
    schema: async () => {
      if (parse) return { parse }
      const schemas: EndpointSchemas = await endpoint.schemas()
      return {
        parse: (data: unknown) => (schemas.response ? schemas.response.parse(data) : undefined),
      }
    },
  }) as Promise<EndpointResult<S>>
}

/**
 * Fetches the file an endpoint answers with (an attachment's download) as a blob, with the bearer
 * token: a plain link could not send it. The page shows it through an object URL it revokes.
 */
export function callEndpointForFile<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  input: {
    params?: Record<string, string>
    /** The JSON body of an endpoint that makes the file from it (a PDF export). */
    body?: EndpointInput<S, 'body'>
    signal?: AbortSignal
  },
): Promise<Blob> {
  return request<Blob>(endpointPath(endpoint.path, input.params), {
    method: endpoint.method,
    authenticated: endpoint.auth === 'bearer',
    responseType: 'blob',
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(input.signal ? { signal: input.signal } : {}),
  })
}
