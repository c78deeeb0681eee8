import { describe, expect, it } from 'vitest'
import { calculateDlqi } from './dlqi'
import type { DlqiInput } from './dlqi'
import { issuesOf, resultOf, withField } from './test-support/outcomes'

// rheumtools test-dlqi.R: 3 + 2 + 1 + 0 + 0 + 2 + 3 (q7 yes) + 3 + 2 + 1 = 17.
const rheumtoolsExample: DlqiInput = {
  q1: 'very_much',
  q2: 'a_lot',
  q3: 'a_little',
  q4: 'not_at_all',
  q5: 'not_relevant',
  q6: 'a_lot',
  q7: 'yes',
  q8: 'very_much',
  q9: 'a_lot',
  q10: 'a_little',
}

const answerFor = ['not_at_all', 'a_little', 'a_lot', 'very_much'] as const
type Points = (typeof answerFor)[number]

/** Answers worth `total` points: q7 "yes" (3) or "no" + follow-up, the rest filled from q1 on. */
function answersWorth(total: number): DlqiInput {
  const q7Points = Math.min(3, total)
  let left = total - q7Points
  const next = (): Points => {
    const points = Math.min(3, left)
    left -= points
    return answerFor[points] ?? 'not_at_all'
  }
  const q7: DlqiInput =
    q7Points === 3
      ? { q7: 'yes' }
      : { q7: 'no', q7b: (['not_at_all', 'a_little', 'a_lot'] as const)[q7Points] ?? 'not_at_all' }
  return {
    q1: next(),
    q2: next(),
    q3: next(),
    q4: next(),
    q5: next(),
    q6: next(),
    ...q7,
    q8: next(),
    q9: next(),
    q10: next(),
  }
}

