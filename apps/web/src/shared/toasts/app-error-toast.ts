import { toasts } from './toast-store'

const APP_ERROR = 'App Error'

/** The error toast's description is the status message, else the message, else 'App Error'. */
export function appErrorDescription(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { statusMessage, message } = error as { statusMessage?: unknown; message?: unknown }
    if (typeof statusMessage === 'string' && statusMessage.trim() !== '') return statusMessage
    if (typeof message === 'string' && message.trim() !== '') return message
  }
  if (typeof error === 'string' && error.trim() !== '') return error
  return APP_ERROR
}

/** The error toast of an unhandled app error, titled exactly 'App Error'. */
export function showAppErrorToast(error: unknown): void {
  toasts.add({ title: APP_ERROR, description: appErrorDescription(error), type: 'error' })
}
