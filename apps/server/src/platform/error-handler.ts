import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorCode, ErrorEnvelope } from '@konzilium/contract/errors'
import {
  customMessages,
  formatIssueMessage,
  issuePath,
  type MessageLocale,
} from '@konzilium/contract/validation-messages'
import { AppError } from './app-error'
import { isInputCausedDatabaseError } from './database-errors'
import { requestLocale } from './locale'
import { statusMessage } from './status-messages'
import { RequestValidationError } from './validation'

const codeByStatus: Record<number, ErrorCode> = {
  400: 'MALFORMED_BODY',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
}

function envelope(
  statusCode: number,
  code: ErrorCode,
  message: string,
  locale: MessageLocale,
  issues?: ErrorEnvelope['issues'],
): ErrorEnvelope {
  return {
    statusCode,
    statusMessage: statusMessage(code, locale),
    message,
    code,
    ...(issues ? { issues } : {}),
  }
}

/** Maps anything thrown while handling a request to the one error envelope. */
export function toErrorEnvelope(error: unknown, locale: MessageLocale): ErrorEnvelope {
  if (error instanceof RequestValidationError) {
    const issues = error.issues.map((issue) => ({
      path: issuePath(issue),
      message: formatIssueMessage(issue, locale),
    }))
    return envelope(400, 'VALIDATION_FAILED', error.message, locale, issues)
  }
  if (error instanceof AppError) {
    // A use case may name an issue by its message key (`password.tooCommon`); word it here.
    const issues = error.issues?.map((issue) => ({
      path: issue.path,
      message: customMessages[issue.message]?.[locale] ?? issue.message,
      ...(issue.target ? { target: issue.target } : {}),
    }))
    return envelope(error.statusCode, error.code, error.message, locale, issues)
  }
  if (isInputCausedDatabaseError(error)) {
    // Which field it was the database cannot say in the API's terms: the issue names the body.
    const issues = [{ path: '', message: customMessages['text.unstorable']?.[locale] ?? '' }]
    return envelope(400, 'VALIDATION_FAILED', 'A value cannot be stored', locale, issues)
  }
  const fastifyError = error as Partial<FastifyError>
  const status = fastifyError.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? 'MALFORMED_BODY'
    // Fastify's own 4xx messages (bad JSON, too large, bad content type) carry no user data.
    return envelope(status, code, fastifyError.message ?? code, locale)
  }
  if (status === 503) return envelope(503, 'SERVICE_UNAVAILABLE', 'Service unavailable', locale)
  // Never leak internals on 5xx: the log has the details, the caller gets the request id.
  return envelope(500, 'INTERNAL_ERROR', 'Internal server error', locale)
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const body = toErrorEnvelope(error, requestLocale(request))
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed')
    // A schema let through a value the database refused: answered as bad input, and logged so
    // that the schema gets fixed.
    else if (isInputCausedDatabaseError(error))
      request.log.warn({ err: error }, 'the database refused a value from a request')
    if (error instanceof AppError && error.headers) void reply.headers(error.headers)
    const retryAfter = (error as { headers?: Record<string, unknown> }).headers?.['retry-after']
    if (typeof retryAfter === 'string' || typeof retryAfter === 'number')
      void reply.header('retry-after', retryAfter)
    return reply.status(body.statusCode).send(body)
  })
}

/**
 * Fastify's `frameworkErrors`: the router refuses a URL before any route or error handler runs (a
 * malformed escape such as `%E0%A4%A`, a path parameter over the router's length limit). Without
 * this the caller would get Fastify's own shape instead of the envelope.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const body = envelope(
    400,
    'VALIDATION_FAILED',
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : 'The address is not valid',
    requestLocale(request),
  )
  return reply.status(400).send(body)
}

/** Answers an unknown API route (or a client route when no web build is present). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body = envelope(
    404,
    'NOT_FOUND',
    `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`,
    requestLocale(request),
  )
  return reply.status(404).send(body)
}
