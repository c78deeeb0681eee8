import type { ErrorCode, ErrorEnvelope, ErrorIssue } from '@konzilium/contract/errors'

export const TOKEN_EXPIRED_MESSAGE = 'Token expired'

/**
 * A non-ok answer, thrown with the parsed body. It carries the error envelope's fields
 * so the toast can show `statusMessage` and forms can put `issues` next to their fields.
 */
export class HttpError extends Error implements ErrorEnvelope {
  override readonly name = 'HttpError'
  readonly statusCode: number
  readonly statusMessage: string
  readonly code: ErrorCode
  readonly issues: ErrorIssue[] | undefined
  /** The parsed body as the server sent it (the envelope, or text when the body was not JSON). */
  readonly body: unknown
  /** Whether the failed call carried a bearer token: a 401 then means the session has ended. */
  readonly authenticated: boolean
  /** Seconds from the `Retry-After` header (429 answers): how long to wait before trying again. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    envelope: ErrorEnvelope,
    body: unknown,
    authenticated: boolean,
    retryAfterSeconds?: number,
  ) {
    super(envelope.message)
    this.statusCode = envelope.statusCode
    this.statusMessage = envelope.statusMessage
    this.code = envelope.code
    this.issues = envelope.issues
    this.body = body
    this.authenticated = authenticated
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** Raised before an authenticated call whose stored token expiry is earlier than now; nothing is sent. */
export class TokenExpiredError extends Error {
  override readonly name = 'TokenExpiredError'
  constructor() {
    super(TOKEN_EXPIRED_MESSAGE)
  }
}

export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError'
  constructor(url: string, timeoutMs: number) {
    super(`Request to ${url} timed out after ${timeoutMs} ms`)
  }
}

export class CrossOriginRequestError extends Error {
  override readonly name = 'CrossOriginRequestError'
  constructor(url: string) {
    super(`Refused a request to another origin: ${url}`)
  }
}

/** The session can no longer be used: the token expired locally, or the server rejected a bearer token. */
export function isSessionEndedError(error: unknown): boolean {
  if (error instanceof Error && error.message === TOKEN_EXPIRED_MESSAGE) return true
  return (
    error instanceof HttpError &&
    error.authenticated &&
    (error.statusCode === 401 || error.code === 'TOKEN_EXPIRED')
  )
}

/** `Retry-After` is either seconds or an HTTP date; anything else is ignored. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, Math.ceil((date - now) / 1000))
}
