import { isChunkLoadError } from '../shared/build-version/chunk-reload'
import { HttpError, isSessionEndedError } from '../shared/http/http-errors'
import { translate } from '../shared/i18n/i18n-store'
import { navigateTo } from '../shared/navigation/navigate'
import { session } from '../shared/session/session-store'
import { showAppErrorToast } from '../shared/toasts/app-error-toast'
import { toasts } from '../shared/toasts/toast-store'
import { paths, to } from '../shared/navigation/paths'

/**
 * A server that no longer knows the token (401 `UNAUTHORIZED`: the account was locked, the password
 * changed, the session ended in the profile or on another device) is told apart from a token that
 * simply ran out, so the user learns why they have to sign in again.
 */
export function wasSessionEndedElsewhere(error: unknown): boolean {
  return error instanceof HttpError && error.authenticated && error.code === 'UNAUTHORIZED'
}

/**
 * A `Token expired` error anywhere ends the session: sign out, tell the user, go to /login. Several
 * queries can fail at once; only the first one (while still signed in) acts.
 */
export function endExpiredSession(error?: unknown): void {
  if (!session.isSignedIn()) return
  navigateTo(paths.login, { replace: true })
  session.logout()
  const ended = wasSessionEndedElsewhere(error)
  toasts.add({
    title: translate(ended ? 'session.ended.title' : 'session.expired.title'),
    description: translate(ended ? 'session.ended.description' : 'session.expired.description'),
    type: 'warning',
  })
}

/**
 * An admin whose deployment requires two-factor sign-in holds an enrolment-only session until it is
 * set up (ADR 006); any other call answers 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`: go and set it up.
 */
export function isEnrolmentRequiredError(error: unknown): boolean {
  return error instanceof HttpError && error.code === 'SECOND_FACTOR_ENROLMENT_REQUIRED'
}

export function leadToTwoFactorEnrolment(): void {
  navigateTo(to.profile('two-factor'))
  toasts.add({
    title: translate('login.enrolment.title'),
    description: translate('login.enrolment.description'),
    type: 'warning',
  })
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/** Errors nobody handled locally: the generic error toast, or the sign-out above. */
export function handleAppError(error: unknown): void {
  if (isSessionEndedError(error)) {
    endExpiredSession(error)
    return
  }
  if (isEnrolmentRequiredError(error)) {
    leadToTwoFactorEnrolment()
    return
  }
  // A chunk failure is the router's to handle (guarded reload); an abort is a cancelled request.
  if (isChunkLoadError(error) || isAbort(error)) return
  showAppErrorToast(error)
}

/** Browsers report this benign layout notice as an error; it is not the user's problem. */
const IGNORED_MESSAGES = ['ResizeObserver loop']

export function installGlobalErrorHandlers(): () => void {
  const onError = (event: ErrorEvent) => {
    if (IGNORED_MESSAGES.some((text) => event.message.includes(text))) return
    handleAppError(event.error ?? new Error(event.message))
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    handleAppError(event.reason)
  }
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
