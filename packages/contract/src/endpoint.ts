import type { z } from 'zod'
import type { PolicyAction } from './policy'

/**
 * One HTTP endpoint of the API, declared once in the endpoint table (`endpoints.ts`): the server
 * registers its route and documents it in OpenAPI from this, the web client calls it by this.
 *
 * The zod schemas sit behind a loader so that a module of the table carries no zod at run time:
 * the web's first page imports the table's paths, and the schemas arrive in their own chunk with the
 * first call that needs them (ADR 002, ADR 010). The server loads them all once at start-up.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** `'public'`, or the policy action a signed-in caller's role must be allowed. */
export type EndpointAccess = PolicyAction | 'public'

export interface EndpointSchemas {
  /** Path parameters, named as in `path` (`/api/users/:id` → `{ id }`). */
  params?: z.ZodType
  query?: z.ZodType
  /** The JSON request body. */
  body?: z.ZodType
  /** The success answer; absent when the endpoint answers 204 without a body. */
  response?: z.ZodType
}

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod
  /** The path in Fastify's form, parameters as `:name`. */
  path: string
  /** One line for the API reference. */
  summary: string
  description?: string
  /** The feature the endpoint belongs to (the OpenAPI tag). */
  tag: string
  /** `bearer`: the caller sends its session token; `public`: callable without signing in. */
  auth: 'bearer' | 'public'
  /**
   * Who may call it: `'public'` (with `auth: 'public'`), or the action of the permission policy
   * (`policy.ts`, ADR 014) whose roles may, signed in. The server checks it before the handler
   * runs; the web offers a button or a page only to a role it allows (`mayCall`).
   */
  access: EndpointAccess
  /**
   * The success status: 200 by default, 201 for a created object, 202 for accepted work whose
   * outcome the caller learns elsewhere (an e-mail), 204 for no body.
   */
  status?: 200 | 201 | 202 | 204
  /** Error statuses the endpoint can answer, each in the one error envelope. */
  errors: readonly number[]
  /** Content types of a raw (non-JSON) body, e.g. an uploaded spreadsheet. */
  consumes?: readonly string[]
  schemas: () => Promise<S>
}

/** Declares an endpoint with its schema types kept exact (`const` keeps the literal path). */
export function defineEndpoint<S extends EndpointSchemas>(endpoint: Endpoint<S>): Endpoint<S> {
  return endpoint
}

type Schema<S, K extends keyof EndpointSchemas> = S extends {
  [key in K]: infer T extends z.ZodType
}
  ? T
  : undefined

/** What the server sees after validation (defaults and transforms applied). */
export type EndpointParsed<S, K extends keyof EndpointSchemas> =
  Schema<S, K> extends z.ZodType ? z.output<Schema<S, K>> : undefined

/** What a caller sends (before defaults and transforms). */
export type EndpointInput<S, K extends keyof EndpointSchemas> =
  Schema<S, K> extends z.ZodType ? z.input<Schema<S, K>> : undefined

/** The success answer as the caller receives it (`undefined` for 204). */
export type EndpointResult<S> =
  Schema<S, 'response'> extends z.ZodType ? z.output<Schema<S, 'response'>> : undefined

/** The schemas type of an endpoint. */
export type SchemasOf<E> = E extends Endpoint<infer S> ? S : never

/** Fills the `:name` parameters of a path, each encoded. */
export function endpointPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(value)
  })
}

/** Every endpoint of a table whose groups hold endpoints, flattened with their names. */
export function listEndpoints(
  table: Record<string, Record<string, Endpoint>>,
): { name: string; endpoint: Endpoint }[] {
  return Object.entries(table).flatMap(([group, entries]) =>
    Object.entries(entries).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })),
  )
}

/** Every API path starts with this; the web client tells its own pages from API calls by it. */
export const API_PREFIX = '/api/'
