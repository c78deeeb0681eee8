import { isChunkLoadError } from '../shared/build-version/chunk-reload'
import { isSessionEndedError } from '../shared/http/http-errors'
import { translate } from '../shared/i18n/i18n-store'
import { navigateTo } from '../shared/navigation/navigate'
import { session } from '../shared/session/session-store'
import { showAppErrorToast } from '../shared/toasts/app-error-toast'
import { toasts } from '../shared/toasts/toast-store'
import { paths } from './paths'

/**
 * A `Token expired` error anywhere ends the session: sign out, tell the user, go to /login. Several
 * queries can fail at once; only the first one (while still signed in) acts.
 */
export function endExpiredSession(): void {
  if (!session.isSignedIn()) return
  navigateTo(paths.login, { replace: true })
  session.logout()
  toasts.add({
    title: translate('session.expired.title'),
    description: translate('session.expired.description'),
    type: 'warning',
  })
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/** Errors nobody handled locally (spec section 8): an `App Error` toast, or the sign-out above. */
export function handleAppError(error: unknown): void {
  if (isSessionEndedError(error)) {
    endExpiredSession()
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
