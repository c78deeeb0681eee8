import { z } from 'zod'
import { pageQuery, pagedList, personRefSchema as personRef } from './shapes'
import { roleSchema } from './session'
import { registerCustomMessages } from './validation-messages'

/**
 * Consultations (ADR 035): doctors discuss a case in a conversation with messages and attachments.
 * A consultation may be linked to a patient (and to one of the patient's referrals); then every
 * participant must be allowed to read that patient, and a representative never takes part. Only
 * participants reach a consultation: anyone else gets 404. `open` -> `closed` -> `open` again
 * (reopen); a closed one takes no new messages.
 */
export const consultationStates = ['open', 'closed'] as const
export const consultationStateSchema = z.enum(consultationStates)
export type ConsultationState = (typeof consultationStates)[number]

/** What the caller may do now, so the web offers only what the server allows. */
export const consultationActions = ['post', 'participants', 'close', 'reopen'] as const
export const consultationActionSchema = z.enum(consultationActions)
export type ConsultationAction = (typeof consultationActions)[number]

/** The events a system message records; the web words them from its catalogue. */
export const consultationSystemEvents = ['joined', 'left', 'closed', 'reopened'] as const
export type ConsultationSystemEvent = (typeof consultationSystemEvents)[number]

export const messageKinds = ['message', 'system'] as const
export type MessageKind = (typeof messageKinds)[number]

export const SUBJECT_MAX = 200
export const MESSAGE_TEXT_MAX = 5000
export const PARTICIPANTS_MAX = 20
export const ATTACHMENTS_PER_MESSAGE_MAX = 10
export const MESSAGES_PAGE_MAX = 100
/** The length of `lastMessage.excerpt` in lists. */
export const MESSAGE_EXCERPT_LENGTH = 120

/**
 * The content types an attachment may have. The server decides the type from the file's first
 * bytes, never from the name or the declared type: anything else answers 415.
 */
export const attachmentContentTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
] as const
export type AttachmentContentType = (typeof attachmentContentTypes)[number]

export const consultationIdParamsSchema = z.object({ id: z.uuid() })
export const attachmentParamsSchema = z.object({ id: z.uuid(), attachmentId: z.uuid() })

/** An uploaded file: the sanitized name it was sent with, its detected type and its size in bytes. */
export const attachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(attachmentContentTypes),
  size: z.number().int(),
})
export type Attachment = z.infer<typeof attachmentSchema>

/** The patient a consultation is about: the id and the name as shown (null when not linked). */
export const consultationPatientSchema = z.object({ id: z.uuid(), displayName: z.string() })

/** The newest message, for the list: who, the start of its text, when, whether files came with it. */
export const lastMessageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(messageKinds),
  /** Null for a system message without an actor. */
  author: personRef.nullable(),
  excerpt: z.string(),
  at: z.iso.datetime(),
  hasAttachments: z.boolean(),
})

export const consultationSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  state: consultationStateSchema,
  patient: consultationPatientSchema.nullable(),
  referralId: z.uuid().nullable(),
  createdBy: personRef,
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  /** The time of the newest message (the list's order). */
  lastActivityAt: z.iso.datetime(),
  lastMessage: lastMessageSchema.nullable(),
  /** Messages of others after the caller's read mark. */
  unreadCount: z.number().int(),
  participantCount: z.number().int(),
})
export type ConsultationSummary = z.infer<typeof consultationSummarySchema>

/**
 * A participant and the read mark: `readUpTo` is the id of the newest message the participant has
 * read (null: none yet), `lastReadAt` when the mark last moved. Other participants see it too
 * (read receipts).
 */
export const participantSchema = z.object({
  person: personRef,
  role: roleSchema,
  joinedAt: z.iso.datetime(),
  readUpTo: z.uuid().nullable(),
  lastReadAt: z.iso.datetime().nullable(),
})
export type Participant = z.infer<typeof participantSchema>

export const participantListSchema = z.object({ items: z.array(participantSchema) })
export type ParticipantList = z.infer<typeof participantListSchema>

