import type { FormDetail, FormKind } from '@konzilium/contract/forms'
import { calculateScore, type ScoreId } from '@konzilium/scores'
import type { ScoreDraft } from './examination-scores'
import type { TreatmentDraft } from './treatment-fields'
import { treatmentsOut } from './treatment-fields'

/**
 * The scores each kind of examination offers, entered with the calculators' pickers: a
 * dermatology visit the skin scores, a rheumatology visit the activity scores, a referral
 * indication both, a questionnaire what a patient fills in.
 */
const dermatology: readonly ScoreId[] = ['pasi', 'dlqi', 'bsa', 'spga', 'napsi']
const rheumatology: readonly ScoreId[] = [
  'das28-esr',
  'das28-crp',
  'das28-esr-3v',
  'das28-crp-3v',
  'cdai',
  'sdai',
  'dapsa',
  'basdai',
  'asdas-crp',
  'asdas-esr',
]
export const scoresOfKind: Readonly<Record<FormKind, readonly ScoreId[]>> = {
  dermatology_visit: dermatology,
  rheumatology_visit: rheumatology,
  referral_indication: [...dermatology, ...rheumatology],
  questionnaire: ['dlqi', 'basdai'],
}

/** The kind a set of carried scores suggests: the visit of their specialty, when they agree. */
export function kindForScores(scores: readonly ScoreId[]): FormKind | '' {
  if (scores.length === 0) return ''
  if (scores.every((score) => dermatology.includes(score))) return 'dermatology_visit'
  if (scores.every((score) => rheumatology.includes(score))) return 'rheumatology_visit'
  return 'referral_indication'
}

/** Today as the date field writes it (`2026-11-28`), in the browser's time zone. */
export const today = (): string => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export const emptyExamination = {
  kind: '' as FormKind | '',
  examinedOn: '',
  scores: [] as ScoreDraft[],
  treatments: [] as TreatmentDraft[],
  findings: '',
}
export type ExaminationValues = typeof emptyExamination

/**
 * A score as sent: its input and the result computed here with the same package the server uses;
 * the server recomputes and refuses a result that differs (an outdated formula in this page).
 */
export function scoreOut(draft: ScoreDraft) {
  const input = draft.input ?? {}
  const outcome = calculateScore(draft.score, input)
  return outcome.ok
    ? { score: draft.score, input, result: outcome.result }
    : { score: draft.score, input }
}

/** The content of an examination, as both a new one and a change of one send it. */
export const contentOut = (values: ExaminationValues) => ({
  examinedOn: values.examinedOn || undefined,
  scores: values.scores.map(scoreOut),
  treatments: treatmentsOut(values.treatments),
  findings: values.findings,
})

/** A saved examination as the form's values, so a change starts from what was saved. */
export function valuesOfDetail(detail: FormDetail): ExaminationValues {
  return {
    kind: detail.kind,
    examinedOn: detail.examinedOn,
    // A saved score is kept as it was until the doctor enters it again (its picker state is not saved).
    scores: detail.scores.map((s): ScoreDraft => ({
      score: s.score,
      values: {},
      input: (s.input ?? {}) as Record<string, unknown>,
      kept: true,
    })),
    treatments: detail.treatments.map((row) => ({
      kind: row.kind,
      drug: row.drug,
      dose: row.dose ?? '',
      start: row.start,
      stop: row.stop ?? '',
    })),
    findings: detail.findings,
  }
}
