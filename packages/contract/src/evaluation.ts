import { z } from 'zod'
import { basdaiInputSchema, dlqiInputSchema } from './calculators'
import { EVALUATION_DAYS_DEFAULT, EVALUATION_DAYS_MAX } from './evaluation/link-days'
import { locales } from './session'
import { personRefSchema as personRef } from './shapes'
import { registerCustomMessages } from './validation-messages'

/**
 * Questionnaires by link (ADR 041): a doctor who may change a patient's record sends the patient a
 * one-time link to fill in a questionnaire (DLQI or BASDAI) at home, by e-mail or printed as a QR
 * code. The link carries only a random token; the server keeps its hash. The answers become a
 * patient-reported form of the patient, and the doctor who sent the link is notified. A signed-in
 * patient also finds the questionnaires waiting for them in their own record and fills them there.
 */
export const questionnaireKinds = ['dlqi', 'basdai'] as const
export const questionnaireKindSchema = z.enum(questionnaireKinds)
export type QuestionnaireKind = (typeof questionnaireKinds)[number]

/** How the link reaches the patient: an e-mail, or a printed sheet with its QR code. */
export const evaluationDeliveries = ['email', 'print'] as const
export type EvaluationDelivery = (typeof evaluationDeliveries)[number]

/**
 * A link's state: waiting to be filled, used (the answers arrived), expired (its time ran out
 * unused), revoked (the doctor withdrew it).
 */
export const evaluationLinkStates = ['waiting', 'used', 'expired', 'revoked'] as const
export type EvaluationLinkState = (typeof evaluationLinkStates)[number]

export { EVALUATION_DAYS_DEFAULT, EVALUATION_DAYS_MAX } from './evaluation/link-days'

/** The newest links of a patient an answer lists (a patient collects a few a year). */
export const EVALUATION_LINKS_LIST_MAX = 100

export const createEvaluationLinkInputSchema = z
  .object({
    patientId: z.uuid(),
    questionnaire: questionnaireKindSchema,
    /** The language of the page the patient opens (and of the e-mail). */
    language: z.enum(locales),
    delivery: z.enum(evaluationDeliveries),
    /** Where to send it (`delivery: 'email'`); the address is not stored with the link. */
    email: z.email().max(254).nullish(),
    validDays: z.number().int().min(1).max(EVALUATION_DAYS_MAX).default(EVALUATION_DAYS_DEFAULT),
  })
  .superRefine((value, ctx) => {
    if (value.delivery === 'email' && !value.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'evaluation.emailRequired' })
  })
export type CreateEvaluationLinkInput = z.input<typeof createEvaluationLinkInputSchema>

export const evaluationLinkSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  questionnaire: questionnaireKindSchema,
  language: z.enum(locales),
  delivery: z.enum(evaluationDeliveries),
  state: z.enum(evaluationLinkStates),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  usedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  /** Who sent it (null when that account is gone). */
  createdBy: personRef.nullable(),
  /** The form the answers became, once used. */
  formId: z.uuid().nullable(),
})
export type EvaluationLink = z.infer<typeof evaluationLinkSchema>

/**
 * The answer of creating a link: the link, and once only its address and the address as a QR
 * code (SVG), for printing. The server keeps no copy of the address: lost, it is revoked and sent
 * again.
 */
export const createdEvaluationLinkSchema = z.object({
  link: evaluationLinkSchema,
  url: z.string(),
  qrSvg: z.string(),
})
export type CreatedEvaluationLink = z.infer<typeof createdEvaluationLinkSchema>

export const evaluationLinksQuerySchema = z.object({ patient: z.uuid() })
export const evaluationLinksSchema = z.object({ items: z.array(evaluationLinkSchema) })
export type EvaluationLinks = z.infer<typeof evaluationLinksSchema>

export const evaluationLinkParamsSchema = z.object({ id: z.uuid() })

/** The token from the link; sent in the body, never in an address the server logs. */
export const evaluationTokenSchema = z.string().min(20).max(100)
export const openEvaluationInputSchema = z.object({ token: evaluationTokenSchema })

/**
 * What the public page shows before the questions: which questionnaire, in which language, and
 * who asks (the doctor and the centre by name); nothing of the patient.
 */
export const evaluationInvitationSchema = z.object({
  questionnaire: questionnaireKindSchema,
  language: z.enum(locales),
  doctorName: z.string().nullable(),
  centerName: z.string().nullable(),
  expiresAt: z.iso.datetime(),
})
export type EvaluationInvitation = z.infer<typeof evaluationInvitationSchema>

/** The answers: the questionnaire's own score input, checked as the calculator checks it. */
export const evaluationAnswersSchema = z.discriminatedUnion('questionnaire', [
  z.object({ questionnaire: z.literal('dlqi'), input: dlqiInputSchema }),
  z.object({ questionnaire: z.literal('basdai'), input: basdaiInputSchema }),
])
export type EvaluationAnswers = z.input<typeof evaluationAnswersSchema>

export const submitEvaluationInputSchema = z.object({
  token: evaluationTokenSchema,
  answers: evaluationAnswersSchema,
})
export type SubmitEvaluationInput = z.input<typeof submitEvaluationInputSchema>

/** A signed-in patient's own answers to a link of their record. */
export const answerEvaluationLinkInputSchema = z.object({ answers: evaluationAnswersSchema })

export const evaluationSubmittedSchema = z.object({
  questionnaire: questionnaireKindSchema,
  submittedAt: z.iso.datetime(),
})
export type EvaluationSubmitted = z.infer<typeof evaluationSubmittedSchema>

registerCustomMessages({
  'evaluation.unknown': {
    cs: 'Tento odkaz na dotazník neznáme nebo jej lékař zrušil. Požádejte lékaře o nový.',
    en: 'This questionnaire link is unknown or was withdrawn by the doctor. Ask your doctor for a new one.',
  },
  'evaluation.used': {
    cs: 'Dotazník z tohoto odkazu už byl vyplněn. Odkaz lze použít jen jednou.',
    en: 'The questionnaire of this link has already been filled in. A link works only once.',
  },
  'evaluation.expired': {
    cs: 'Platnost odkazu na dotazník vypršela. Požádejte lékaře o nový.',
    en: 'This questionnaire link has expired. Ask your doctor for a new one.',
  },
  'evaluation.emailRequired': {
    cs: 'Zadejte e-mail, na který se odkaz pošle.',
    en: 'Enter the e-mail address to send the link to.',
  },
  'evaluation.wrongQuestionnaire': {
    cs: 'Odpovědi nepatří k dotazníku tohoto odkazu.',
    en: 'The answers do not belong to this link’s questionnaire.',
  },
  'evaluation.notScored': {
    cs: 'Odpovězte prosím na všechny otázky; bez nich nelze skóre spočítat.',
    en: 'Please answer every question; the score cannot be calculated without them.',
  },
  'evaluation.notWaiting': {
    cs: 'Odkaz už nečeká na vyplnění.',
    en: 'The link is no longer waiting to be filled in.',
  },
})
