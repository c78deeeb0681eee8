import type { Outcome, ScoreIssue, ScoreIssueCode } from '../score-result'

/** Test-only helpers. Not exported from the package. */

export function resultOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok)
    throw new Error(`Expected a result, got issues: ${JSON.stringify(outcome.issues)}`)
  return outcome.result
}

export function issuesOf(outcome: Outcome<unknown>): readonly ScoreIssue[] {
  if (outcome.ok)
    throw new Error(`Expected issues, got a result: ${JSON.stringify(outcome.result)}`)
  return outcome.issues
}

/**
 * A copy of `valid` with the field at a dotted `path` replaced (or removed, for `undefined`).
 * It breaks the static type on purpose, as a JSON body or a plain-JS caller can.
 */
export function withField<T extends object>(valid: T, path: string, value: unknown): T {
  const copy = structuredClone(valid) as Record<string, unknown>
  const segments = path.split('.')
  const last = segments.pop() ?? ''
  let target: Record<string, unknown> = copy
  for (const segment of segments) target = target[segment] as Record<string, unknown>
  if (value === undefined) Reflect.deleteProperty(target, last)
  else target[last] = value
  return copy as T
}

export interface NumberFieldCase {
  readonly path: string
  readonly value: unknown
  readonly code: ScoreIssueCode
  readonly min: number
  readonly max: number
}

/**
 * The invalid values every number field must reject, with the code each must produce. The
 * expected range is written by the test from the published definition, not read from the
 * metadata, so a wrong range in the metadata fails the test.
 */
export function numberFieldCases(
  path: string,
  range: { min: number; max: number; step?: number },
): NumberFieldCase[] {
  const { min, max, step } = range
  const off = step ?? 1
  const cases: { value: unknown; code: ScoreIssueCode }[] = [
    { value: min - off, code: 'too_small' },
    { value: max + off, code: 'too_big' },
    { value: Number.NaN, code: 'not_finite' },
    { value: Number.POSITIVE_INFINITY, code: 'not_finite' },
    { value: Number.NEGATIVE_INFINITY, code: 'not_finite' },
    { value: String(min), code: 'invalid_type' },
    { value: undefined, code: 'required' },
    { value: null, code: 'required' },
  ]
  if (step === 1) cases.push({ value: min + 0.5, code: 'not_integer' })
  else if (step !== undefined) cases.push({ value: min + step / 2, code: 'step_mismatch' })
  return cases.map((c) => ({ path, min, max, ...c }))
}
