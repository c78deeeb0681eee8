import { defineEndpoint } from '../endpoint'

const tag = 'registration'

/** `/register/peripheral` → `POST .../public-registration` → e-mail → `POST .../public-activation`. */
export const registrationEndpoints = {
  registerPeripheralDoctor: defineEndpoint({
    method: 'POST',
    path: '/api/peripheral-doctors/public-registration',
    summary:
      'Register as a peripheral doctor; an activation link is e-mailed (same answer for a known e-mail)',
    tag,
    auth: 'public',
    access: 'public',
    status: 202,
    errors: [400, 429],
    schemas: () =>
      import('../registration').then((m) => ({
        body: m.publicRegistrationInputSchema,
        response: m.publicRegistrationAnswerSchema,
      })),
  }),
  activatePublicRegistration: defineEndpoint({
    method: 'POST',
    path: '/api/peripheral-doctors/public-activation',
    summary: 'Activate a publicly registered account: code from the e-mail and a new password',
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 403, 429],
    schemas: () =>
      import('../invitations').then((m) => ({
        body: m.activateAccountInputSchema,
        response: m.activationResultSchema,
      })),
  }),
}
