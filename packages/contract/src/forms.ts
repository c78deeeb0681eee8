import { z } from 'zod'
import { pageQuery, pagedList, personRefSchema as personRef } from './shapes'
import {
  scoreIdSchema,
  scoreInputEntrySchema,
  scoreResultSchema,
  storedScoreSchema,
} from './calculators'
import { attachmentContentTypes } from './consultations'
import { registerCustomMessages } from './validation-messages'

/**
 * Examination forms (ADR 039): what a doctor recorded at a visit of a patient, or what the patient
 * reported in a questionnaire. A form holds the examination date, scores (their inputs; the server
 * computes every result with `@konzilium/scores` and keeps the formula version), the treatment
 * the patient had then, free-text findings and attached files. Changing a form writes a new
 * version; every earlier version stays readable. Deleting one hides it (a soft delete) and is
 * audited. Forms follow the patient's scope: whoever reads the patient reads its forms.
 */
export const formKinds = [
  'dermatology_visit',
  'rheumatology_visit',
  'referral_indication',
  'questionnaire',
] as const
export const formKindSchema = z.enum(formKinds, { error: 'form.chooseKind' })
export type FormKind = (typeof formKinds)[number]

/** What the caller may do with a form now, so the web offers only what the server allows. */
export const formActions = ['update', 'delete', 'attach'] as const
export const formActionSchema = z.enum(formActions)
export type FormAction = (typeof formActions)[number]

export const FORM_SCORES_MAX = 20
export const FORM_TREATMENTS_MAX = 20
export const FINDINGS_MAX = 10_000
export const FORMS_PAGE_SIZE_MAX = 100

/** The content types a form's attachment may have (decided from its first bytes, ADR 035). */
export const formAttachmentContentTypes = attachmentContentTypes

/** A calendar day, `2026-11-28`. */
const day = (message: string) => z.iso.date({ error: message })

/** Treatment a patient had at the examination: a biologic or a conventional systemic therapy. */
export const treatmentKinds = ['biologic', 'conventional'] as const
export const treatmentKindSchema = z.enum(treatmentKinds, { error: 'form.chooseTreatmentKind' })
export type TreatmentKind = (typeof treatmentKinds)[number]

export const formTreatmentSchema = z
  .object({
    kind: treatmentKindSchema,
    drug: z.string({ error: 'form.writeDrug' }).trim().min(1, { error: 'form.writeDrug' }).max(200),
    dose: z.string().trim().max(200).nullable().default(null),
    start: day('form.dateFormat'),
    /** Null while the patient still takes it. */
    stop: day('form.dateFormat').nullable().default(null),
  })
  .superRefine((row, context) => {
    if (row.stop !== null && row.stop < row.start)
      context.addIssue({ code: 'custom', path: ['stop'], message: 'form.stopBeforeStart' })
  })
export type FormTreatment = z.output<typeof formTreatmentSchema>
export type FormTreatmentInput = z.input<typeof formTreatmentSchema>

/**
 * One score of a form as a client sends it: the score's inputs and, optionally, the result the
 * client computed. The server computes the result itself; a sent result that disagrees with it
 * (its value, displayed value, band or formula version) is refused with 400 on `scores.N.result`,
 * so a client with an outdated formula never stores a number the server would not give.
 */
export const formScoreInputSchema = scoreInputEntrySchema.extend({
  result: scoreResultSchema.partial().optional(),
})
export type FormScoreInput = z.input<typeof formScoreInputSchema>

const findings = z.string().trim().max(FINDINGS_MAX).default('')

/** The content of a form, which each version holds whole. */
const formContent = {
  examinedOn: day('form.chooseDate'),
  scores: z.array(formScoreInputSchema).max(FORM_SCORES_MAX).default([]),
  treatments: z.array(formTreatmentSchema).max(FORM_TREATMENTS_MAX).default([]),
  findings,
}

/** `POST /api/forms`: a new form of a patient the caller may write to. */
export const createFormInputSchema = z.strictObject({
  patientId: z.uuid(),
  kind: formKindSchema,
  ...formContent,
})
export type CreateFormInput = z.input<typeof createFormInputSchema>

/**
 * `PUT /api/forms/:id`: the whole new content (the kind and the patient stay). It is kept as the
 * next version; `baseVersion`, when sent, is the version the edit started from, and a form
 * changed since answers 409 so nobody overwrites a colleague's change unseen.
 */
export const updateFormInputSchema = z.strictObject({
  ...formContent,
  baseVersion: z.number().int().min(1).optional(),
})
export type UpdateFormInput = z.input<typeof updateFormInputSchema>

export const formIdParamsSchema = z.object({ id: z.uuid() })
export const formAttachmentParamsSchema = z.object({ id: z.uuid(), attachmentId: z.uuid() })

/** `GET /api/forms/:id?version=N`: an earlier version of the form (the current one by default). */
export const getFormQuerySchema = z.object({
  version: z.coerce.number().int().min(1).optional(),
})
export type GetFormQuery = z.input<typeof getFormQuerySchema>

/** A file attached to a form: the sanitized name it was sent with, its detected type and size. */
export const formAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(formAttachmentContentTypes),
  size: z.number().int(),
  uploadedBy: personRef,
  uploadedAt: z.iso.datetime(),
})
export type FormAttachment = z.infer<typeof formAttachmentSchema>

