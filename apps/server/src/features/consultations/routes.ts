import type { FastifyInstance } from 'fastify'
import { consultationsEndpoints as endpoints } from '@konzilium/contract/endpoints/consultations'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint, streamedBody } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { downloadAttachment, uploadAttachment } from './attachments'
import { setConsultationState } from './close-consultation'
import { createConsultation } from './create-consultation'
import { getConsultation, listParticipants } from './get-consultation'
import { listConsultations } from './list-consultations'
import { listMessages } from './list-messages'
import { postMessage } from './post-message'
import { markRead } from './read-state'
import { updateParticipants } from './update-participants'

/** `/api/consultations*` (ADR 035). */
export async function registerConsultationRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.listConsultations, (request) =>
    listConsultations(s, callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.createConsultation, (request) =>
    createConsultation(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.getConsultation, (request) =>
    getConsultation(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.listParticipants, (request) =>
    listParticipants(s, callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.updateParticipants, (request) =>
    updateParticipants(s, callerOf(request), request.params.id, request.body),
  )
  await registerEndpoint(app, endpoints.listMessages, (request) =>
    listMessages(s, requestContextOf(request), callerOf(request), request.params.id, request.query),
  )
  await registerEndpoint(app, endpoints.postMessage, (request) =>
    postMessage(s, callerOf(request), request.params.id, request.body),
  )
  await registerEndpoint(app, endpoints.uploadAttachment, { streamBody: true }, (request) =>
    uploadAttachment(
      s,
      callerOf(request),
      request.params.id,
      request.query.fileName,
      streamedBody(request),
    ),
  )
  // The answer is the file's stream, which Fastify sends as it is (no JSON serializer runs).
  await registerEndpoint(
    app,
    endpoints.downloadAttachment,
    (request, reply) =>
      downloadAttachment(
        s,
        requestContextOf(request),
        callerOf(request),
        request.params.id,
        request.params.attachmentId,
        reply,
      ) as unknown as Promise<string>,
  )
  await registerEndpoint(app, endpoints.markRead, (request) =>
    markRead(s, callerOf(request), request.params.id, request.body.upTo),
  )
  await registerEndpoint(app, endpoints.closeConsultation, (request) =>
    setConsultationState(s, callerOf(request), request.params.id, 'closed'),
  )
  await registerEndpoint(app, endpoints.reopenConsultation, (request) =>
    setConsultationState(s, callerOf(request), request.params.id, 'open'),
  )
}
