import type { FastifyInstance } from 'fastify'
import { authEndpoints as endpoints } from '@konzilium/contract/endpoints/auth'
import { bearerTokenOf, callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { requestContextOf, type Services } from '../../platform/services'
import {
  endOtherSessions,
  endOwnSession,
  listOwnSessions,
  renewToken,
  signOut,
} from './session-service'
import { completeSecondFactor, signIn } from './sign-in'

/** Sign-in, second factor, renewal, sign-out and the caller's sessions (ADR 006). */
export async function registerSessionRoutes(app: FastifyInstance, s: Services) {
  const anyRoleDuringEnrolment = { duringEnrolment: true }

  // Guessing is limited per address and per account and address together (ADR 026): an address
  // already at a limit is refused here from the body's e-mail, before validation and hashing; the
  // use case then reserves the attempt. All under the per-address ceiling of all calls the auth
  // plugin adds to every unauthenticated /api/auth* route.
  await registerEndpoint(
    app,
    endpoints.signIn,
    {
      rateLimits: [
        rateLimitRules.signInFailuresPerIp,
        rateLimitRules.signInFailuresPerAccountAddress,
      ],
    },
    (request) => signIn(s, requestContextOf(request), request.body),
  )
  // The account is known only from the challenge: the use case reserves its attempt.
  await registerEndpoint(
    app,
    endpoints.completeSecondFactor,
    { rateLimits: [rateLimitRules.signInFailuresPerIp] },
    (request) => completeSecondFactor(s, requestContextOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.renewToken, anyRoleDuringEnrolment, (request) =>
    renewToken(s, requestContextOf(request), callerOf(request)),
  )
  // Public: an expired session must still be able to sign out (it then ends nothing).
  await registerEndpoint(app, endpoints.signOut, (request) =>
    signOut(
      s,
      requestContextOf(request),
      bearerTokenOf(request),
      request.query.everywhere === 'true',
    ),
  )
  await registerEndpoint(app, endpoints.listOwnSessions, (request) =>
    listOwnSessions(s, callerOf(request)),
  )
  await registerEndpoint(app, endpoints.endOwnSession, (request) =>
    endOwnSession(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.endOtherSessions, async (request) => ({
    ended: await endOtherSessions(s, requestContextOf(request), callerOf(request)),
  }))
}
