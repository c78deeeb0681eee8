import { bandFor } from './band-scale'
import type { BandScale } from './band-scale'
import type { FieldSpecs, InputOf } from './field-spec'
import { roundForDisplay } from './rounding'
import type { Outcome, ScoreIssue, ScoreResult } from './score-result'
import { isRecord, validateFields } from './validate-fields'

/** Everything about a score except its code: plain, JSON-serialisable data for forms and the API. */
export interface ScoreDefinition<F extends FieldSpecs, B extends string> {
  /** Stable id, also the API path segment (`POST /api/scores/{id}`). */
  readonly id: string
  /** Bumped whenever a formula, constant, rounding or threshold changes a result (ADR 005). */
  readonly version: string
  /** Decimal places of `display` (per score: docs/domain/scores.md, conventions). */
  readonly decimals: number
  /** Citation of the formula and its bands, for the page to name. */
  readonly source: string
  readonly fields: F
  /** Every band id this score can return, lowest activity first; empty when it has no bands. */
  readonly bandIds: readonly B[]
  /** The thresholds, when banding is one axis; null for rule- or matrix-based bands. */
  readonly bands: BandScale<B> | null
}

/**
 * Rules that span fields (DLQI q7 → q7b, "at most one unanswered"). Runs on the raw input, even
 * when single fields are invalid, so a form learns about every problem at once; it must therefore
 * read values defensively.
 */
export type CrossFieldCheck = (input: Readonly<Record<string, unknown>>) => ScoreIssue[]

/** Field issues first, then cross-field issues for fields that have none yet. */
export function validateInput(
  fields: FieldSpecs,
  input: unknown,
  crossFieldCheck: CrossFieldCheck | null = null,
): ScoreIssue[] {
  const fieldIssues = validateFields(fields, input)
  if (crossFieldCheck === null || !isRecord(input)) return fieldIssues
  const flagged = new Set(fieldIssues.map((issue) => issue.path))
  return [...fieldIssues, ...crossFieldCheck(input).filter((issue) => !flagged.has(issue.path))]
}

/**
 * Validates, then computes. `input` is typed for callers, but checked at run time all the same:
 * JSON bodies, stored inputs being recomputed and plain-JS callers can hold anything.
 */
export function runScore<F extends FieldSpecs, R>(
  fields: F,
  input: InputOf<F>,
  compute: (valid: InputOf<F>) => R,
  crossFieldCheck: CrossFieldCheck | null = null,
): Outcome<R> {
  const issues = validateInput(fields, input, crossFieldCheck)
  return issues.length > 0 ? { ok: false, issues } : { ok: true, result: compute(input) }
}

/** The usual result: round for display, then band the rounded value on the score's scale. */
export function resultOnScale<B extends string>(
  definition: { readonly version: string; readonly decimals: number; readonly bands: BandScale<B> },
  value: number,
): ScoreResult<B> {
  const display = roundForDisplay(value, definition.decimals)
  return { value, display, band: bandFor(definition.bands, display), version: definition.version }
}
