import type { SignInResult } from '@konzilium/contract/session'
import { useMutation } from '@tanstack/react-query'
import { request } from '../../../shared/http/request'

export interface SignInInput {
  email: string
  password: string
}

/** POST /api/auth: e-mail and password in, tokens and the user out. */
export function signIn(input: SignInInput): Promise<SignInResult> {
  return request('/api/auth', {
    method: 'POST',
    body: input,
    schema: () => import('@konzilium/contract/session').then((m) => m.signInResultSchema),
  })
}

export function useSignIn() {
  // The form shows its own errors next to the fields; no App Error toast.
  return useMutation({ mutationFn: signIn, meta: { handlesErrors: true } })
}
