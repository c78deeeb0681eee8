/**
 * Result and error shapes shared by every calculator (docs/decisions/005-score-calculators.md).
 * One style for all scores: a calculator never throws for bad input and never returns NaN; it
 * answers `{ ok: false, issues }` naming every offending field with its allowed range.
 */

export const scoreIssueCodes = [
  /** A required field is absent or null. */
  'required',
  /** Wrong JSON type: text instead of a number, a number instead of an object, … */
  'invalid_type',
  /** NaN or ±Infinity. */
  'not_finite',
  'too_small',
  'too_big',
  'not_integer',
  /** Not a multiple of the field's `step` (e.g. a PASI of 7.25 where PASI has one decimal). */
  'step_mismatch',
  'invalid_option',
  'too_few_items',
  'too_many_items',
  /** Answered although it does not apply (DLQI q7b when q7 is not "no"). */
  'not_applicable',
  /** DLQI: two or more questions unanswered, so no score (Cardiff scoring rules). */
  'too_many_unanswered',
] as const

export type ScoreIssueCode = (typeof scoreIssueCodes)[number]

export interface ScoreIssue {
  /** Dotted path of the field, e.g. `tjc28`, `head.erythema`, `nails.3.bed`; empty for the whole input. */
  readonly path: string
  readonly code: ScoreIssueCode
  /** Short English text for logs and API clients; the UI translates by `code`. */
  readonly message: string
  /** Allowed range of a number field (or item count of a list), present on every number issue. */
  readonly min?: number
  readonly max?: number
  readonly step?: number
  /** Allowed answers of a choice field. */
  readonly options?: readonly string[]
}

export interface ScoreResult<B extends string | null> {
  /** The exact value of the formula, unrounded. */
  readonly value: number
  /** `value` rounded to the score's display precision; a number, not a string. */
  readonly display: number
  /** Band id read from `display`, never from `value`; null for scores without bands. */
  readonly band: B
  /** Formula version id, e.g. `das28-crp@1`; stored with every saved result. */
  readonly version: string
}

export interface ScoreSuccess<T> {
  readonly ok: true
  readonly result: T
}

export interface ScoreFailure {
  readonly ok: false
  /** Every offending field, one issue per field. */
  readonly issues: readonly ScoreIssue[]
}

export type Outcome<T> = ScoreSuccess<T> | ScoreFailure

export type ScoreOutcome<B extends string | null> = Outcome<ScoreResult<B>>
