import type { ScoreIssue } from '@konzilium/scores'
import type { Locale } from '../../../shared/i18n/locale'
import type { MessageParams } from '../../../shared/i18n/message-format'
import type { CalculatorMessageKey } from '../calculator-messages'
import { formatLimit } from './locale-number'

export type CalculatorT = (key: CalculatorMessageKey, params?: MessageParams) => string

/** A field problem the form found itself, before any calculator ran: text that is no number. */
export const NOT_A_NUMBER = 'not_a_number'

export interface FieldIssue {
  /** A calculator issue code (ADR 005) or `not_a_number`. */
  readonly code: ScoreIssue['code'] | typeof NOT_A_NUMBER
  readonly min?: number
  readonly max?: number
  readonly step?: number
}

/** Whether the problem is an answer still to give rather than a wrong one (shown after blur). */
export function isMissingIssue(issue: FieldIssue): boolean {
  return issue.code === 'required' || issue.code === 'too_many_unanswered'
}

/** Decimal places a step allows: 0.1 → 1, 0.01 → 2. */
function decimalsOfStep(step: number): number {
  return Math.max(0, Math.round(-Math.log10(step)))
}

/**
 * The message of a field issue in the UI language, from its code and the range the calculator
 * reported with it (ADR 005): the same words whatever the score, and no zod on these pages.
 * `unit` is the unit as shown after a number (" mg/l"), empty for scale points.
 */
export function issueMessage(t: CalculatorT, locale: Locale, issue: FieldIssue, unit = ''): string {
  const range = (): MessageParams => ({
    min: formatLimit(locale, issue.min ?? 0),
    max: formatLimit(locale, issue.max ?? 0),
    unit,
  })
  switch (issue.code) {
    case 'required':
      return t('issue.required')
    case NOT_A_NUMBER:
    case 'invalid_type':
    case 'not_finite':
      return t('issue.notANumber')
    case 'too_small':
    case 'too_big':
    case 'not_integer':
      if (issue.min === undefined || issue.max === undefined) return t('issue.invalid')
      return issue.step === 1 ? t('issue.rangeInteger', range()) : t('issue.range', range())
    case 'step_mismatch':
      return t('issue.decimals', { count: decimalsOfStep(issue.step ?? 1) })
    case 'invalid_option':
      return t('issue.option')
    case 'too_few_items':
    case 'too_many_items':
      return t('issue.items', range())
    case 'not_applicable':
      return t('issue.notApplicable')
    case 'too_many_unanswered':
      return t('issue.tooManyUnanswered')
  }
}
