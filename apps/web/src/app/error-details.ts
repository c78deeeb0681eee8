/** The technical details the error page's toggle shows or hides. */
export interface ErrorDetails {
  message: string
  name: string
  cause: string
  statusCode: string
  statusMessage: string
}

function describeCause(cause: unknown): string {
  if (cause === undefined || cause === null) return ''
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`
  if (typeof cause === 'string') return cause
  try {
    return JSON.stringify(cause)
  } catch {
    return Object.prototype.toString.call(cause)
  }
}

function field(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null
    ? (source as Record<string, unknown>)[key]
    : undefined
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

export function errorDetails(error: unknown): ErrorDetails {
  if (error instanceof Error) {
    return {
      message: error.message,
      name: error.name,
      cause: describeCause(error.cause),
      statusCode: text(field(error, 'statusCode')),
      statusMessage: text(field(error, 'statusMessage')),
    }
  }
  return {
    message: text(error) || describeCause(error),
    name: '',
    cause: '',
    statusCode: '',
    statusMessage: '',
  }
}

export function isForbidden(error: unknown): boolean {
  return field(error, 'statusCode') === 403
}

export function isNotFound(error: unknown): boolean {
  return field(error, 'statusCode') === 404
}

/** The path a 403 or 404 page error names (`ForbiddenPageError`, `NotFoundError`), if any. */
export function errorPath(error: unknown): string | undefined {
  const path = field(error, 'path')
  return typeof path === 'string' ? path : undefined
}
