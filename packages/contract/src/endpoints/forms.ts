import { defineEndpoint } from '../endpoint'
import { attachmentUploadTypes } from './consultations'

const forms = () => import('../forms')
const tag = 'forms'

/**
 * `/api/forms*`: examination forms of a patient with versions, recomputed scores and attachments
 * (ADR 039). They follow the patient's scope: a form outside it answers 404.
 */
export const formsEndpoints = {
  listForms: defineEndpoint({
    method: 'GET',
    path: '/api/forms',
    summary: "A patient's forms: filter by kind and examination date, sort, page",
    tag,
    auth: 'bearer',
    access: 'forms.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      forms().then((m) => ({ query: m.listFormsQuerySchema, response: m.formListSchema })),
  }),
  createForm: defineEndpoint({
    method: 'POST',
    path: '/api/forms',
    summary: 'Record an examination of a patient; every score is computed by the server',
    description:
      'A score result sent with the inputs must equal the one the server computes (400 on ' +
      '`scores.N.result` otherwise); the stored result names its formula version.',
    tag,
    auth: 'bearer',
    access: 'forms.write',
    status: 201,
    errors: [400, 401, 403, 404],
    schemas: () =>
      forms().then((m) => ({ body: m.createFormInputSchema, response: m.formDetailSchema })),
  }),
  getForm: defineEndpoint({
    method: 'GET',
    path: '/api/forms/:id',
    summary: 'One form at its current version, or at `version`, with its history and files',
    tag,
    auth: 'bearer',
    access: 'forms.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      forms().then((m) => ({
        params: m.formIdParamsSchema,
        query: m.getFormQuerySchema,
        response: m.formDetailSchema,
      })),
  }),
  updateForm: defineEndpoint({
    method: 'PUT',
    path: '/api/forms/:id',
    summary: 'Change a form: the content is kept as its next version, earlier ones stay',
    tag,
    auth: 'bearer',
    access: 'forms.write',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      forms().then((m) => ({
        params: m.formIdParamsSchema,
        body: m.updateFormInputSchema,
        response: m.formDetailSchema,
      })),
  }),
  deleteForm: defineEndpoint({
    method: 'DELETE',
    path: '/api/forms/:id',
    summary: 'Delete a form (soft; its author or an admin)',
    tag,
    auth: 'bearer',
    access: 'forms.delete',
    status: 204,
    errors: [400, 401, 403, 404],
    schemas: () => forms().then((m) => ({ params: m.formIdParamsSchema })),
  }),
  uploadFormAttachment: defineEndpoint({
    method: 'POST',
    path: '/api/forms/:id/attachments',
    summary: 'Attach a file (PDF, JPEG, PNG, WebP, HEIC) to a form',
    description:
      'The body is the file itself, streamed. Its type is decided from its first bytes; anything ' +
      'else answers 415. Too large a file answers 413 (20 MB unless configured). A refused file ' +
      'leaves nothing behind.',
    tag,
    auth: 'bearer',
    access: 'forms.write',
    status: 201,
    errors: [400, 401, 403, 404, 413, 415],
    consumes: attachmentUploadTypes,
    schemas: () =>
      forms().then((m) => ({
        params: m.formIdParamsSchema,
        query: m.uploadFormAttachmentQuerySchema,
        response: m.formAttachmentSchema,
      })),
  }),
  downloadFormAttachment: defineEndpoint({
    method: 'GET',
    path: '/api/forms/:id/attachments/:attachmentId',
    summary: 'Download a file of a form (the file, as an attachment)',
    tag,
    auth: 'bearer',
    access: 'forms.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      forms().then((m) => ({
        params: m.formAttachmentParamsSchema,
        response: m.formAttachmentFileSchema,
      })),
  }),
  deleteFormAttachment: defineEndpoint({
    method: 'DELETE',
    path: '/api/forms/:id/attachments/:attachmentId',
    summary: 'Remove a file from a form',
    tag,
    auth: 'bearer',
    access: 'forms.write',
    status: 204,
    errors: [400, 401, 403, 404],
    schemas: () => forms().then((m) => ({ params: m.formAttachmentParamsSchema })),
  }),
}
