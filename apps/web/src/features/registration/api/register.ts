import type {
  PublicRegistrationAnswer,
  PublicRegistrationInput,
} from '@konzilium/contract/registration'
import { useMutation } from '@tanstack/react-query'
import { request } from '../../../shared/http/request'

/** POST /api/peripheral-doctors/public-registration: 202 whatever happens next (no enumeration). */
export function registerPeripheralDoctor(
  input: PublicRegistrationInput,
): Promise<PublicRegistrationAnswer> {
  return request('/api/peripheral-doctors/public-registration', {
    method: 'POST',
    body: input,
    schema: () =>
      import('@konzilium/contract/registration').then((m) => m.publicRegistrationAnswerSchema),
  })
}

export function useRegisterPeripheralDoctor() {
  return useMutation({ mutationFn: registerPeripheralDoctor, meta: { handlesErrors: true } })
}
