import type { AuthTokens } from '@konzilium/contract/session'
import { isSessionEndedError } from '../http/http-errors'
import { renewToken } from './renew-token'
import { session } from './session-store'

/** Renew when the token has less than this left. */
export const RENEW_BEFORE_EXPIRY_MS = 2 * 60 * 1000
/** Activity checks at most this often: a keystroke must not cost a storage read each time. */
export const ACTIVITY_THROTTLE_MS = 30 * 1000

export function needsRenewal(auth: AuthTokens | null, now: number): boolean {
  if (!auth) return false
  return Date.parse(auth.accessTokenExpiresAt) - now < RENEW_BEFORE_EXPIRY_MS
}

let inFlight: Promise<void> | null = null

/**
 * Renews the token when it expires within two minutes. With an already expired token the request helper
 * raises `Token expired` without sending anything, and `onSessionEnded` signs the user out.
 */
export function renewTokenIfNeeded(
  onSessionEnded: (error: unknown) => void,
  renew: () => Promise<AuthTokens> = renewToken,
): Promise<void> {
  if (!session.isSignedIn() || !needsRenewal(session.getAuth(), Date.now()))
    return Promise.resolve()
  inFlight ??= renew()
    .then((auth) => {
      session.updateToken(auth)
    })
    .catch((error: unknown) => {
      // Any other failure (offline, 5xx) keeps the session: the next activity tries again.
      if (isSessionEndedError(error)) onSessionEnded(error)
    })
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

/** Checks now (entering the app layout) and on user activity, throttled. Returns a stop function. */
export function keepSessionAlive(onSessionEnded: (error: unknown) => void): () => void {
  let lastCheck = 0
  const check = () => {
    const now = Date.now()
    if (now - lastCheck < ACTIVITY_THROTTLE_MS) return
    lastCheck = now
    void renewTokenIfNeeded(onSessionEnded)
  }
  check()
  const events = ['pointerdown', 'keydown', 'visibilitychange'] as const
  for (const type of events) document.addEventListener(type, check, { passive: true })
  return () => {
    for (const type of events) document.removeEventListener(type, check)
  }
}
