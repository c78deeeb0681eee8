import type { FastifyInstance } from 'fastify'
import { invitationsEndpoints as endpoints } from '@konzilium/contract/endpoints/invitations'
import { callerOf, publicAccess, allowedTo } from '../../platform/auth/access'
import { registerEndpoint, type EndpointRouteConfig } from '../../platform/endpoints'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { requestContextOf, type Services } from '../../platform/services'
import { invitedKinds, type InvitedKind } from './invited-kinds'
import { activateAccount } from './activation-service'
import { inviteRepBatch, readBatchFile } from './batch'
import { inviteCenterDoctor, invitePeripheralDoctor, inviteRep, resendInvitation } from './service'

/** The resend and activation endpoints of each invited kind. */
const endpointsOfKind = {
  'center-doctors': {
    resend: endpoints.resendCenterDoctorInvitation,
    activate: endpoints.activateCenterDoctor,
  },
  'peripheral-doctors': {
    resend: endpoints.resendPeripheralDoctorInvitation,
    activate: endpoints.activatePeripheralDoctor,
  },
  reps: { resend: endpoints.resendRepInvitation, activate: endpoints.activateRep },
} satisfies Record<InvitedKind, unknown>

/** Invitations, resends, batch invitation of reps and activation (ADR 007). */
export async function registerInvitationRoutes(app: FastifyInstance, s: Services) {
  const admins = { access: allowedTo('reps.invite') }
  const inviters: Record<InvitedKind, EndpointRouteConfig> = {
    'center-doctors': { access: allowedTo('center-doctors.invite') },
    'peripheral-doctors': { access: allowedTo('peripheral-doctors.invite') },
    reps: admins,
  }

  await registerEndpoint(app, endpoints.inviteCenterDoctor, inviters['center-doctors'], (request) =>
    inviteCenterDoctor(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(
    app,
    endpoints.invitePeripheralDoctor,
    inviters['peripheral-doctors'],
    (request) =>
      invitePeripheralDoctor(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.inviteRep, inviters.reps, (request) =>
    inviteRep(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.inviteRepBatch, admins, (request) => {
    const ctx = requestContextOf(request)
    return inviteRepBatch(s, ctx, callerOf(request), request.body.rows, 1, ctx.locale)
  })
  // The upload takes the file itself as the body (text/csv or XLSX), read as a buffer.
  await registerEndpoint(app, endpoints.inviteRepBatchFile, admins, async (request) => {
    const ctx = requestContextOf(request)
    const rows = await readBatchFile(
      request.body as Buffer,
      request.headers['content-type'] ?? '',
      ctx.locale,
      s.config.spreadsheetParse,
    )
    return inviteRepBatch(s, ctx, callerOf(request), rows, 2, ctx.locale)
  })

  const resenders: Record<InvitedKind, EndpointRouteConfig> = {
    'center-doctors': { access: allowedTo('center-doctors.resend-invitation') },
    'peripheral-doctors': { access: allowedTo('peripheral-doctors.resend-invitation') },
    reps: { access: allowedTo('reps.resend-invitation') },
  }

  for (const kind of Object.keys(invitedKinds) as InvitedKind[]) {
    await registerEndpoint(app, endpointsOfKind[kind].resend, resenders[kind], (request) =>
      resendInvitation(s, requestContextOf(request), callerOf(request), kind, request.params.id),
    )
    await registerEndpoint(
      app,
      endpointsOfKind[kind].activate,
      {
        access: publicAccess,
        rateLimits: [rateLimitRules.authPerIp, rateLimitRules.activationFailuresPerIp],
      },
      (request) =>
        activateAccount(
          s,
          requestContextOf(request),
          { role: invitedKinds[kind], origin: 'invitation' },
          request.body,
        ),
    )
  }
}
