import { defineEndpoint } from '../endpoint'

const invitations = () => import('../invitations')
const tag = 'invitations'

/** The raw upload types of `POST /api/reps/invite-batch/file`: CSV or XLSX. */
export const inviteBatchFileTypes = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const

const invite =
  <
    S extends
      | 'inviteCenterDoctorInputSchema'
      | 'invitePeripheralDoctorInputSchema'
      | 'inviteRepInputSchema',
  >(
    body: S,
  ) =>
  () =>
    invitations().then((m) => ({ body: m[body], response: m.invitationSentSchema }))

const resendSummary = 'Send a new activation link; the old one stops working'
const resendErrors = [400, 401, 403, 404, 409, 429]
const resend = () =>
  invitations().then((m) => ({
    params: m.resendInvitationParamsSchema,
    response: m.invitationSchema,
  }))

const activateSummary = 'Activate an invited account: code from the e-mail and a new password'
const activateErrors = [400, 403, 429]
const activate = () =>
  invitations().then((m) => ({
    body: m.activateAccountInputSchema,
    response: m.activationResultSchema,
  }))

/** Invitations, resends, batch invitation of reps and activation (ADR 007). */
export const invitationsEndpoints = {
  inviteCenterDoctor: defineEndpoint({
    method: 'POST',
    path: '/api/center-doctors/invite',
    summary: 'Invite a centre doctor (admin: any centre; centre doctor: own centre)',
    tag,
    auth: 'bearer',
    access: 'center-doctors.invite',
    status: 202,
    errors: [400, 401, 403],
    schemas: invite('inviteCenterDoctorInputSchema'),
  }),
  invitePeripheralDoctor: defineEndpoint({
    method: 'POST',
    path: '/api/peripheral-doctors/invite',
    summary: 'Invite a peripheral doctor (rep: in own regions)',
    tag,
    auth: 'bearer',
    access: 'peripheral-doctors.invite',
    status: 202,
    errors: [400, 401, 403],
    schemas: invite('invitePeripheralDoctorInputSchema'),
  }),
  inviteRep: defineEndpoint({
    method: 'POST',
    path: '/api/reps/invite',
    summary: 'Invite a representative',
    tag,
    auth: 'bearer',
    access: 'reps.invite',
    status: 202,
    errors: [400, 401, 403],
    schemas: invite('inviteRepInputSchema'),
  }),
  inviteRepBatch: defineEndpoint({
    method: 'POST',
    path: '/api/reps/invite-batch',
    summary: 'Invite many representatives from a list; answers one result per row',
    tag,
    auth: 'bearer',
    access: 'reps.invite',
    errors: [400, 401, 403],
    schemas: () =>
      invitations().then((m) => ({
        body: m.inviteRepBatchInputSchema,
        response: m.inviteBatchResultSchema,
      })),
  }),
  inviteRepBatchFile: defineEndpoint({
    method: 'POST',
    path: '/api/reps/invite-batch/file',
    summary: 'Invite many representatives from an uploaded CSV or XLSX file (header row first)',
    tag,
    auth: 'bearer',
    access: 'reps.invite',
    errors: [400, 401, 403, 413, 415, 422],
    consumes: inviteBatchFileTypes,
    schemas: () => invitations().then((m) => ({ response: m.inviteBatchResultSchema })),
  }),
  resendCenterDoctorInvitation: defineEndpoint({
    method: 'PUT',
    path: '/api/center-doctors/:id/resend-invitation',
    summary: resendSummary,
    tag,
    auth: 'bearer',
    access: 'center-doctors.resend-invitation',
    errors: resendErrors,
    schemas: resend,
  }),
  resendPeripheralDoctorInvitation: defineEndpoint({
    method: 'PUT',
    path: '/api/peripheral-doctors/:id/resend-invitation',
    summary: resendSummary,
    tag,
    auth: 'bearer',
    access: 'peripheral-doctors.resend-invitation',
    errors: resendErrors,
    schemas: resend,
  }),
  resendRepInvitation: defineEndpoint({
    method: 'PUT',
    path: '/api/reps/:id/resend-invitation',
    summary: resendSummary,
    tag,
    auth: 'bearer',
    access: 'reps.resend-invitation',
    errors: resendErrors,
    schemas: resend,
  }),
  activateCenterDoctor: defineEndpoint({
    method: 'POST',
    path: '/api/center-doctors/activate',
    summary: activateSummary,
    tag,
    auth: 'public',
    access: 'public',
    errors: activateErrors,
    schemas: activate,
  }),
  activatePeripheralDoctor: defineEndpoint({
    method: 'POST',
    path: '/api/peripheral-doctors/activate',
    summary: activateSummary,
    tag,
    auth: 'public',
    access: 'public',
    errors: activateErrors,
    schemas: activate,
  }),
  activateRep: defineEndpoint({
    method: 'POST',
    path: '/api/reps/activate',
    summary: activateSummary,
    tag,
    auth: 'public',
    access: 'public',
    errors: activateErrors,
    schemas: activate,
  }),
}
