import { authEndpoints as endpoints } from '@konzilium/contract/endpoints/auth'
import type { SecondFactorInput, SignInAnswer, SignInInput } from '@konzilium/contract/session'
import { useCallback, useEffect, useRef, useState } from 'react'
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

export interface SubmissionHandlers<R> {
  onSuccess: (answer: R) => void
  onError: (error: unknown) => void
}

export interface Submission<I, R> {
  /** True from `mutate` until its answer or error arrived. */
  isPending: boolean
  mutate: (input: I, handlers: SubmissionHandlers<R>) => void
}

/**
 * A plain request with a pending flag, not a TanStack Query mutation: the sign-in page is a first
 * view, and this way it does not download the query client. The form shows every error
 * itself (as a mutation with `handlesErrors` did): these calls send no token, so no error of theirs
 * ends a session. Like a mutation's own callbacks, the handlers are not called once the form is gone.
 */
function useSubmission<I, R>(send: (input: I) => Promise<R>): Submission<I, R> {
  const [isPending, setPending] = useState(false)
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const mutate = useCallback(
    (input: I, handlers: SubmissionHandlers<R>) => {
      setPending(true)
      send(input).then(
        (answer) => {
          if (!mounted.current) return
          setPending(false)
          handlers.onSuccess(answer)
        },
        (error: unknown) => {
          if (!mounted.current) return
          setPending(false)
          handlers.onError(error)
        },
      )
    },
    [send],
  )
  return { isPending, mutate }
}

// Not cached and not retried; the cache of another account is cleared when the session changes
// (app/providers.tsx).
export function useSignIn(): Submission<SignInInput, SignInAnswer> {
  return useSubmission(signIn)
}

export function useSecondFactor(): Submission<SecondFactorInput, SignInAnswer> {
  return useSubmission(completeSecondFactor)
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