export const consultationDetailSchema = consultationSummarySchema.extend({
  participants: z.array(participantSchema),
  allowedActions: z.array(consultationActionSchema),
})
export type ConsultationDetail = z.infer<typeof consultationDetailSchema>

const subject = z
  .string({ error: 'consultation.writeSubject' })
  .trim()
  .min(1, { error: 'consultation.writeSubject' })
  .max(SUBJECT_MAX)

const messageText = z.string().trim().max(MESSAGE_TEXT_MAX)

/**
 * `POST /api/consultations`: the caller starts it and takes part; `participantIds` are the others
 * (the caller's own id is ignored there). A referral implies its patient: `patientId`, when sent
 * too, must be the referral's patient.
 */
export const createConsultationInputSchema = z.strictObject({
  subject,
  patientId: z.uuid().optional(),
  referralId: z.uuid().optional(),
  participantIds: z
    .array(z.uuid())
    .min(1, { error: 'consultation.chooseParticipants' })
    .max(PARTICIPANTS_MAX),
  firstMessage: messageText.min(1, { error: 'consultation.writeMessage' }),
})
export type CreateConsultationInput = z.input<typeof createConsultationInputSchema>

const flag = z.enum(['true', 'false'])

export const CONSULTATIONS_PAGE_SIZE_MAX = 100

/** `GET /api/consultations`: the caller's consultations, the most recently active first. */
export const listConsultationsQuerySchema = pageQuery({
  max: CONSULTATIONS_PAGE_SIZE_MAX,
  default: 20,
}).extend({
  /** Part of the subject, case and diacritics ignored. */
  q: z.string().trim().max(100).optional(),
  state: consultationStateSchema.optional(),
  patientId: z.uuid().optional(),
  referralId: z.uuid().optional(),
  /** Only those with messages the caller has not read. */
  unreadOnly: flag.default('false').transform((value) => value === 'true'),
})
export type ListConsultationsQuery = z.input<typeof listConsultationsQuerySchema>

export const consultationListSchema = pagedList(consultationSummarySchema)
export type ConsultationList = z.infer<typeof consultationListSchema>

/** `PUT /api/consultations/:id/participants`: who joins and who leaves (at most 20 in all). */
export const updateParticipantsInputSchema = z.strictObject({
  add: z.array(z.uuid()).max(PARTICIPANTS_MAX).default([]),
  remove: z.array(z.uuid()).max(PARTICIPANTS_MAX).default([]),
})
export type UpdateParticipantsInput = z.input<typeof updateParticipantsInputSchema>

export const messageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(messageKinds),
  /** The writer; for a system message the one who acted (null when nobody did). */
  author: personRef.nullable(),
  /** Empty for a system message. */
  text: z.string(),
  /** For a system message: what happened and to whom (joined or left); null for a message. */
  system: z
    .object({ event: z.enum(consultationSystemEvents), person: personRef.nullable() })
    .nullable(),
  attachments: z.array(attachmentSchema),
  createdAt: z.iso.datetime(),
})
export type ConsultationMessage = z.infer<typeof messageSchema>

/**
 * `POST /api/consultations/:id/messages`: text, files uploaded before to this consultation by the
 * caller and not attached yet, or both; never neither.
 */
export const postMessageInputSchema = z
  .strictObject({
    text: messageText.default(''),
    attachmentIds: z.array(z.uuid()).max(ATTACHMENTS_PER_MESSAGE_MAX).default([]),
  })
  .superRefine((input, context) => {
    if (input.text.length === 0 && input.attachmentIds.length === 0)
      context.addIssue({ code: 'custom', path: ['text'], message: 'consultation.writeMessage' })
  })
export type PostMessageInput = z.input<typeof postMessageInputSchema>

/**
 * `GET /api/consultations/:id/messages`: a window of messages, by message id cursors. Without a
 * cursor the newest `limit`; `before`: the `limit` messages just older than that message; `after`:
 * the `limit` just newer. The order is the server's posting order, stable under concurrent posts.
 */
