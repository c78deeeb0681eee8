import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  activateAccountInputSchema,
  activationResultSchema,
  invitationSchema,
  inviteBatchResultSchema,
  inviteCenterDoctorInputSchema,
  invitePeripheralDoctorInputSchema,
  inviteRepBatchInputSchema,
  inviteRepInputSchema,
  resendInvitationParamsSchema,
} from '@konzilium/contract/invitations'
import { callerOf, publicAccess, signedIn } from '../../platform/auth/access'
import { rateLimitRules } from '../../platform/rate-limit/rules'
import { errors } from '../../platform/responses'
import { requestContextOf, type Services } from '../../platform/services'
import { invitedKinds, type InvitedKind } from './activation-codes'
import { activateAccount } from './activation-service'
import { inviteRepBatch, readBatchFile, XLSX_TYPE } from './batch'
import { inviteCenterDoctor, invitePeripheralDoctor, inviteRep, resendInvitation } from './service'

/** Invitations, resends, batch invitation of reps and activation (ADR 007). */
export function registerInvitationRoutes(app: FastifyInstance, s: Services) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['invitations']
  const security = [{ bearer: [] }]
  const inviteErrors = errors(400, 401, 403, 409)

  typed.post(
    '/api/center-doctors/invite',
    {
      config: { access: signedIn(['admin', 'center_doctor']) },
      schema: {
        tags,
        security,
        summary: 'Invite a centre doctor (admin: any centre; centre doctor: own centre)',
        body: inviteCenterDoctorInputSchema,
        response: { 201: invitationSchema, ...inviteErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await inviteCenterDoctor(s, requestContextOf(request), callerOf(request), request.body),
        ),
  )

  typed.post(
    '/api/peripheral-doctors/invite',
    {
      config: { access: signedIn(['admin', 'center_doctor', 'rep']) },
      schema: {
        tags,
        security,
        summary: 'Invite a peripheral doctor (rep: in own regions)',
        body: invitePeripheralDoctorInputSchema,
        response: { 201: invitationSchema, ...inviteErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await invitePeripheralDoctor(
            s,
            requestContextOf(request),
            callerOf(request),
            request.body,
          ),
        ),
  )

  typed.post(
    '/api/reps/invite',
    {
      config: { access: signedIn(['admin']) },
      schema: {
        tags,
        security,
        summary: 'Invite a representative',
        body: inviteRepInputSchema,
        response: { 201: invitationSchema, ...inviteErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await inviteRep(s, requestContextOf(request), callerOf(request), request.body)),
  )

  typed.post(
    '/api/reps/invite-batch',
    {
      config: { access: signedIn(['admin']) },
      schema: {
        tags,
        security,
        summary: 'Invite many representatives from a list; answers one result per row',
        body: inviteRepBatchInputSchema,
        response: { 200: inviteBatchResultSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => {
      const ctx = requestContextOf(request)
      return inviteRepBatch(s, ctx, callerOf(request), request.body.rows, 1, ctx.locale)
    },
  )

  // The upload takes the file itself as the body (text/csv or XLSX), parsed only on this route.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      ['text/csv', XLSX_TYPE],
      { parseAs: 'buffer' },
      (_request, body, done) => {
        done(null, body)
      },
    )
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/reps/invite-batch/file',
      {
        config: { access: signedIn(['admin']) },
        schema: {
          tags,
          security,
          summary:
            'Invite many representatives from an uploaded CSV or XLSX file (header row first)',
          consumes: ['text/csv', XLSX_TYPE],
          response: { 200: inviteBatchResultSchema, ...errors(400, 401, 403, 413, 415) },
        },
      },
      async (request) => {
        const ctx = requestContextOf(request)
        const rows = await readBatchFile(
          request.body as Buffer,
          request.headers['content-type'] ?? '',
        )
        return inviteRepBatch(s, ctx, callerOf(request), rows, 2, ctx.locale)
      },
    )
    done()
  })

  for (const kind of Object.keys(invitedKinds) as InvitedKind[]) {
    const inviters =
      kind === 'reps'
        ? signedIn(['admin'])
        : kind === 'center-doctors'
          ? signedIn(['admin', 'center_doctor'])
          : signedIn(['admin', 'center_doctor', 'rep'])
    typed.put(
      `/api/${kind}/:id/resend-invitation`,
      {
        config: { access: inviters },
        schema: {
          tags,
          security,
          summary: 'Send a new activation link; the old one stops working',
          params: resendInvitationParamsSchema,
          response: { 200: invitationSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      (request) =>
        resendInvitation(s, requestContextOf(request), callerOf(request), kind, request.params.id),
    )

    typed.post(
      `/api/${kind}/activate`,
      {
        config: { access: publicAccess, rateLimits: [rateLimitRules.authPerIp] },
        schema: {
          tags,
          summary: 'Activate an invited account: code from the e-mail and a new password',
          body: activateAccountInputSchema,
          response: { 200: activationResultSchema, ...errors(400, 403, 429) },
        },
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
