import { z } from 'zod'

/**
 * Stable, machine-readable error codes. The client branches on these, never on messages.
 * Adding a code is fine; renaming one is a breaking change for every client in the field.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_BODY',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  /** 422: a well-formed upload whose content passes a limit (rows, cell length). */
  'UNPROCESSABLE_CONTENT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Accounts (ADR 006)
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'SECOND_FACTOR_ENROLMENT_REQUIRED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_USED',
  /** A one-time link spent by too many wrong answers (a report link's birth dates). */
  'ATTEMPTS_EXHAUSTED',
  'HUMAN_VERIFICATION_FAILED',
  // Exports (ADR 042): 410, a job's file was deleted when it expired
  'EXPORT_EXPIRED',
] as const

export const errorCodeSchema = z.enum(errorCodes)
export type ErrorCode = z.infer<typeof errorCodeSchema>

export const errorIssueSchema = z.object({
  /** Dotted path of the offending field, e.g. `address.city` or `items.2.email`; empty for the whole body. */
  path: z.string(),
  /** Human message in the caller's language, shown next to the field. */
  message: z.string(),
  /**
   * A record the caller may open about this problem (the patient who already has this birth
   * number), only when the caller may read it; never present otherwise.
   */
  target: z.object({ type: z.literal('patient'), id: z.uuid() }).optional(),
})
export type ErrorIssue = z.infer<typeof errorIssueSchema>

/** The single error shape of every non-2xx API answer; 5xx never carry internals. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  /** Short sentence in the caller's language; the client's error toast shows it. */
  statusMessage: z.string(),
  /** Technical message in English for logs and the error page's details. Never internals on 5xx. */
  message: z.string(),
  code: errorCodeSchema,
  issues: z.array(errorIssueSchema).optional(),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>
