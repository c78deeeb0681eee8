import { defineEndpoint } from '../endpoint'

const session = () => import('../session')
const auth = () => import('../auth')
const tag = 'auth'

/** `/api/auth*`: sign-in, second factor, renewal, sign-out, own sessions, password (ADR 006). */
export const authEndpoints = {
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth',
    summary: 'Sign in with e-mail and password; may ask for the second factor',
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 401, 403, 429],
    schemas: () =>
      session().then((m) => ({ body: m.signInInputSchema, response: m.signInAnswerSchema })),
  }),
  completeSecondFactor: defineEndpoint({
    method: 'POST',
    path: '/api/auth/second-factor',
    summary: 'Complete a sign-in with the authenticator code or a recovery code',
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 403, 429],
    schemas: () =>
      session().then((m) => ({ body: m.secondFactorInputSchema, response: m.signInAnswerSchema })),
  }),
  renewToken: defineEndpoint({
    method: 'POST',
    path: '/api/auth/token',
    summary: 'Renew the bearer token: a new token, the old one stops working',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [401, 429],
    schemas: () =>
      session().then((m) => ({ body: m.renewTokenInputSchema, response: m.authTokensSchema })),
  }),
  signOut: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth',
    summary: 'Sign out: end this session (and with everywhere=true all sessions of the user)',
    description:
      'Send the session token as a bearer token. Callable without a valid one (an expired ' +
      'session signs out too): it then ends nothing and still answers 204.',
    tag,
    auth: 'public',
    access: 'public',
    status: 204,
    errors: [400, 429],
    schemas: () => session().then((m) => ({ query: m.signOutQuerySchema })),
  }),
  listOwnSessions: defineEndpoint({
    method: 'GET',
    path: '/api/auth/sessions',
    summary: 'The caller’s live sessions',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [401, 403, 429],
    schemas: () => session().then((m) => ({ response: m.sessionListSchema })),
  }),
  endOwnSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    summary: 'End one of the caller’s sessions',
    tag,
    auth: 'bearer',
    access: 'account.self',
    status: 204,
    errors: [400, 401, 403, 404, 429],
    schemas: () => session().then((m) => ({ params: m.sessionIdParamsSchema })),
  }),
  endOtherSessions: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/sessions',
    summary: 'End every session of the caller except this one',
    tag,
    auth: 'bearer',
    access: 'account.self',
    errors: [401, 403, 429],
    schemas: () => session().then((m) => ({ response: m.endedOtherSessionsSchema })),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password',
    summary: 'Change the own password (needs the current one); ends the other sessions',
    tag,
    auth: 'bearer',
    access: 'account.self',
    status: 204,
    errors: [400, 401, 403, 429],
    schemas: () => auth().then((m) => ({ body: m.changePasswordInputSchema })),
  }),
  requestResetCode: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password/reset-code',
    summary: 'E-mail a password reset code (same answer whether the e-mail has an account or not)',
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 429],
    schemas: () =>
      auth().then((m) => ({
        body: m.requestResetCodeInputSchema,
        response: m.requestResetCodeAnswerSchema,
      })),
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/password',
    summary: 'Set a new password with the e-mailed code; ends every session',
    tag,
    auth: 'public',
    access: 'public',
    status: 204,
    errors: [400, 429],
    schemas: () => auth().then((m) => ({ body: m.resetPasswordInputSchema })),
  }),
}
