import { twoFactorEndpoints as endpoints } from '@konzilium/contract/endpoints/two-factor'
import type { TwoFactorProofInput } from '@konzilium/contract/two-factor'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { userKeys } from '../../shared/users/user-keys'

export const twoFactorKeys = { own: ['auth', 'two-factor'] as const }

/** GET /api/auth/two-factor (allowed in an enrolment-only session). */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKeys.own,
    queryFn: ({ signal }) => callEndpoint(endpoints.getTwoFactorStatus, { signal }),
  })
}

/** POST /api/auth/two-factor/enrolment: a new secret; nothing changes until confirmed. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.startTwoFactorEnrolment),
  })
}

/**
 * POST /api/auth/two-factor/confirmation: the first code switches it on and answers the recovery
 * codes. An enrolment-only session becomes a full one, so every cached refusal is refetched (the
 * one place where invalidating everything is the precise answer).
 */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { code: string }) =>
      callEndpoint(endpoints.confirmTwoFactor, { body: input }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

/** POST /api/auth/two-factor/recovery-codes: new codes (the old ones stop working). */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TwoFactorProofInput) =>
      callEndpoint(endpoints.renewRecoveryCodes, { body: input }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.own }),
  })
}

/** POST /api/auth/two-factor/disable: needs the password and a current code (204). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TwoFactorProofInput) =>
      callEndpoint(endpoints.disableTwoFactor, { body: input }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.own }),
  })
}

/**
 * DELETE /api/users/{id}/two-factor (admin, lost device): ends the user's sessions too, so the
 * user's detail (status, sessions) and the lists are fetched again.
 */
export function useResetTwoFactor(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.resetUserTwoFactor, { params: { id } }),
    meta: { handlesErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists }),
      ]),
  })
}
