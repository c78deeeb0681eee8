import type { BandScale } from './band-scale'
import { bandIdsOf } from './band-scale'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { CrossFieldCheck, ScoreDefinition } from './score-definition'
import type { ScoreIssue, ScoreOutcome } from './score-result'
import { isMissing } from './validate-fields'

/** Q1 (itch, pain) and Q2 (embarrassment) offer no "not relevant" (docs/domain/scores.md). */
const answerWithoutNotRelevant = ['very_much', 'a_lot', 'a_little', 'not_at_all'] as const
const answerWithNotRelevant = [...answerWithoutNotRelevant, 'not_relevant'] as const

/**
 * Every answer is optional in the input: the Cardiff rules score one unanswered item as 0 and
 * refuse to score two or more, so "unanswered" must be representable.
 */
const item = { kind: 'choice', options: answerWithNotRelevant, required: false } as const
const itemWithoutNotRelevant = {
  kind: 'choice',
  options: answerWithoutNotRelevant,
  required: false,
} as const

export const dlqiFields = {
  q1: itemWithoutNotRelevant,
  q2: itemWithoutNotRelevant,
  q3: item,
  q4: item,
  q5: item,
  q6: item,
  /** "Has your skin prevented you from working or studying?" */
  q7: { kind: 'choice', options: ['yes', 'no', 'not_relevant'], required: false },
  /** Follow-up to q7 = "no": "How much has your skin been a problem at work or studying?" */
  q7b: { kind: 'choice', options: ['a_lot', 'a_little', 'not_at_all'], required: false },
  q8: item,
  q9: item,
  q10: item,
} as const satisfies FieldSpecs

export type DlqiInput = InputOf<typeof dlqiFields>
export type DlqiAnswer = (typeof answerWithNotRelevant)[number]
export type DlqiQ7Answer = (typeof dlqiFields.q7.options)[number]
export type DlqiQ7bAnswer = (typeof dlqiFields.q7b.options)[number]

/** The ten scored questions; q7b is part of question 7, not an item of its own. */
export const dlqiQuestions = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'] as const

/** The questions whose answer maps straight to points; question 7 has its own branch. */
const directlyScored = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q8', 'q9', 'q10'] as const

/** Cardiff scoring: one missing item is scored 0; two or more → no score. */
export const DLQI_MAX_UNANSWERED = 1

/** Must be printed on every copy of the questionnaire (the copyright holders' condition). */
export const DLQI_COPYRIGHT = '© A Y Finlay, G K Khan April 1992'

/** Hongbo et al., J Invest Dermatol 2005: 0–1, 2–5, 6–10, 11–20, 21–30. */
export type DlqiBand = 'no_effect' | 'small' | 'moderate' | 'very_large' | 'extremely_large'

export const dlqiBands: BandScale<DlqiBand> = {
  steps: [
    { band: 'no_effect', upTo: 1, inclusive: true },
    { band: 'small', upTo: 5, inclusive: true },
    { band: 'moderate', upTo: 10, inclusive: true },
    { band: 'very_large', upTo: 20, inclusive: true },
  ],
  top: 'extremely_large',
}

export const DLQI_SOURCE =
  'Finlay & Khan, Clin Exp Dermatol 1994 (© A Y Finlay, G K Khan April 1992); missing-item rules from ' +
  'the Cardiff "DLQI instructions for use and scoring"; bands from Hongbo et al., J Invest Dermatol 2005.'

export const dlqiScore = {
  id: 'dlqi',
  version: 'dlqi@1',
  decimals: 0,
  source: DLQI_SOURCE,
  fields: dlqiFields,
  bandIds: bandIdsOf(dlqiBands),
  bands: dlqiBands,
} as const satisfies ScoreDefinition<typeof dlqiFields, DlqiBand>

/**
 * Question 7 branch and the missing-answer rule (Cardiff scoring instructions). "No" needs its
 * follow-up: rheumtools would return NA, the one-missing-item rule would silently score 0; we ask.
 */
export const dlqiCrossFieldCheck: CrossFieldCheck = (input) => {
  const issues: ScoreIssue[] = []
  const followUp = dlqiFields.q7b.options
  if (input.q7 === 'no' && isMissing(input.q7b)) {
    issues.push({
      path: 'q7b',
      code: 'required',
      options: followUp,
      message: 'Question 7 answered "no" needs its follow-up answer.',
    })
  }
  if (input.q7 !== 'no' && !isMissing(input.q7b)) {
    issues.push({
      path: 'q7b',
      code: 'not_applicable',
      options: followUp,
      message: 'The follow-up to question 7 is answered only when question 7 is "no".',
    })
  }
  const unanswered = dlqiQuestions.filter((question) => isMissing(input[question]))
  if (unanswered.length > DLQI_MAX_UNANSWERED) {
    for (const question of unanswered) {
      issues.push({
        path: question,
        code: 'too_many_unanswered',
        max: DLQI_MAX_UNANSWERED,
        message: `At most ${DLQI_MAX_UNANSWERED} question may be left unanswered; ${unanswered.length} are.`,
      })
    }
  }
  return issues
}

function answerPoints(answer: DlqiAnswer | null | undefined): number {
  switch (answer) {
    case 'very_much':
      return 3
    case 'a_lot':
      return 2
    case 'a_little':
      return 1
    case 'not_at_all':
    case 'not_relevant':
    case null:
    case undefined:
      // "Not relevant" scores 0, and so does the one unanswered item Cardiff allows; two or
      // more unanswered never get here (dlqiCrossFieldCheck).
      return 0
  }
}

function question7Points(
  q7: DlqiQ7Answer | null | undefined,
  q7b: DlqiQ7bAnswer | null | undefined,
): number {
  switch (q7) {
    case 'yes':
      return 3
    case 'no':
      // The follow-up is required here (checked above); "a lot" 2, "a little" 1, "not at all" 0.
      return answerPoints(q7b)
    case 'not_relevant':
    case null:
    case undefined:
      return 0
  }
}

/** DLQI 0–30, an integer. */
export function calculateDlqi(input: DlqiInput): ScoreOutcome<DlqiBand> {
  return runScore(
    dlqiFields,
    input,
    (valid) => {
      const total =
        directlyScored.reduce((sum, question) => sum + answerPoints(valid[question]), 0) +
        question7Points(valid.q7, valid.q7b)
      return resultOnScale(dlqiScore, total)
    },
    dlqiCrossFieldCheck,
  )
}
