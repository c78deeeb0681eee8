import type { ErrorIssue } from '@konzilium/contract/errors'
import { HttpError } from '../http/http-errors'

/** What a form shows after a failed submission: messages next to fields, the rest in one alert. */
export interface FormErrors<F extends string> {
  fields: Partial<Record<F, string>>
  form?: string
}

/**
 * The field an issue belongs to: the envelope's `path` equals the field name (`email`,
 * `peripheralDoctor.ico`); a deeper path (`regions.2`) lands on the field that holds it.
 */
export function fieldOfPath<F extends string>(path: string, fields: readonly F[]): F | undefined {
  if (fields.includes(path as F)) return path as F
  return fields
    .filter((field) => path.startsWith(`${field}.`))
    .sort((a, b) => b.length - a.length)[0]
}

/** Puts each issue on its field (the first message wins); issues without a field go to the alert. */
export function issuesToErrors<F extends string>(
  issues: readonly ErrorIssue[],
  fields: readonly F[],
): FormErrors<F> {
  const errors: FormErrors<F> = { fields: {} }
  for (const issue of issues) {
    const field = fieldOfPath(issue.path, fields)
    if (field) errors.fields[field] ??= issue.message
    else errors.form ??= issue.message
  }
  return errors
}

/**
 * A failed submission as form errors: the envelope's issues on their fields, its status message in
 * the alert when no field was named, and `fallback` (no connection) for anything that is not an
 * answer of the server.
 */
export function formErrorsFrom<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): FormErrors<F> {
  if (!(error instanceof HttpError)) return { fields: {}, form: fallback }
  // A rate limit's issue is the wait in words, not a field's problem.
  if (error.code === 'RATE_LIMITED') return { fields: {}, form: rateLimitMessage(error) }
  const errors = issuesToErrors(error.issues ?? [], fields)
  if (Object.keys(errors.fields).length === 0) errors.form ??= error.statusMessage
  return errors
}

export function rateLimitMessage(error: HttpError): string {
  return error.issues?.[0]?.message ?? error.statusMessage
}

/** Until when a 429 answer asks to wait, or null for any other failure. */
export function retryAfterFrom(
  error: unknown,
  now: number,
): { until: number; message: string } | null {
  if (!(error instanceof HttpError) || error.code !== 'RATE_LIMITED') return null
  const seconds = error.retryAfterSeconds ?? 60
  return { until: now + seconds * 1000, message: rateLimitMessage(error) }
}

/** Whole minutes left until `until`, at least one while any time is left. */
export function minutesLeft(until: number, now: number): number {
  const ms = until - now
  return ms <= 0 ? 0 : Math.max(1, Math.ceil(ms / 60_000))
}
