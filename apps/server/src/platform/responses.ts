import { z } from 'zod'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'

/** Error answers a route documents in OpenAPI, all in the one envelope: `errors(400, 401, 429)`. */
export function errors(...statusCodes: number[]): Record<number, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statusCodes.map((code) => [code, errorEnvelopeSchema]))
}

/** A 204 answer has no body. */
export const noContent = z.null().describe('No content')
