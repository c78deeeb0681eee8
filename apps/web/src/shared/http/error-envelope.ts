import type { ErrorCode, ErrorEnvelope } from '@konzilium/contract/errors'

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED'
    case 401:
      return 'UNAUTHORIZED'
    case 403:
      return 'FORBIDDEN'
    case 404:
      return 'NOT_FOUND'
    case 405:
      return 'METHOD_NOT_ALLOWED'
    case 409:
      return 'CONFLICT'
    case 413:
      return 'PAYLOAD_TOO_LARGE'
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE'
    case 429:
      return 'RATE_LIMITED'
    case 503:
      return 'SERVICE_UNAVAILABLE'
    default:
      return 'INTERNAL_ERROR'
  }
}

/**
 * Our server always answers errors with the envelope; a proxy or a crashed upstream may not (an HTML
 * 502 page, an empty 504). Those still become an envelope so every caller handles one shape.
 */
export async function toErrorEnvelope(
  status: number,
  statusText: string,
  body: unknown,
): Promise<ErrorEnvelope> {
  // Loaded only on the error path (see SchemaLoader in request.ts).
  const { errorEnvelopeSchema } = await import('@konzilium/contract/errors')
  const parsed = errorEnvelopeSchema.safeParse(body)
  if (parsed.success) return parsed.data
  // A server newer than this client may send a code it does not know yet ("adding a code is fine",
  // errors.ts): keep the human message and issues, derive the code from the status.
  const withoutCode = errorEnvelopeSchema.omit({ code: true }).safeParse(body)
  if (withoutCode.success) return { ...withoutCode.data, code: codeForStatus(status) }
  const text = typeof body === 'string' ? body.trim().slice(0, 200) : ''
  const code = codeForStatus(status)
  return {
    statusCode: status >= 400 && status <= 599 ? status : 500,
    statusMessage: statusText || `HTTP ${status}`,
    message: text || `HTTP ${status}${statusText ? ` ${statusText}` : ''}`,
    code,
  }
}
