import { z } from 'zod'
import { pageQuery, pagedList, personRefSchema as personRef } from './shapes'
import { scoreInputEntrySchema, storedScoreSchema } from './calculators'
import { cancelReasons, denyReasons, sexSchema, diagnosisCodes, urgencySchema } from './codes'
import { registerCustomMessages } from './validation-messages'
import { centerSpecialties } from './centers'
import { indicationVerdictSchema } from './referrals/indication'

/**
 * Referral requests (ADR 017, ADR 032): a peripheral doctor asks a centre to take a patient into
 * care. The life cycle's rules are in `referrals/lifecycle.ts`, the scores each diagnosis carries
 * in `referrals/diagnosis-scores.ts`; both are part of this module.
 */
export * from './referrals/lifecycle'
import {
  referralActionSchema,
  referralEventTypes,
  referralNextMoves,
  referralStateSchema,
} from './referrals/lifecycle'
export * from './referrals/diagnosis-scores'
/** The score entries are the calculators' own (shared with examination forms). */
export { scoreInputEntrySchema, storedScoreSchema, type StoredScore } from './calculators'
/** Why a treatment was stopped, or `ongoing` (docs/domain/czech.md, prior treatment). */
export const treatmentOutcomes = [
  'ongoing',
  'inadequate_response',
  'loss_of_response',
  'intolerance',
  'contraindication',
  'other',
] as const
export const treatmentOutcomeSchema = z.enum(treatmentOutcomes)
export type TreatmentOutcome = (typeof treatmentOutcomes)[number]

/** A treatment's month (`2024-03`, the form turns `03/2024` into it) or day; months 01-12. */
const monthOrDate = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, { error: 'referral.monthFormat' })
  .nullable()
  .default(null)

export const treatmentRowSchema = z.object({
  drug: z.string().trim().min(1).max(200),
  dose: z.string().trim().max(200).nullable().default(null),
  from: monthOrDate,
  to: monthOrDate,
  outcome: treatmentOutcomeSchema.nullable().default(null),
})
export type TreatmentRow = z.output<typeof treatmentRowSchema>

/**
 * The choices a referral and its decisions need, each with the message its form shows (the same
 * words whether the browser or the server found the choice missing or unknown).
 */
const chosenCenter = z.uuid({ error: 'referral.chooseCenter' })
const chosenDiagnosis = z.enum(diagnosisCodes, { error: 'referral.chooseDiagnosis' })
const comment = z
  .string({ error: 'referral.writeComment' })
  .trim()
  .min(1, { error: 'referral.writeComment' })
  .max(2000)

export const createReferralInputSchema = z.object({
  patientId: z.uuid(),
  centerId: chosenCenter,
  diagnosis: chosenDiagnosis,
  urgency: urgencySchema,
  scores: z.array(scoreInputEntrySchema).max(12).default([]),
  previousTreatments: z.array(treatmentRowSchema).max(30).default([]),
  currentTreatments: z.array(treatmentRowSchema).max(30).default([]),
  note: z.string().trim().max(4000).nullable().default(null),
})
export type CreateReferralInput = z.input<typeof createReferralInputSchema>

/**
 * A referral sent again to the same centre after a denial that asked for more: the referral's
 * content, completed; the patient and the centre stay those of the denied one.
 */
export const resubmitReferralInputSchema = createReferralInputSchema.omit({
  patientId: true,
  centerId: true,
})
export type ResubmitReferralInput = z.input<typeof resubmitReferralInputSchema>

/**
 * Accept: the doctor who takes the patient (the caller when left out), an optional first visit
 * (not in the past) and message for the referrer, and whether the patient's other open referrals
 * are cancelled with it.
 */
export const acceptReferralInputSchema = z.object({
  doctorId: z.uuid().optional(),
  firstVisitAt: z.iso.datetime({ error: 'referral.firstVisitInvalid' }).nullable().optional(),
  message: z.string().trim().max(2000).nullable().optional(),
  cancelOtherOpen: z.boolean().default(false),
})
export type AcceptReferralInput = z.input<typeof acceptReferralInputSchema>
/** Close a denied or cancelled referral: nothing more will happen to it. */
export const closeReferralInputSchema = z.object({})
export const denyReferralInputSchema = z.object({
  reason: z.enum(denyReasons, { error: 'referral.chooseReason' }),
  comment,
})
export const cancelReferralInputSchema = z.object({
  reason: z.enum(cancelReasons, { error: 'referral.chooseReason' }),
  comment,
})
export const redirectReferralInputSchema = z.object({
  centerId: chosenCenter,
  note: z.string().trim().max(4000).nullable().optional(),
})