/** One version in a form's history: who saved it, when, and the examination date it gave. */
export const formVersionSchema = z.object({
  version: z.number().int(),
  examinedOn: z.iso.date(),
  /** Null for a questionnaire the patient filled without an account. */
  author: personRef.nullable(),
  createdAt: z.iso.datetime(),
})
export type FormVersion = z.infer<typeof formVersionSchema>

/** A score in a list row: its displayed result, band and formula version (no inputs). */
export const formScoreSummarySchema = z.object({
  score: scoreIdSchema,
  display: z.number(),
  band: z.string().nullable(),
  version: z.string(),
})
export type FormScoreSummary = z.infer<typeof formScoreSummarySchema>

export const formSummarySchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  kind: formKindSchema,
  examinedOn: z.iso.date(),
  /** The current version's number (1 for a form never changed). */
  version: z.number().int(),
  scores: z.array(formScoreSummarySchema),
  /** The drugs of the form's treatment rows, in their order. */
  drugs: z.array(z.string()),
  attachmentCount: z.number().int(),
  /** Who created the form; null for a questionnaire the patient filled from a link. */
  author: personRef.nullable(),
  /** The doctor the form belongs to (for a questionnaire: who asked for it). */
  doctor: personRef.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type FormSummary = z.infer<typeof formSummarySchema>

/**
 * A form at one version (`version`; the newest is `currentVersion`): its whole content then, the
 * history of versions (newest first) and the attachments (not versioned: they belong to the form).
 */
export const formDetailSchema = formSummarySchema.extend({
  currentVersion: z.number().int(),
  scores: z.array(storedScoreSchema),
  treatments: z.array(
    z.object({
      kind: treatmentKindSchema,
      drug: z.string(),
      dose: z.string().nullable(),
      start: z.iso.date(),
      stop: z.iso.date().nullable(),
    }),
  ),
  findings: z.string(),
  /** Who saved the version shown and when. */
  versionAuthor: personRef.nullable(),
  versionCreatedAt: z.iso.datetime(),
  versions: z.array(formVersionSchema),
  attachments: z.array(formAttachmentSchema),
  allowedActions: z.array(formActionSchema),
})
export type FormDetail = z.infer<typeof formDetailSchema>

export const formSortSchema = z.enum(['-examinedOn', 'examinedOn', '-updatedAt', 'kind'])
export type FormSort = z.infer<typeof formSortSchema>

/**
 * `GET /api/forms`: the forms of one patient the caller may read, filtered by kind and by the
 * examination date (`from`, `to` inclusive), the newest examination first by default.
 */
export const listFormsQuerySchema = pageQuery(
  { max: FORMS_PAGE_SIZE_MAX, default: 20 },
  formSortSchema,
  '-examinedOn',
)
  .extend({
    patientId: z.uuid(),
    kind: formKindSchema.optional(),
    from: day('form.dateFormat').optional(),
    to: day('form.dateFormat').optional(),
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.to < query.from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'form.toBeforeFrom' })
  })
export type ListFormsQuery = z.input<typeof listFormsQuerySchema>

export const formListSchema = pagedList(formSummarySchema)
export type FormList = z.infer<typeof formListSchema>

/** `POST /api/forms/:id/attachments?fileName=`: the name the file had on the sender's disk. */
export const uploadFormAttachmentQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(255),
})

/** The downloaded file's bytes (the answer is the file itself, not JSON). */
export const formAttachmentFileSchema = z.string().describe('The file, sent as an attachment')

registerCustomMessages({
  'form.chooseKind': { cs: 'Vyberte druh záznamu.', en: 'Choose the kind of record.' },
  'form.chooseDate': { cs: 'Zadejte datum vyšetření.', en: 'Enter the date of the examination.' },
  'form.dateFormat': {
    cs: 'Zadejte platné datum (např. 28. 11. 2026).',
    en: 'Enter a valid date (e.g. 2026-11-28).',
  },
  'form.dateInFuture': {
    cs: 'Datum vyšetření nemůže být v budoucnosti.',
    en: 'The examination date cannot be in the future.',
  },
  'form.chooseTreatmentKind': {
    cs: 'Vyberte druh léčby (biologická, nebo konvenční).',
    en: 'Choose the kind of treatment (biologic or conventional).',
  },
  'form.writeDrug': { cs: 'Zadejte název léku.', en: 'Enter the drug name.' },
  'form.stopBeforeStart': {
    cs: 'Konec léčby nemůže předcházet jejímu začátku.',
    en: 'The treatment cannot stop before it starts.',
  },
  'form.toBeforeFrom': {
    cs: 'Konec období nemůže předcházet jeho začátku.',
    en: 'The end of the period cannot come before its start.',
  },
  'form.scoreDuplicate': {
    cs: 'Každé skóre lze v záznamu uvést jen jednou.',
    en: 'Each score can be given only once in a record.',
  },
  'form.resultMismatch': {
    cs: 'Výsledek skóre nesouhlasí s výpočtem serveru. Načtěte stránku znovu a zadání zkontrolujte.',
    en: 'The score result does not match the server’s calculation. Reload the page and check the inputs.',
  },
  'form.changedMeanwhile': {
    cs: 'Záznam mezitím změnil někdo jiný. Načtěte jej znovu a změny proveďte v nové verzi.',
    en: 'Someone else changed the record meanwhile. Reload it and make your changes to the new version.',
  },
  'form.unknownVersion': {
    cs: 'Tato verze záznamu neexistuje.',
    en: 'There is no such version of the record.',
  },
})