export const listMessagesQuerySchema = z
  .object({
    before: z.uuid().optional(),
    after: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(50),
  })
  .superRefine((query, context) => {
    if (query.before !== undefined && query.after !== undefined)
      context.addIssue({ code: 'custom', path: ['after'], message: 'consultation.oneCursor' })
  })
export type ListMessagesQuery = z.input<typeof listMessagesQuerySchema>

/** A window of messages, oldest first; whether older or newer ones exist beyond it. */
export const messageWindowSchema = z.object({
  items: z.array(messageSchema),
  hasBefore: z.boolean(),
  hasAfter: z.boolean(),
})
export type MessageWindow = z.infer<typeof messageWindowSchema>

/** `PUT /api/consultations/:id/read`: the caller has read up to this message (never moves back). */
export const markReadInputSchema = z.strictObject({ upTo: z.uuid() })
export type MarkReadInput = z.input<typeof markReadInputSchema>

export const readStateSchema = z.object({
  readUpTo: z.uuid().nullable(),
  lastReadAt: z.iso.datetime().nullable(),
  unreadCount: z.number().int(),
})
export type ReadState = z.infer<typeof readStateSchema>

/** `POST /api/consultations/:id/attachments?fileName=`: the name the file had on the sender's disk. */
export const uploadAttachmentQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(255),
})

/** The downloaded file's bytes (the answer is the file itself, not JSON). */
export const attachmentFileSchema = z.string().describe('The file, sent as an attachment')

registerCustomMessages({
  'consultation.writeSubject': { cs: 'Napište předmět konzilia.', en: 'Write a subject.' },
  'consultation.chooseParticipants': {
    cs: 'Vyberte alespoň jednoho účastníka.',
    en: 'Choose at least one participant.',
  },
  'consultation.writeMessage': { cs: 'Napište zprávu.', en: 'Write a message.' },
  'consultation.closed': {
    cs: 'Konzilium je uzavřené. Chcete-li psát dál, nejprve jej znovu otevřete.',
    en: 'The consultation is closed. Reopen it to write again.',
  },
  'consultation.notClosed': { cs: 'Konzilium je otevřené.', en: 'The consultation is open.' },
  'consultation.unknownParticipant': {
    cs: 'Tento uživatel se konzilia nemůže účastnit (neexistuje, je zablokovaný nebo není lékař).',
    en: 'This user cannot take part (unknown, locked or not a doctor).',
  },
  'consultation.repWithPatient': {
    cs: 'Obchodní zástupce se nemůže účastnit konzilia o pacientovi.',
    en: 'A representative cannot take part in a consultation about a patient.',
  },
  'consultation.cannotSeePatient': {
    cs: 'Tento lékař nemá přístup ke kartě pacienta, a nemůže se proto konzilia účastnit.',
    en: 'This doctor has no access to the patient’s record and so cannot take part.',
  },
  'consultation.notParticipant': {
    cs: 'Tento uživatel se konzilia neúčastní.',
    en: 'This user does not take part in the consultation.',
  },
  'consultation.addAndRemove': {
    cs: 'Nelze účastníka zároveň přidat i odebrat.',
    en: 'A person cannot be added and removed at once.',
  },
  'consultation.lastParticipant': {
    cs: 'Poslední účastník nemůže konzilium opustit.',
    en: 'The last participant cannot leave the consultation.',
  },
  'consultation.unknownAttachment': {
    cs: 'Přílohu nelze odeslat: nenahráli jste ji k tomuto konziliu nebo už byla odeslána.',
    en: 'The attachment cannot be posted: you did not upload it to this consultation, or it was posted already.',
  },
  'consultation.unknownMessage': {
    cs: 'Tato zpráva v konziliu není.',
    en: 'There is no such message in this consultation.',
  },
  'consultation.notReferralPatient': {
    cs: 'Pacient neodpovídá pacientovi žádanky.',
    en: 'The patient is not the patient of the referral.',
  },
  'consultation.oneCursor': {
    cs: 'Zadejte jen jeden z parametrů before a after.',
    en: 'Give either before or after, not both.',
  },
})