export const referralIdParamsSchema = z.object({ id: z.uuid() })

export const referralIndicationSchema = z.object({
  scores: z.array(storedScoreSchema),
  previousTreatments: z.array(treatmentRowSchema),
  currentTreatments: z.array(treatmentRowSchema),
})
export type ReferralIndication = z.infer<typeof referralIndicationSchema>

const centerRef = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  specialty: z.enum(centerSpecialties),
})

export const referralSummarySchema = z.object({
  id: z.uuid(),
  state: referralStateSchema,
  /** When the referrer closed it (a denied or cancelled one); nobody's move after that. */
  closedAt: z.iso.datetime().nullable(),
  seenAt: z.iso.datetime().nullable(),
  diagnosis: z.string(),
  urgency: urgencySchema,
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  patient: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  center: centerRef,
  fromDoctor: personRef,
  /**
   * The newer referral that follows this denied one: sent on to another centre (`redirect`), or
   * completed and sent again to the same centre (`resubmit`); null while none does.
   */
  followedBy: z.enum(['redirect', 'resubmit']).nullable(),
  nextMove: z.enum(referralNextMoves),
  allowedActions: z.array(referralActionSchema),
})
export type ReferralSummary = z.infer<typeof referralSummarySchema>

export const referralEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(referralEventTypes),
  occurredAt: z.iso.datetime(),
  actor: personRef.nullable(),
  reasonCode: z.string().nullable(),
  comment: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
})
export type ReferralEvent = z.infer<typeof referralEventSchema>

const patientRecordSchema = z.object({
  birthNumber: z.string().nullable(),
  insurer: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  diagnoses: z.array(z.string()),
})
export type ReferralPatientRecord = z.infer<typeof patientRecordSchema>

const referrerContactSchema = z.object({
  workplace: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
})

const otherReferralSchema = z.object({
  id: z.uuid(),
  state: referralStateSchema,
  diagnosis: z.string(),
  center: centerRef,
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  reasonCode: z.string().nullable(),
  closedAt: z.iso.datetime().nullable(),
})
export type OtherReferral = z.infer<typeof otherReferralSchema>

export const referralDetailSchema = referralSummarySchema.extend({
  patient: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    sex: sexSchema,
  }),
  note: z.string().nullable(),
  /** With the server's indication-criteria verdicts, per criterion. */
  indication: referralIndicationSchema.extend({ verdicts: z.array(indicationVerdictSchema) }),
  seenBy: personRef.nullable(),
  decidedBy: personRef.nullable(),
  assignedDoctor: personRef.nullable(),
  reasonCode: z.string().nullable(),
  comment: z.string().nullable(),
  /** The denied referral this one follows (redirected or sent again), and the one following it. */
  redirectedFromId: z.uuid().nullable(),
  redirectedToId: z.uuid().nullable(),
  closedBy: personRef.nullable(),
  /** Set by the accepting centre for the referrer. */
  firstVisitAt: z.iso.datetime().nullable(),
  acceptMessage: z.string().nullable(),
  /**
   * What the patient record holds, for a decision; null when the caller no longer reaches the
   * record (the centre of a denied or cancelled referral).
   */
  patientRecord: patientRecordSchema.nullable(),
  /** The referrer's workplace and contact. */
  fromContact: referrerContactSchema,
  /** The patient's other referrals, newest first; the open ones are `pending`. */
  otherReferrals: z.array(otherReferralSchema),
  events: z.array(referralEventSchema),
  /** Active doctors of the addressed centre who take patients; only for callers who may accept. */
  assignableDoctors: z.array(personRef),
})
export type ReferralDetail = z.infer<typeof referralDetailSchema>

export const referralSortSchema = z.enum([
  '-createdAt',
  'createdAt',
  'urgency',
  '-urgency',
  'patient',
  '-patient',
  'state',
  '-state',
  // The centre's inbox: the most urgent first, and within one urgency the longest waiting first.
  'waiting',
])
export type ReferralSort = z.infer<typeof referralSortSchema>

