import { HttpError } from '../../shared/http/http-errors'

export interface LoginErrors {
  email?: string
  password?: string
  form?: string
}

/** Puts the envelope's issues next to their fields; anything else becomes the form's message. */
export function loginErrorsFrom(error: unknown, fallback: string): LoginErrors {
  if (!(error instanceof HttpError)) return { form: fallback }
  const errors: LoginErrors = {}
  for (const issue of error.issues ?? []) {
    if (issue.path === 'email' || issue.path === 'password') errors[issue.path] ??= issue.message
    else errors.form ??= issue.message
  }
  if (!errors.email && !errors.password) errors.form ??= error.statusMessage
  return errors
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The checks worth doing before a round trip; the server validates again. */
export function validateLogin(
  email: string,
  password: string,
  messages: { emailRequired: string; emailInvalid: string; passwordRequired: string },
): LoginErrors {
  const errors: LoginErrors = {}
  if (!email) errors.email = messages.emailRequired
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid
  if (!password) errors.password = messages.passwordRequired
  return errors
}
