import type { ActivateAccountInput, ActivationResult } from '@konzilium/contract/invitations'
import { useMutation } from '@tanstack/react-query'
import { request } from '../../../shared/http/request'

/** POST /api/{kind}/activate or /api/peripheral-doctors/public-activation: code + new password. */
export function activateAccount(
  endpoint: string,
  input: ActivateAccountInput,
): Promise<ActivationResult> {
  return request(endpoint, {
    method: 'POST',
    body: input,
    schema: () => import('@konzilium/contract/invitations').then((m) => m.activationResultSchema),
  })
}

export function useActivateAccount(endpoint: string) {
  return useMutation({
    mutationFn: (input: ActivateAccountInput) => activateAccount(endpoint, input),
    meta: { handlesErrors: true },
  })
}
