import { request } from '../../../shared/http/request'
import { session } from '../../../shared/session/session-store'

let pending: Promise<void> | null = null

/**
 * DELETE /api/auth ends the session on the server when we still hold a token; then the local session
 * is cleared whatever the answer. An expired token (`Token expired`, nothing sent) or an unreachable
 * server must never keep a user signed in on this device.
 */
export function signOut(): Promise<void> {
  pending ??= (
    session.getAuth()
      ? request('/api/auth', { method: 'DELETE', authenticated: true }).then(() => undefined)
      : Promise.resolve()
  )
    .catch(() => undefined)
    .finally(() => {
      session.logout()
      pending = null
    })
  return pending
}
