import { bootstrapEndpoints as endpoints } from '@konzilium/contract/endpoints/bootstrap'
import type { BootstrapAdminInput } from '@konzilium/contract/bootstrap'
import { useMutation } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/** POST /api/auth/bootstrap: the first admin of a fresh deployment (ADR 007); the form shows errors. */
export function useBootstrapAdmin() {
  return useMutation({
    mutationFn: (input: BootstrapAdminInput) =>
      callEndpoint(endpoints.bootstrapAdmin, { body: input }),
    meta: { handlesErrors: true },
  })
}
