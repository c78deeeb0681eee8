import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
import type { DestinationStream, LoggerOptions } from 'pino'
import { clientHeaderNames } from '@konzilium/contract/client-headers'
import { classOf, databaseErrorFields, databaseErrorIn } from './database-errors'

/**
 * Structured logs that never contain bodies, query strings or tokens: query strings and bodies may
 * carry patient data, headers carry bearer tokens. A request is logged by its method, path, status,
 * duration and the client's id/type/version (the `X-Client-*` headers).
 */
function pathOnly(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? ''
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  // Clients choose these values: keep them short and printable so a log line cannot be forged.
  return typeof value === 'string' ? value.replace(/[^\w.:-]/g, '').slice(0, 64) : undefined
}

/**
 * The frames of an error's stack, without the first line that repeats the (here unsafe) message:
 * what follows the message, and of that only the `at ...` lines, since a value in the message
 * could itself look like a frame.
 */
function framesOf(error: Error): string | undefined {
  const stack = error.stack
  if (stack === undefined) return undefined
  const end = stack.indexOf(error.message)
  if (end === -1) return undefined
  return stack
    .slice(end + error.message.length)
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')
}

/**
 * What a log line says of an error. A database error is reduced to its class, SQLSTATE code,
 * constraint, table and column and the frames of its stack: its message, `params`, `detail`,
 * `where` and `cause` may hold patient data. Any other error keeps its name, message, code and
 * stack, which the app writes itself.
 */
export function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error }
  const database = databaseErrorIn(error)
  if (database) {
    return {
      type: error.name,
      database: classOf(database),
      ...databaseErrorFields(error),
      stack: framesOf(error),
    }
  }
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    message: error.message,
    code: typeof code === 'string' ? code : undefined,
    stack: error.stack,
  }
}

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    base: { service: 'konzilium' },
    serializers: { err: serializeError },
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'debug'`: answers below 400 are logged at debug level only. For cheap, public, anonymous
     * compute (the score API), where a line per served call cost a sixth of its throughput and
     * tells nothing; its refusals, validation failures and errors are still logged at info.
     */
    successLogLevel?: 'debug'
  }
  interface FastifyRequest {
    /**
     * Set by code that logs this request its own way, so no "request completed" line is written:
     * the in-memory rate limit logs a flood of refusals once per address and window, not once per
     * refused call (rate-limit/memory.ts).
     */
    requestLineOmitted: boolean
  }
}

/** What a line about a request says of it: never a body, a query string or a token. */
export function requestFields(request: FastifyRequest, status: number) {
  return {
    method: request.method,
    path: pathOnly(request.url),
    status,
    clientId: header(request, clientHeaderNames.clientId),
    clientType: header(request, clientHeaderNames.clientType),
    clientVersion: header(request, clientHeaderNames.clientVersion),
  }
}

export function registerRequestLogging(app: FastifyInstance) {
  app.decorateRequest('requestLineOmitted', false)
  // A callback hook, not an async one: it runs on every answer, and a promise per answer is waste.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.requestLineOmitted) {
      done()
      return
    }
    const level =
      reply.statusCode < 400 && request.routeOptions.config.successLogLevel === 'debug'
        ? 'debug'
        : 'info'
    // Skip building the line at all when its level is off (the common case for quiet routes).
    if (level === 'debug' && request.log.level !== 'debug' && request.log.level !== 'trace') {
      done()
      return
    }
    request.log[level](
      {
        ...requestFields(request, reply.statusCode),
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    )
    done()
  })
}

export type Logger = FastifyBaseLogger
