import { authEndpoints as endpoints } from '@konzilium/contract/endpoints/auth'
import type { SecondFactorInput, SignInAnswer, SignInInput } from '@konzilium/contract/session'
import { useMutation } from '@tanstack/react-query'
import { callEndpoint } from '../../../shared/http/call-endpoint'
import { session } from '../../../shared/session/session-store'

/** POST /api/auth: e-mail and password in; the session, or a request for the second factor, out. */
function signIn(input: SignInInput): Promise<SignInAnswer> {
  return callEndpoint(endpoints.signIn, { body: input })
}

/** POST /api/auth/second-factor: completes a sign-in with the authenticator or a recovery code. */
function completeSecondFactor(input: SecondFactorInput): Promise<SignInAnswer> {
  return callEndpoint(endpoints.completeSecondFactor, { body: input })
}

// Both forms show their own errors next to the fields; no App Error toast. Nothing is cached before
// sign-in; the cache of another account is cleared when the session changes (app/providers.tsx).
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { handlesErrors: true } })
}

export function useSecondFactor() {
  return useMutation({ mutationFn: completeSecondFactor, meta: { handlesErrors: true } })
}

let pending: Promise<void> | null = null

/**
 * DELETE /api/auth ends the session on the server when we still hold a token; then the local session
 * is cleared whatever the answer. An expired token (`Token expired`, nothing sent) or an unreachable
 * server must never keep a user signed in on this device. The endpoint is public (an expired session
 * may sign out too), so the token is sent explicitly.
 */
export function signOut(): Promise<void> {
  pending ??= (
    session.getAuth() ? callEndpoint(endpoints.signOut, { authenticated: true }) : Promise.resolve()
  )
    .catch(() => undefined)
    .finally(() => {
      session.logout()
      pending = null
    })
  return pending
}
