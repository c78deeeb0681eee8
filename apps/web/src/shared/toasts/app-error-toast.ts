import { translate } from '../i18n/i18n-store'
import { toasts } from './toast-store'

/**
 * The error toast's description: the server's status message (already in the user's language),
 * else a general request to try again; an exception's own (English, technical) message is for
 * the error page's details, not for a toast.
 */
export function appErrorDescription(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { statusMessage } = error as { statusMessage?: unknown }
    if (typeof statusMessage === 'string' && statusMessage.trim() !== '') return statusMessage
  }
  return translate('error.toast.description')
}

/**
 * The toast of an error nobody handled where it happened (a form puts its own on its fields): a
 * real title in the user's language, never a technical name.
 */
export function showAppErrorToast(error: unknown): void {
  toasts.add({
    title: translate('error.toast.title'),
    description: appErrorDescription(error),
    type: 'error',
  })
}
