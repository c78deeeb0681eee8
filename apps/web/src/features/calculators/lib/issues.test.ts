import { describe, expect, it } from 'vitest'
import cs from '../messages/cs.json'
import en from '../messages/default.json'
import { formatEntry } from '../../../shared/i18n/message-format'
import { issueMessage, NOT_A_NUMBER, type CalculatorT } from './issues'

const tIn =
  (catalogue: Record<string, unknown>, locale: 'cs' | 'en'): CalculatorT =>
  (key, params) =>
    formatEntry(locale, catalogue[key] as string, params)

describe('field messages', () => {
  it('word a calculator issue with its range, in both languages', () => {
    const issue = { code: 'too_big', min: 0, max: 28, step: 1 } as const
    expect(issueMessage(tIn(cs, 'cs'), 'cs', issue)).toBe('Zadejte celé číslo od 0 do 28.')
    expect(issueMessage(tIn(en, 'en'), 'en', issue)).toBe('Enter a whole number from 0 to 28.')
    const crp = { code: 'too_small', min: 0, max: 500 } as const
    expect(issueMessage(tIn(cs, 'cs'), 'cs', crp, '\u00a0mg/l')).toBe(
      'Zadejte hodnotu od 0 do 500\u00a0mg/l.',
    )
    const vas = { code: 'too_big', min: 0, max: 10 } as const
    expect(issueMessage(tIn(en, 'en'), 'en', { ...vas, max: 2.5 })).toBe(
      'Enter a value from 0 to 2.5.',
    )
    expect(issueMessage(tIn(cs, 'cs'), 'cs', { ...vas, max: 2.5 })).toBe(
      'Zadejte hodnotu od 0 do 2,5.',
    )
  })

  it('word the other codes', () => {
    const t = tIn(cs, 'cs')
    expect(issueMessage(t, 'cs', { code: 'required' })).toBe('Vyplňte hodnotu.')
    expect(issueMessage(t, 'cs', { code: NOT_A_NUMBER })).toMatch(/^Zadejte číslo/)
    expect(issueMessage(t, 'cs', { code: 'step_mismatch', step: 0.1 })).toBe(
      'Zadejte číslo s nejvýše 1 desetinným místem.',
    )
    expect(issueMessage(tIn(en, 'en'), 'en', { code: 'step_mismatch', step: 0.01 })).toBe(
      'Enter a number with at most 2 decimal places.',
    )
    expect(issueMessage(t, 'cs', { code: 'too_many_unanswered', max: 1 })).toBe(
      'Bez odpovědi může zůstat nejvýše jedna otázka.',
    )
  })
})
