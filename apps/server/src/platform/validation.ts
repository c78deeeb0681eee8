import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'

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

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true })
    if (result.success) return { value: result.data }
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') }
  }

type SchemaControllerOptions = NonNullable<FastifyServerOptions['schemaController']>
type CompilersFactory = NonNullable<SchemaControllerOptions['compilersFactory']>

/**
 * Fastify's `schemaController` option: zod validates and serializes every route. Given to the
 * constructor, so Fastify does not load its default compilers (ajv, fast-json-stringify) at start;
 * `setValidatorCompiler()` installs the same factories, but only after the defaults were loaded.
 */
export const zodSchemaController: SchemaControllerOptions = {
  compilersFactory: {
    // Fastify types the factories for ajv; what they return is what setValidatorCompiler() takes.
    buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
  },
}
