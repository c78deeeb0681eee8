import type { FastifyInstance } from 'fastify'
import { formsEndpoints as endpoints } from '@konzilium/contract/endpoints/forms'
import { callerOf } from '../../platform/auth/access'
import { registerEndpoint, streamedBody } from '../../platform/endpoints'
import { requestContextOf, type Services } from '../../platform/services'
import { deleteFormAttachment, downloadFormAttachment, uploadFormAttachment } from './attachments'
import { createForm } from './create-form'
import { deleteForm } from './delete-form'
import { getForm } from './get-form'
import { listForms } from './list-forms'
import { updateForm } from './update-form'

/** `/api/forms*` (ADR 039). */
export async function registerFormRoutes(app: FastifyInstance, s: Services) {
  await registerEndpoint(app, endpoints.listForms, (request) =>
    listForms(s, requestContextOf(request), callerOf(request), request.query),
  )
  await registerEndpoint(app, endpoints.createForm, (request) =>
    createForm(s, requestContextOf(request), callerOf(request), request.body),
  )
  await registerEndpoint(app, endpoints.getForm, (request) =>
    getForm(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.query.version,
    ),
  )
  await registerEndpoint(app, endpoints.updateForm, (request) =>
    updateForm(s, requestContextOf(request), callerOf(request), request.params.id, request.body),
  )
  await registerEndpoint(app, endpoints.deleteForm, (request) =>
    deleteForm(s, requestContextOf(request), callerOf(request), request.params.id),
  )
  await registerEndpoint(app, endpoints.uploadFormAttachment, { streamBody: true }, (request) =>
    uploadFormAttachment(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.query.fileName,
      streamedBody(request),
    ),
  )
  // The answer is the file's stream, which Fastify sends as it is (no JSON serializer runs).
  await registerEndpoint(
    app,
    endpoints.downloadFormAttachment,
    (request, reply) =>
      downloadFormAttachment(
        s,
        requestContextOf(request),
        callerOf(request),
        request.params.id,
        request.params.attachmentId,
        reply,
      ) as unknown as Promise<string>,
  )
  await registerEndpoint(app, endpoints.deleteFormAttachment, (request) =>
    deleteFormAttachment(
      s,
      requestContextOf(request),
      callerOf(request),
      request.params.id,
      request.params.attachmentId,
    ),
  )
}
