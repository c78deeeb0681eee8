import { defineEndpoint } from '../endpoint'

/** `POST /api/auth/bootstrap`: the first admin, with the one-time link from the server log. */
export const bootstrapEndpoints = {
  bootstrapAdmin: defineEndpoint({
    method: 'POST',
    path: '/api/auth/bootstrap',
    summary: 'Create the first admin with the one-time bootstrap link printed in the server log',
    tag: 'bootstrap',
    auth: 'public',
    access: 'public',
    errors: [400, 429],
    schemas: () =>
      Promise.all([import('../bootstrap'), import('../invitations')]).then(
        ([bootstrap, invitations]) => ({
          body: bootstrap.bootstrapAdminInputSchema,
          response: invitations.activationResultSchema,
        }),
      ),
  }),
}
