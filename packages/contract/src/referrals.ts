import { z } from 'zod'
import { pageQuery, pagedList, personRefSchema as personRef } from './shapes'
import { scoreIdSchema, scoreResultSchema, type ScoreId } from './calculators'
import {
  cancelReasons,
  denyReasons,
  sexSchema,
  diagnoses,
  diagnosisCodes,
  urgencySchema,
  type DiagnosisCode,
} from './codes'
import type { Role } from './session'
import { may } from './policy'
import { registerCustomMessages } from './validation-messages'
import { centerSpecialties } from './centers'

/**
 * Referral requests (ADR 017): a peripheral doctor asks a centre to take a patient into care.
 * `pending` -> `accepted` | `denied` | `cancelled`, each terminal; a denied one can be redirected
 * (a new pending referral to another centre).
 */
export const referralStates = ['pending', 'accepted', 'denied', 'cancelled'] as const
export const referralStateSchema = z.enum(referralStates)
export type ReferralState = (typeof referralStates)[number]

export const referralActions = ['accept', 'deny', 'cancel', 'redirect'] as const
export const referralActionSchema = z.enum(referralActions)
export type ReferralAction = (typeof referralActions)[number]

export const referralEventTypes = [
  'created',
  'seen',
  'accepted',
  'denied',
  'cancelled',
  'redirected',
] as const
export type ReferralEventType = (typeof referralEventTypes)[number]

/** The state a legal transition leads to, or null when the action is illegal in that state. */
export function nextReferralState(
  state: ReferralState,
  action: Exclude<ReferralAction, 'redirect'>,
): ReferralState | null {
  if (state !== 'pending') return null
  return ({ accept: 'accepted', deny: 'denied', cancel: 'cancelled' } as const)[action]
}

/**
 * What a caller of this role may do with a referral it can read, now. The scope was already
 * applied by reading it (a centre doctor reads only the own centre's referrals, a referrer only
 * the own), so the role and the state decide.
 */
export function allowedReferralActions(
  role: Role,
  referral: { state: ReferralState; redirected: boolean },
): ReferralAction[] {
  const actions: ReferralAction[] = []
  if (referral.state === 'pending') {
    if (may(role, 'referrals.decide')) actions.push('accept', 'deny')
    if (may(role, 'referrals.cancel')) actions.push('cancel')
  }
  if (referral.state === 'denied' && !referral.redirected && may(role, 'referrals.create'))
    actions.push('redirect')
  return actions
}

/** Whose move it is: the centre decides a pending one, the referrer may redirect a denied one. */
export const referralNextMoves = ['center', 'referrer', 'none'] as const
export type ReferralNextMove = (typeof referralNextMoves)[number]
export function referralNextMove(referral: {
  state: ReferralState
  redirected: boolean
}): ReferralNextMove {
  if (referral.state === 'pending') return 'center'
  if (referral.state === 'denied' && !referral.redirected) return 'referrer'
  return 'none'
}

/** Groups of diagnoses by the scores that document their indication. */
const psoriasisScores: ScoreId[] = ['pasi', 'pasi-percent', 'bsa', 'dlqi', 'iga', 'spga', 'napsi']
const atopicScores: ScoreId[] = ['iga', 'bsa', 'dlqi']
const raScores: ScoreId[] = [
  'das28-esr',
  'das28-crp',
  'das28-esr-3v',
  'das28-crp-3v',
  'cdai',
  'sdai',
]
const psaScores: ScoreId[] = ['dapsa', 'das28-esr', 'das28-crp', 'pasi', 'bsa', 'dlqi']
const axialScores: ScoreId[] = ['asdas-crp', 'asdas-esr', 'basdai']

/** Psoriatic arthritis: treated by dermatology and rheumatology centres alike. */
export function isPsoriaticArthritis(code: DiagnosisCode): boolean {
  return code === 'L40.5' || code.startsWith('M07.')
}

/** The scores whose inputs a referral with this diagnosis may carry (the form offers these). */
export function scoresForDiagnosis(code: DiagnosisCode): ScoreId[] {
  if (isPsoriaticArthritis(code)) {
    return code === 'M07.2' ? [...psaScores, ...axialScores] : psaScores
  }
  if (code.startsWith('L40')) return psoriasisScores
  if (code.startsWith('L20')) return atopicScores
  if (code.startsWith('L50') || code.startsWith('L73')) return ['dlqi', 'iga']
  if (code === 'M45' || code.startsWith('M46')) return axialScores
  if (code.startsWith('M05') || code.startsWith('M06') || code.startsWith('M08')) return raScores
  return []
}

/** The specialty of the centres that treat a diagnosis. */
export function specialtyOfDiagnosis(code: DiagnosisCode): 'dermatology' | 'rheumatology' {
  return diagnoses.find((d) => d.code === code)?.specialty ?? 'dermatology'
}

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
 * The inputs of one score. Only the inputs: whatever result a client sends is dropped by the
 * schema, and the server computes the result itself with `@konzilium/scores`. The input is read
 * by the named score's strict schema on the server (`strictScoreInputSchema`), so its type here
 * stays open and the form may build it field by field.
 */
export const scoreInputEntrySchema = z.object({
  score: scoreIdSchema,
  input: z.unknown().meta({
    description:
      "The score's input as its input schema in GET /api/scores describes it; a key the score " +
      'does not know is refused (400), at any depth.',
  }),
})

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

export const acceptReferralInputSchema = z.object({ doctorId: z.uuid() })
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

/** A score as stored: its inputs, the server's result and the formula version in it. */
export const storedScoreSchema = z.object({
  score: scoreIdSchema,
  input: z.unknown(),
  result: scoreResultSchema,
})
export type StoredScore = z.infer<typeof storedScoreSchema>

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
  seenAt: z.iso.datetime().nullable(),
  diagnosis: z.string(),
  urgency: urgencySchema,
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  patient: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  center: centerRef,
  fromDoctor: personRef,
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

export const referralDetailSchema = referralSummarySchema.extend({
  patient: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    sex: sexSchema,
  }),
  note: z.string().nullable(),
  indication: referralIndicationSchema,
  seenBy: personRef.nullable(),
  decidedBy: personRef.nullable(),
  assignedDoctor: personRef.nullable(),
  reasonCode: z.string().nullable(),
  comment: z.string().nullable(),
  redirectedFromId: z.uuid().nullable(),
  redirectedToId: z.uuid().nullable(),
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
])
export type ReferralSort = z.infer<typeof referralSortSchema>

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
  'referral.scoreDuplicate': {
    cs: 'Každé skóre lze uvést jen jednou.',
    en: 'Each score can be given only once.',
  },
})
