import { defineEndpoint } from '../endpoint'

const twoFactor = () => import('../two-factor')
const tag = 'two-factor'

/** `/api/auth/two-factor*` for the caller; `DELETE /api/users/:id/two-factor` for admins. */
export const twoFactorEndpoints = {
  getTwoFactorStatus: defineEndpoint({
    method: 'GET',
    path: '/api/auth/two-factor',
    summary: 'Whether two-factor sign-in is on',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [401, 429],
    schemas: () => twoFactor().then((m) => ({ response: m.twoFactorStatusSchema })),
  }),
  startTwoFactorEnrolment: defineEndpoint({
    method: 'POST',
    path: '/api/auth/two-factor/enrolment',
    summary: 'Start setting up two-factor sign-in: a new secret as QR code and manual key',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [401, 409, 429],
    schemas: () => twoFactor().then((m) => ({ response: m.twoFactorEnrolmentSchema })),
  }),
  confirmTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/auth/two-factor/confirmation',
    summary:
      'Switch two-factor sign-in on with the first code; answers the recovery codes (shown once)',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [400, 401, 409, 429],
    schemas: () =>
      twoFactor().then((m) => ({
        body: m.confirmTwoFactorInputSchema,
        response: m.recoveryCodesSchema,
      })),
  }),
  renewRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/api/auth/two-factor/recovery-codes',
    summary: 'New recovery codes (the old ones stop working); needs password and a code',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [400, 401, 403, 409, 429],
    schemas: () =>
      twoFactor().then((m) => ({
        body: m.twoFactorProofInputSchema,
        response: m.recoveryCodesSchema,
      })),
  }),
  disableTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    summary: 'Switch two-factor sign-in off; needs password and a code',
    tag,
    auth: 'bearer',
    access: 'account.self',
    status: 204,
    errors: [400, 401, 403, 409, 429],
    schemas: () => twoFactor().then((m) => ({ body: m.twoFactorProofInputSchema })),
  }),
  resetUserTwoFactor: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:id/two-factor',
    summary: 'Admin: switch off a user’s two-factor sign-in (lost device); ends their sessions',
    tag,
    auth: 'bearer',
    access: 'users.manage',
    status: 204,
    errors: [400, 401, 403, 404],
    schemas: () => import('../users').then((m) => ({ params: m.userIdParamsSchema })),
  }),
}
