import type { FieldUnit, NumberFieldSpec, ScoreIssue } from '@konzilium/scores'
import type { Locale } from '../../../shared/i18n/locale'
import type { CalculatorMessageKey } from '../calculator-messages'
import type { FormState } from './form-state'
import {
  isMissingIssue,
  issueMessage,
  NOT_A_NUMBER,
  type CalculatorT,
  type FieldIssue,
} from './issues'
import { parseLocaleNumber } from './locale-number'

/** A number input of a calculator: the score's field (range, step, unit) and its texts. */
export interface NumberInput {
  /** The score's field name, also the URL parameter (`crpMgPerL`). */
  readonly name: string
  readonly spec: NumberFieldSpec
  readonly label: CalculatorMessageKey
  /** The short label of the copied text and the print view ("CRP", "PGH"). */
  readonly short: CalculatorMessageKey
  readonly hint?: CalculatorMessageKey
}

const unitKeys: Readonly<Record<FieldUnit, CalculatorMessageKey | null>> = {
  mm: 'unit.mm',
  'mg/L': 'unit.mgPerL',
  'mm/h': 'unit.mmPerH',
  '%': 'unit.percent',
  joints: null,
  quadrants: null,
  points: null,
  grade: null,
}

/** The unit as written after an input ("mg/l" in Czech, "mg/L" in English); "" for points. */
export function unitLabel(t: CalculatorT, unit: FieldUnit): string {
  const key = unitKeys[unit]
  return key === null ? '' : t(key)
}

/** The unit as it follows a number in running text, with its no-break space (" mg/l"). */
export function unitSuffix(t: CalculatorT, unit: FieldUnit): string {
  const label = unitLabel(t, unit)
  return label === '' ? '' : `\u00a0${label}`
}

export interface ParsedInputs {
  /** Numbers by field name; null where the field is empty or not a number. */
  readonly values: Readonly<Record<string, number | null>>
  /** Fields whose text is no number: the form's own issue, before the calculator runs. */
  readonly parseIssues: ReadonlyMap<string, FieldIssue>
}

/** Reads the typed texts of `inputs`; "4,12" and "4.12" are the same number. */
export function parseInputs(values: FormState, inputs: readonly NumberInput[]): ParsedInputs {
  const numbers: Record<string, number | null> = {}
  const parseIssues = new Map<string, FieldIssue>()
  for (const input of inputs) {
    const parsed = parseLocaleNumber(values[input.name] ?? '')
    numbers[input.name] = parsed.kind === 'number' ? parsed.value : null
    if (parsed.kind === 'invalid') parseIssues.set(input.name, { code: NOT_A_NUMBER })
  }
  return { values: numbers, parseIssues }
}

/**
 * Every field's problem by path: the form's parse issues first (an unreadable text is reported as
 * such, not as "required"), then the calculator's issues.
 */
export function collectIssues(
  parseIssues: ReadonlyMap<string, FieldIssue>,
  calculatorIssues: readonly ScoreIssue[],
): Map<string, FieldIssue> {
  const issues = new Map<string, FieldIssue>(parseIssues)
  for (const issue of calculatorIssues) if (!issues.has(issue.path)) issues.set(issue.path, issue)
  return issues
}

/**
 * The message a field shows: a wrong value at once, a missing one only once the field was left
 * (an empty form is not a wall of red); the result panel lists every missing field regardless.
 */
export function visibleError(
  t: CalculatorT,
  locale: Locale,
  issue: FieldIssue | undefined,
  touched: boolean,
  unit = '',
): string | undefined {
  if (issue === undefined) return undefined
  if (isMissingIssue(issue) && !touched) return undefined
  return issueMessage(t, locale, issue, unit)
}
