import type { FastifyRequest, FastifySchemaCompiler, FastifyServerOptions } from 'fastify'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { safeEncode, type z } from 'zod'

/**
 * Request validation with the zod schemas of packages/contract. The raw issues travel to the
 * error handler, which words them in the caller's language; `input` is kept only for that
 * wording and never sent back (it may be patient data).
 */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError'
  readonly statusCode = 400

  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super(`Request ${part} failed validation`)
  }
}

/** The children of a JSON value with their keys; none for text, numbers and raw bytes. */
function childrenOf(value: unknown): [PropertyKey, unknown][] {
  // A raw body (an uploaded file's bytes) is not text: its own parser judges it.
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return []
  if (Array.isArray(value)) return value.map((item, index): [PropertyKey, unknown] => [index, item])
  return Object.entries(value)
}

const nul = '\u0000'
const keyHoldsNul = (key: PropertyKey) => typeof key === 'string' && key.includes(nul)

/**
 * Whether any string in `value`, an object's key or a value at any depth, holds U+0000. A loop
 * over a stack, not recursion: a body within the size limit can nest deeper than the call stack.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (next.includes(nul)) return true
      continue
    }
    for (const [key, item] of childrenOf(next)) {
      if (keyHoldsNul(key)) return true
      pending.push(item)
    }
  }
  return false
}

/** A path as a chain from the leaf up, so a deep value costs no copy of its path per level. */
type Trail = { parent: Trail; key: PropertyKey } | null

function pathOf(trail: Trail): PropertyKey[] {
  const keys: PropertyKey[] = []
  for (let at = trail; at !== null; at = at.parent) keys.push(at.key)
  return keys.reverse()
}

/** Enough to show a caller what to fix; a body full of NULs gets no longer an answer. */
const MAX_NUL_PATHS = 20

/**
 * The paths of the strings and object keys in `value` that hold U+0000, in the order of the
 * request, at most `MAX_NUL_PATHS`. No PostgreSQL text or jsonb can store that character, so such
 * a value would fail in the database instead of being refused here. A key is named with each NUL
 * written as the six characters `\u0000`, so the answer names the key without carrying the
 * character itself.
 */
export function nulPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = []
  const pending: { value: unknown; trail: Trail; badKey: boolean }[] = [
    { value, trail: null, badKey: false },
  ]
  while (pending.length > 0 && found.length < MAX_NUL_PATHS) {
    const next = pending.pop()
    if (!next) break
    if (next.badKey || (typeof next.value === 'string' && next.value.includes(nul))) {
      found.push(pathOf(next.trail))
      continue
    }
    // Pushed last to first, so they are taken first to last.
    for (const [key, item] of childrenOf(next.value).reverse()) {
      const badKey = keyHoldsNul(key)
      const shown = badKey ? String(key).replaceAll(nul, '\\u0000') : key
      pending.push({ value: item, trail: { parent: next.trail, key: shown }, badKey })
    }
  }
  return found
}

/** The refusal of a request part that holds U+0000: one issue per offending string or key. */
export function nulRefusal(value: unknown, part: string): RequestValidationError {
  const issues = nulPaths(value).map((path): z.core.$ZodIssue => ({
    code: 'custom',
    path,
    message: 'text.nul',
    input: undefined,
  }))
  return new RequestValidationError(issues, part)
}

/**
 * Every part a schema validates (body, query string, route parameters, headers) is first checked
 * for U+0000, keys included and before the schema runs: a key the schema would drop or a value it
 * would refuse for another reason is still refused for what it is.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const part = httpPart ?? 'body'
    if (holdsNul(data)) return { error: nulRefusal(data, part) }
    const result = schema.safeParse(data, { reportInput: true })
    if (!result.success) return { error: new RequestValidationError(result.error.issues, part) }
    return { value: result.data }
  }

/**
 * Headers the app reads without a schema (language, user agent, client id, token) are held to the
 * same rule. Node's HTTP parser already refuses U+0000 in a header from a socket; this keeps the
 * rule for any other way a request is made (`inject`, a proxy that decodes).
 */
export function refuseNulInHeaders(
  request: FastifyRequest,
  _reply: unknown,
  done: (error?: Error) => void,
) {
  if (holdsNul(request.headers)) {
    done(nulRefusal(request.headers, 'headers'))
    return
  }
  done()
}

type SchemaControllerOptions = NonNullable<FastifyServerOptions['schemaController']>
type CompilersFactory = NonNullable<SchemaControllerOptions['compilersFactory']>
type SerializerCompiler = (route: {
  schema: z.ZodType
  method: string
  url: string
}) => (data: unknown) => string

/**
 * Writes a route's answers as its response schema allows: zod's `encode`, then `JSON.stringify`.
 * A field the schema does not declare (say a password hash) is dropped; an answer the schema
 * refuses becomes a 500 carrying zod's issues for the log (as fastify-type-provider-zod's own
 * serializer answers), which the error handler turns into an envelope that shows nothing of it.
 */
export const responseSerializerCompiler: SerializerCompiler =
  ({ schema, method, url }) =>
  (data) => {
    const result = safeEncode(schema, data)
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error })
    return JSON.stringify(result.data)
  }

/**
 * Fastify's `schemaController` option: zod validates every route and its response schema writes
 * every answer. Given to the constructor, so Fastify does not load its default compilers (ajv,
 * fast-json-stringify) at start; `setValidatorCompiler()` installs the same factories, but only
 * after the defaults were loaded.
 */
export function zodSchemaController(): SchemaControllerOptions {
  return {
    compilersFactory: {
      // Fastify types the factories for ajv; what they return is what setValidatorCompiler() takes.
      buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
      buildSerializer: (() =>
        responseSerializerCompiler) as unknown as CompilersFactory['buildSerializer'],
    },
  }
}
