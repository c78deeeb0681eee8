import { registrationEndpoints as endpoints } from '@konzilium/contract/endpoints/registration'
import type { PublicRegistrationInput } from '@konzilium/contract/registration'
import { useMutation } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/**
 * POST /api/peripheral-doctors/public-registration: 202 whatever happens next (no enumeration).
 * The activation of the registered account goes through the invitations feature's activation page
 * hook, which serves every activation link.
 */
export function useRegisterPeripheralDoctor() {
  return useMutation({
    mutationFn: (input: PublicRegistrationInput) =>
      callEndpoint(endpoints.registerPeripheralDoctor, { body: input }),
    meta: { handlesErrors: true },
  })
}