describe('calculateDlqi', () => {
  it.each([
    { name: 'rheumtools example', input: rheumtoolsExample, total: 17, band: 'very_large' },
    {
      name: 'all "not at all", q7 "no" + "not at all"',
      input: answersWorth(0),
      total: 0,
      band: 'no_effect',
    },
    {
      name: 'all "very much", q7 "yes": maximum 30',
      input: answersWorth(30),
      total: 30,
      band: 'extremely_large',
    },
    // Hongbo 2005 bands 0–1, 2–5, 6–10, 11–20, 21–30: both sides of every edge.
    { name: '1', input: answersWorth(1), total: 1, band: 'no_effect' },
    { name: '2', input: answersWorth(2), total: 2, band: 'small' },
    { name: '5', input: answersWorth(5), total: 5, band: 'small' },
    { name: '6', input: answersWorth(6), total: 6, band: 'moderate' },
    { name: '10', input: answersWorth(10), total: 10, band: 'moderate' },
    { name: '11', input: answersWorth(11), total: 11, band: 'very_large' },
    { name: '20', input: answersWorth(20), total: 20, band: 'very_large' },
    { name: '21', input: answersWorth(21), total: 21, band: 'extremely_large' },
  ])('$name → $total ($band)', ({ input, total, band }) => {
    expect(resultOf(calculateDlqi(input))).toEqual({
      value: total,
      display: total,
      band,
      version: 'dlqi@1',
    })
  })

  describe('question 7 (work or study)', () => {
    it.each([
      { q7: 'yes', q7b: undefined, total: 17 },
      // "No" → follow-up: a lot 2, a little 1, not at all 0 (rheumtools: q7 "A lot" → 16).
      { q7: 'no', q7b: 'a_lot', total: 16 },
      { q7: 'no', q7b: 'a_little', total: 15 },
      { q7: 'no', q7b: 'not_at_all', total: 14 },
      { q7: 'not_relevant', q7b: undefined, total: 14 },
    ])('$q7 / $q7b → $total', ({ q7, q7b, total }) => {
      const input = withField(withField(rheumtoolsExample, 'q7', q7), 'q7b', q7b)
      expect(resultOf(calculateDlqi(input)).value).toBe(total)
    })

    it('requires the follow-up when q7 is "no", where rheumtools returns NA', () => {
      expect(issuesOf(calculateDlqi({ ...rheumtoolsExample, q7: 'no' }))).toEqual([
        {
          path: 'q7b',
          code: 'required',
          options: ['a_lot', 'a_little', 'not_at_all'],
          message: 'Question 7 answered "no" needs its follow-up answer.',
        },
      ])
    })

    it.each(['yes', 'not_relevant', undefined])(
      'rejects a follow-up answer when q7 is %s',
      (q7) => {
        const input = withField({ ...rheumtoolsExample, q7b: 'a_lot' as const }, 'q7', q7)
        expect(issuesOf(calculateDlqi(input)).map((i) => [i.path, i.code])).toEqual([
          ['q7b', 'not_applicable'],
        ])
      },
    )

    it('rejects a follow-up answer that is not on its scale', () => {
      const input = withField({ ...rheumtoolsExample, q7: 'no' as const }, 'q7b', 'very_much')
      expect(issuesOf(calculateDlqi(input)).map((i) => [i.path, i.code])).toEqual([
        ['q7b', 'invalid_option'],
      ])
    })
  })

  describe('unanswered questions (Cardiff rules)', () => {
    it.each([
      // One unanswered item is scored 0: 17 − the item's points.
      { missing: 'q1', total: 14 },
      { missing: 'q9', total: 15 },
      { missing: 'q5', total: 17 },
      { missing: 'q7', total: 14 },
    ])('scores one unanswered $missing as 0 → $total', ({ missing, total }) => {
      expect(resultOf(calculateDlqi(withField(rheumtoolsExample, missing, undefined))).value).toBe(
        total,
      )
    })

    it('treats null like absent (a form sends null for an empty answer)', () => {
      expect(resultOf(calculateDlqi({ ...rheumtoolsExample, q9: null })).value).toBe(15)
    })

    it('gives no score with two unanswered and names both questions', () => {
      const input = { ...rheumtoolsExample, q2: null, q9: null }
      expect(issuesOf(calculateDlqi(input))).toEqual([
        {
          path: 'q2',
          code: 'too_many_unanswered',
          max: 1,
          message: 'At most 1 question may be left unanswered; 2 are.',
        },
        {
          path: 'q9',
          code: 'too_many_unanswered',
          max: 1,
          message: 'At most 1 question may be left unanswered; 2 are.',
        },
      ])
    })

    it('gives no score for an empty questionnaire and names all ten questions', () => {
      const issues = issuesOf(calculateDlqi({}))
      expect(issues.map((i) => i.path)).toEqual([
        'q1',
        'q2',
        'q3',
        'q4',
        'q5',
        'q6',
        'q7',
        'q8',
        'q9',
        'q10',
      ])
      expect(new Set(issues.map((i) => i.code))).toEqual(new Set(['too_many_unanswered']))
    })

    it('does not count q7 "no" without follow-up as unanswered, but still asks for the follow-up', () => {
      const input = { ...rheumtoolsExample, q7: 'no' as const, q9: null }
      expect(issuesOf(calculateDlqi(input)).map((i) => [i.path, i.code])).toEqual([
        ['q7b', 'required'],
      ])
    })
  })

  it.each([
    // Q1 (itch) and Q2 (embarrassment) have no "not relevant".
    {
      path: 'q1',
      value: 'not_relevant',
      options: ['very_much', 'a_lot', 'a_little', 'not_at_all'],
    },
    {
      path: 'q2',
      value: 'not_relevant',
      options: ['very_much', 'a_lot', 'a_little', 'not_at_all'],
    },
    {
      path: 'q3',
      value: 'A lot',
      options: ['very_much', 'a_lot', 'a_little', 'not_at_all', 'not_relevant'],
    },
    {
      path: 'q10',
      value: 2,
      options: ['very_much', 'a_lot', 'a_little', 'not_at_all', 'not_relevant'],
    },
    { path: 'q7', value: 'a_lot', options: ['yes', 'no', 'not_relevant'] },
  ])('rejects $path = $value', ({ path, value, options }) => {
    expect(issuesOf(calculateDlqi(withField(rheumtoolsExample, path, value)))).toEqual([
      { path, code: 'invalid_option', options, message: `Expected one of: ${options.join(', ')}.` },
    ])
  })
})
