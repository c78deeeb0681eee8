import { defineEndpoint } from '../endpoint'

const referrals = () => import('../referrals')
const tag = 'referrals'

/** `/api/referral-requests*`: referral requests from peripheral doctors to centres (ADR 017). */
export const referralsEndpoints = {
  listReferrals: defineEndpoint({
    method: 'GET',
    path: '/api/referral-requests',
    summary: 'Referral requests: inbox of a centre, outbox of a referrer, all for admins',
    tag,
    auth: 'bearer',
    access: 'referrals.read',
    errors: [400, 401, 403],
    schemas: () =>
      referrals().then((m) => ({
        query: m.listReferralsQuerySchema,
        response: m.referralListSchema,
      })),
  }),
  recordInboxVisit: defineEndpoint({
    method: 'PUT',
    path: '/api/referral-requests/inbox-visit',
    summary: "Record the caller's opening of the centre's inbox; answers the previous one",
    tag,
    auth: 'bearer',
    access: 'referrals.decide',
    errors: [401, 403],
    schemas: () => referrals().then((m) => ({ response: m.inboxVisitSchema })),
  }),
  createReferral: defineEndpoint({
    method: 'POST',
    path: '/api/referral-requests',
    summary: 'Send a referral of an own patient to a visible centre; scores are recomputed',
    tag,
    auth: 'bearer',
    access: 'referrals.create',
    status: 201,
    errors: [400, 401, 403, 404, 422],
    schemas: () =>
      referrals().then((m) => ({
        body: m.createReferralInputSchema,
        response: m.referralDetailSchema,
      })),
  }),
  getReferral: defineEndpoint({
    method: 'GET',
    path: '/api/referral-requests/:id',
    summary: 'One referral with its history and the actions allowed to the caller now',
    tag,
    auth: 'bearer',
    access: 'referrals.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      referrals().then((m) => ({
        params: m.referralIdParamsSchema,
        response: m.referralDetailSchema,
      })),
  }),
  acceptReferral: defineEndpoint({
    method: 'PUT',
    path: '/api/referral-requests/:id/accept',
    summary: 'Accept a pending referral; the chosen centre doctor takes the patient',
    tag,
    auth: 'bearer',
    access: 'referrals.decide',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      referrals().then((m) => ({
        params: m.referralIdParamsSchema,
        body: m.acceptReferralInputSchema,
        response: m.referralDetailSchema,
      })),
  }),
  denyReferral: defineEndpoint({
    method: 'PUT',
    path: '/api/referral-requests/:id/deny',
    summary: 'Deny a pending referral with a reason and a comment',
    tag,
    auth: 'bearer',
    access: 'referrals.decide',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      referrals().then((m) => ({
        params: m.referralIdParamsSchema,
        body: m.denyReferralInputSchema,
        response: m.referralDetailSchema,
      })),
  }),
  cancelReferral: defineEndpoint({
    method: 'PUT',
    path: '/api/referral-requests/:id/cancel',
    summary: 'Cancel an own pending referral with a reason and a comment',
    tag,
    auth: 'bearer',
    access: 'referrals.cancel',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      referrals().then((m) => ({
        params: m.referralIdParamsSchema,
        body: m.cancelReferralInputSchema,
        response: m.referralDetailSchema,
      })),
  }),
  redirectReferral: defineEndpoint({
    method: 'POST',
    path: '/api/referral-requests/:id/redirect',
    summary: 'Send a denied referral again, to another centre, as a new pending one',
    tag,
    auth: 'bearer',
    access: 'referrals.create',
    status: 201,
    errors: [400, 401, 403, 404, 409, 422],
    schemas: () =>
      referrals().then((m) => ({
        params: m.referralIdParamsSchema,
        body: m.redirectReferralInputSchema,
        response: m.referralDetailSchema,
      })),
  }),
  resubmitReferral: defineEndpoint({
    method: 'POST',
    path: '/api/referral-requests/:id/resubmit',
    summary:
      'Send a referral denied for missing data again, completed, to the same centre, as a new pending one',
    tag,
    auth: 'bearer',
    access: 'referrals.create',
    status: 201,
    errors: [400, 401, 403, 404, 409, 422],
    schemas: () =>
      referrals().then((m) => ({
        params: m.referralIdParamsSchema,
        body: m.resubmitReferralInputSchema,
        response: m.referralDetailSchema,
      })),
  }),
  closeReferral: defineEndpoint({
    method: 'PUT',
    path: '/api/referral-requests/:id/close',
    summary: 'Close an own denied or cancelled referral: nobody has a move on it any more',
    tag,
    auth: 'bearer',
    access: 'referrals.create',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      referrals().then((m) => ({
        params: m.referralIdParamsSchema,
        body: m.closeReferralInputSchema,
        response: m.referralDetailSchema,
      })),
  }),
}
