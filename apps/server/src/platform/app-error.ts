import type { ErrorCode, ErrorIssue } from '@konzilium/contract/errors'

/**
 * An error a use case raises on purpose. The error handler turns it into the one error envelope
 * (`errorEnvelopeSchema` of the contract), with a `statusMessage` in the caller's language chosen
 * by `code`.
 */
export class AppError extends Error {
  override name = 'AppError'

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    /** Extra response headers, e.g. `Retry-After` on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`)
export const forbidden = (message = 'This action is not allowed') =>
  new AppError(403, 'FORBIDDEN', message)
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message)
