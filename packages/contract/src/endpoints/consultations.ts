import { defineEndpoint } from '../endpoint'

const consultations = () => import('../consultations')
const tag = 'consultations'

/**
 * The raw upload types of `POST /api/consultations/:id/attachments`. The declared type only lets
 * the body in; the server decides the file's type from its first bytes (ADR 035).
 */
export const attachmentUploadTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/octet-stream',
] as const

const detail = () =>
  consultations().then((m) => ({
    params: m.consultationIdParamsSchema,
    response: m.consultationDetailSchema,
  }))

/**
 * `/api/consultations*`: conversations of doctors about a case, with messages, attachments and read
 * marks (ADR 035). Only participants reach a consultation; anyone else gets 404.
 */
export const consultationsEndpoints = {
  listConsultations: defineEndpoint({
    method: 'GET',
    path: '/api/consultations',
    summary: "The caller's consultations, the most recently active first, with unread counts",
    tag,
    auth: 'bearer',
    access: 'consultations.read',
    errors: [400, 401, 403],
    schemas: () =>
      consultations().then((m) => ({
        query: m.listConsultationsQuerySchema,
        response: m.consultationListSchema,
      })),
  }),
  createConsultation: defineEndpoint({
    method: 'POST',
    path: '/api/consultations',
    summary: 'Start a consultation with participants and a first message, about a patient or not',
    tag,
    auth: 'bearer',
    access: 'consultations.write',
    status: 201,
    errors: [400, 401, 403, 404, 422],
    schemas: () =>
      consultations().then((m) => ({
        body: m.createConsultationInputSchema,
        response: m.consultationDetailSchema,
      })),
  }),
  getConsultation: defineEndpoint({
    method: 'GET',
    path: '/api/consultations/:id',
    summary: 'One consultation with its participants, their read marks and the allowed actions',
    tag,
    auth: 'bearer',
    access: 'consultations.read',
    errors: [400, 401, 403, 404],
    schemas: detail,
  }),
  listParticipants: defineEndpoint({
    method: 'GET',
    path: '/api/consultations/:id/participants',
    summary: 'The participants of a consultation with their read marks',
    tag,
    auth: 'bearer',
    access: 'consultations.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      consultations().then((m) => ({
        params: m.consultationIdParamsSchema,
        response: m.participantListSchema,
      })),
  }),
  updateParticipants: defineEndpoint({
    method: 'PUT',
    path: '/api/consultations/:id/participants',
    summary: 'Add and remove participants; each added one must be allowed to read the patient',
    tag,
    auth: 'bearer',
    access: 'consultations.write',
    errors: [400, 401, 403, 404, 409, 422],
    schemas: () =>
      consultations().then((m) => ({
        params: m.consultationIdParamsSchema,
        body: m.updateParticipantsInputSchema,
        response: m.participantListSchema,
      })),
  }),
  listMessages: defineEndpoint({
    method: 'GET',
    path: '/api/consultations/:id/messages',
    summary: 'A window of messages, oldest first, before or after a message cursor',
    tag,
    auth: 'bearer',
    access: 'consultations.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      consultations().then((m) => ({
        params: m.consultationIdParamsSchema,
        query: m.listMessagesQuerySchema,
        response: m.messageWindowSchema,
      })),
  }),
  postMessage: defineEndpoint({
    method: 'POST',
    path: '/api/consultations/:id/messages',
    summary: 'Post a message with text and files uploaded before; refused while closed',
    tag,
    auth: 'bearer',
    access: 'consultations.write',
    status: 201,
    errors: [400, 401, 403, 404, 409, 422],
    schemas: () =>
      consultations().then((m) => ({
        params: m.consultationIdParamsSchema,
        body: m.postMessageInputSchema,
        response: m.messageSchema,
      })),
  }),
  uploadAttachment: defineEndpoint({
    method: 'POST',
    path: '/api/consultations/:id/attachments',
    summary: 'Upload a file (PDF, JPEG, PNG, WebP, HEIC) to attach to a next message',
    description:
      'The body is the file itself. Its type is decided from its first bytes; anything else answers ' +
      '415. Too large a file answers 413. A file never attached to a message is removed after a day.',
    tag,
    auth: 'bearer',
    access: 'consultations.write',
    status: 201,
    errors: [400, 401, 403, 404, 409, 413, 415],
    consumes: attachmentUploadTypes,
    schemas: () =>
      consultations().then((m) => ({
        params: m.consultationIdParamsSchema,
        query: m.uploadAttachmentQuerySchema,
        response: m.attachmentSchema,
      })),
  }),
  downloadAttachment: defineEndpoint({
    method: 'GET',
    path: '/api/consultations/:id/attachments/:attachmentId',
    summary: 'Download an attachment of a consultation (the file, as an attachment)',
    tag,
    auth: 'bearer',
    access: 'consultations.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      consultations().then((m) => ({
        params: m.attachmentParamsSchema,
        response: m.attachmentFileSchema,
      })),
  }),
  markRead: defineEndpoint({
    method: 'PUT',
    path: '/api/consultations/:id/read',
    summary: "Move the caller's read mark forward to a message",
    tag,
    auth: 'bearer',
    access: 'consultations.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      consultations().then((m) => ({
        params: m.consultationIdParamsSchema,
        body: m.markReadInputSchema,
        response: m.readStateSchema,
      })),
  }),
  closeConsultation: defineEndpoint({
    method: 'PUT',
    path: '/api/consultations/:id/close',
    summary: 'Close an open consultation: no new messages until it is reopened',
    tag,
    auth: 'bearer',
    access: 'consultations.write',
    errors: [400, 401, 403, 404, 409],
    schemas: detail,
  }),
  reopenConsultation: defineEndpoint({
    method: 'PUT',
    path: '/api/consultations/:id/reopen',
    summary: 'Reopen a closed consultation',
    tag,
    auth: 'bearer',
    access: 'consultations.write',
    errors: [400, 401, 403, 404, 409],
    schemas: detail,
  }),
}
