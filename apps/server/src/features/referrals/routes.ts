import type { FastifyInstance } from 'fastify'
import { referralsEndpoints as endpoints } from '@konzilium/contract/endpoints/referrals'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { createReferral, redirectReferral } from './create-referral'
import { acceptReferral, cancelReferral, denyReferral } from './decide-referral'
import { closeReferral } from './close-referral'
import { getReferral } from './get-referral'
import { resubmitReferral } from './resubmit-referral'
import { recordInboxVisit } from './inbox-visit'
import { listReferrals } from './list-referrals'

/** `/api/referral-requests*` (ADR 017). */
export async function registerReferralRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.listReferrals, (request) =>
    listReferrals(s, requestContextOf(request), callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.recordInboxVisit, (request) =>
    recordInboxVisit(s, callerOf(request)),
  )
  await registerEndpoint(app, endpoints.createReferral, (request) =>
    createReferral(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.getReferral, (request) =>
    getReferral(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.acceptReferral, (request) =>
    acceptReferral(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.body,
    ),
  )
  await registerEndpoint(app, endpoints.denyReferral, (request) =>
    denyReferral(s, requestContextOf(request), callerOf(request), request.params.id, request.body),
  )
  await registerEndpoint(app, endpoints.cancelReferral, (request) =>
    cancelReferral(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.body,
    ),
  )
  await registerEndpoint(app, endpoints.redirectReferral, (request) =>
    redirectReferral(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.body,
    ),
  )
  await registerEndpoint(app, endpoints.resubmitReferral, (request) =>
    resubmitReferral(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.body,
    ),
  )
  await registerEndpoint(app, endpoints.closeReferral, (request) =>
    closeReferral(s, requestContextOf(request), callerOf(request), request.params.id),
  )
}
