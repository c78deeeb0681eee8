import type {
  RecoveryCodes,
  TwoFactorEnrolment,
  TwoFactorProofInput,
  TwoFactorStatus,
} from '@konzilium/contract/auth'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../shared/http/request'

const authContract = () => import('@konzilium/contract/auth')
export const twoFactorKey = ['auth', 'two-factor'] as const

/** GET /api/auth/two-factor (allowed in an enrolment-only session). */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) =>
      request<TwoFactorStatus>('/api/auth/two-factor', {
        authenticated: true,
        signal,
        schema: () => authContract().then((m) => m.twoFactorStatusSchema),
      }),
  })
}

/** POST /api/auth/two-factor/enrolment: a new secret; nothing changes until confirmed. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () =>
      request<TwoFactorEnrolment>('/api/auth/two-factor/enrolment', {
        method: 'POST',
        authenticated: true,
        schema: () => authContract().then((m) => m.twoFactorEnrolmentSchema),
      }),
  })
}

/**
 * POST /api/auth/two-factor/confirmation: the first code switches it on and answers the recovery
 * codes. An enrolment-only session becomes a full one, so every cached refusal is refetched.
 */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { code: string }) =>
      request<RecoveryCodes>('/api/auth/two-factor/confirmation', {
        method: 'POST',
        body: input,
        authenticated: true,
        schema: () => authContract().then((m) => m.recoveryCodesSchema),
      }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

/** POST /api/auth/two-factor/recovery-codes: new codes (the old ones stop working). */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TwoFactorProofInput) =>
      request<RecoveryCodes>('/api/auth/two-factor/recovery-codes', {
        method: 'POST',
        body: input,
        authenticated: true,
        schema: () => authContract().then((m) => m.recoveryCodesSchema),
      }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  })
}

/** POST /api/auth/two-factor/disable: needs the password and a current code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TwoFactorProofInput) =>
      request('/api/auth/two-factor/disable', {
        method: 'POST',
        body: input,
        authenticated: true,
      }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  })
}
