import type {
  RequestResetCodeAnswer,
  RequestResetCodeInput,
  ResetPasswordInput,
} from '@konzilium/contract/auth'
import { useMutation } from '@tanstack/react-query'
import { request } from '../../../shared/http/request'

/** POST /api/auth/password/reset-code: the same answer whether or not the e-mail has an account. */
export function requestResetCode(input: RequestResetCodeInput): Promise<RequestResetCodeAnswer> {
  return request('/api/auth/password/reset-code', {
    method: 'POST',
    body: input,
    schema: () => import('@konzilium/contract/auth').then((m) => m.requestResetCodeAnswerSchema),
  })
}

/** PUT /api/auth/password: a new password with the e-mailed code; ends every session. */
export function resetPassword(input: ResetPasswordInput): Promise<void> {
  return request('/api/auth/password', { method: 'PUT', body: input }).then(() => undefined)
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode, meta: { handlesErrors: true } })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } })
}
