import type { SecondFactorInput, SignInAnswer, SignInInput } from '@konzilium/contract/session'
import { useMutation } from '@tanstack/react-query'
import { request } from '../../../shared/http/request'

const signInAnswer = () => import('@konzilium/contract/session').then((m) => m.signInAnswerSchema)

/** POST /api/auth: e-mail and password in; the session, or a request for the second factor, out. */
export function signIn(input: SignInInput): Promise<SignInAnswer> {
  return request('/api/auth', { method: 'POST', body: input, schema: signInAnswer })
}

/** POST /api/auth/second-factor: completes a sign-in with the authenticator or a recovery code. */
export function completeSecondFactor(input: SecondFactorInput): Promise<SignInAnswer> {
  return request('/api/auth/second-factor', { method: 'POST', body: input, schema: signInAnswer })
}

// Both forms show their own errors next to the fields; no App Error toast.
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { handlesErrors: true } })
}

export function useSecondFactor() {
  return useMutation({ mutationFn: completeSecondFactor, meta: { handlesErrors: true } })
}