/** The answer to opening the inbox: the previous visit (null on the first), to mark what is new. */
export const inboxVisitSchema = z.object({ previousVisitAt: z.iso.datetime().nullable() })
export type InboxVisit = z.infer<typeof inboxVisitSchema>

export const REFERRALS_PAGE_SIZE_MAX = 100

export const listReferralsQuerySchema = pageQuery(
  { max: REFERRALS_PAGE_SIZE_MAX, default: 20 },
  referralSortSchema,
  '-createdAt',
).extend({
  /** Prefix of the patient's last or first name, diacritics ignored. */
  q: z.string().trim().max(100).optional(),
  box: z.enum(['inbox', 'outbox']).optional(),
  state: referralStateSchema.optional(),
  centerId: z.uuid().optional(),
  urgency: urgencySchema.optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  /** One patient's referrals (the new-referral form asks for the open ones before sending). */
  patientId: z.uuid().optional(),
})
export type ListReferralsQuery = z.infer<typeof listReferralsQuerySchema>

export const referralListSchema = pagedList(referralSummarySchema)
export type ReferralList = z.infer<typeof referralListSchema>

registerCustomMessages({
  'referral.chooseDiagnosis': { cs: 'Vyberte diagnózu.', en: 'Choose a diagnosis.' },
  'referral.chooseCenter': { cs: 'Vyberte centrum.', en: 'Choose a centre.' },
  'referral.monthFormat': {
    cs: 'Zadejte měsíc a rok, např. 03/2024.',
    en: 'Enter the month and year, e.g. 03/2024.',
  },
  'referral.chooseReason': { cs: 'Vyberte důvod.', en: 'Choose a reason.' },
  'referral.writeComment': { cs: 'Napište komentář.', en: 'Write a comment.' },
  'referral.notPending': {
    cs: 'Žádost už byla vyřízena (přijata, zamítnuta nebo zrušena); tento krok už nelze provést.',
    en: 'The referral has already been decided (accepted, denied or cancelled); this step is no longer possible.',
  },
  'referral.notDenied': {
    cs: 'Přesměrovat lze jen zamítnutou žádost, a to jen jednou.',
    en: 'Only a denied referral can be redirected, and only once.',
  },
  'referral.centerNotVisible': {
    cs: 'Toto centrum nelze vybrat.',
    en: 'This centre cannot be chosen.',
  },
  'referral.sameCenter': {
    cs: 'Vyberte jiné centrum, než které žádost zamítlo.',
    en: 'Choose a centre other than the one that denied the referral.',
  },
  'referral.doctorNotInCenter': {
    cs: 'Vyberte aktivního lékaře tohoto centra.',
    en: 'Choose an active doctor of this centre.',
  },
  'referral.scoreNotForDiagnosis': {
    cs: 'Toto skóre k vybrané diagnóze nepatří.',
    en: 'This score does not belong to the chosen diagnosis.',
  },
  'referral.notClosable': {
    cs: 'Uzavřít lze jen zamítnutou nebo zrušenou žádost, která ještě nebyla uzavřena ani odeslána znovu.',
    en: 'Only a denied or cancelled referral that was not yet closed or sent again can be closed.',
  },
  'referral.notResubmittable': {
    cs: 'Znovu odeslat lze jen žádost zamítnutou pro chybějící údaje nebo vyšetření, a to jen jednou.',
    en: 'Only a referral denied for missing data or a missing examination can be sent again, and only once.',
  },
  'referral.centerWithoutDoctor': {
    cs: 'V tomto centru teď není aktivní lékař; vyberte jiné centrum.',
    en: 'This centre has no active doctor now; choose another centre.',
  },
  'referral.firstVisitPast': {
    cs: 'Termín první návštěvy nesmí být v minulosti.',
    en: 'The first visit cannot be in the past.',
  },
  'referral.firstVisitInvalid': {
    cs: 'Zadejte datum a čas první návštěvy.',
    en: 'Enter the date and time of the first visit.',
  },
  'referral.scoreDuplicate': {
    cs: 'Každé skóre lze uvést jen jednou.',
    en: 'Each score can be given only once.',
  },
})
