import type { FastifyInstance } from 'fastify'
import { invitationsEndpoints as endpoints } from '@konzilium/contract/endpoints/invitations'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint } from '../../platform/endpoints'
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
  await registerEndpoint(app, endpoints.inviteCenterDoctor, (request) =>
    inviteCenterDoctor(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.invitePeripheralDoctor, (request) =>
    invitePeripheralDoctor(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.inviteRep, (request) =>
    inviteRep(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.inviteRepBatch, (request) => {
    const ctx = requestContextOf(request)
    return inviteRepBatch(s, ctx, callerOf(request), request.body.rows, 1, ctx.locale)
  })
  // The upload takes the file itself as the body (text/csv or XLSX), read as a buffer.
  await registerEndpoint(app, endpoints.inviteRepBatchFile, async (request) => {
    const ctx = requestContextOf(request)
    const rows = await readBatchFile(
      request.body as Buffer,
      request.headers['content-type'] ?? '',
      ctx.locale,
      s.config.spreadsheetParse,
    )
    return inviteRepBatch(s, ctx, callerOf(request), rows, 2, ctx.locale)
  })

  for (const kind of Object.keys(invitedKinds) as InvitedKind[]) {
    await registerEndpoint(app, endpointsOfKind[kind].resend, (request) =>
      resendInvitation(s, requestContextOf(request), callerOf(request), kind, request.params.id),
    )
    await registerEndpoint(
      app,
      endpointsOfKind[kind].activate,
      {
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
