import type {
  ChangePasswordInput,
  RequestResetCodeInput,
  ResetPasswordInput,
} from '@konzilium/contract/auth'
import { authEndpoints as endpoints } from '@konzilium/contract/endpoints/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../shared/http/call-endpoint'
import { sessionKeys } from './sessions'

/** POST /api/auth/password/reset-code: the same answer whether or not the e-mail has an account. */
export function useRequestResetCode() {
  return useMutation({
    mutationFn: (input: RequestResetCodeInput) =>
      callEndpoint(endpoints.requestResetCode, { body: input }),
    meta: { handlesErrors: true },
  })
}

/** PUT /api/auth/password: a new password with the e-mailed code; ends every session (204). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      callEndpoint(endpoints.resetPassword, { body: input }),
    meta: { handlesErrors: true },
  })
}

/** POST /api/auth/password: needs the current password; ends the other sessions (204). */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      callEndpoint(endpoints.changePassword, { body: input }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.own }),
  })
}
