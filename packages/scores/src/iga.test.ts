import { describe, expect, it } from 'vitest'
import { calculateIga } from './iga'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

describe('calculateIga (IGA mod 2011, 0–4)', () => {
  it.each([
    { grade: 0, band: 'clear' },
    { grade: 1, band: 'almost_clear' },
    { grade: 2, band: 'mild' },
    { grade: 3, band: 'moderate' },
    { grade: 4, band: 'severe' },
  ])('grade $grade → $band', ({ grade, band }) => {
    expect(resultOf(calculateIga({ grade }))).toEqual({
      value: grade,
      display: grade,
      band,
      version: 'iga-mod-2011@1',
    })
  })

  it.each(numberFieldCases('grade', { min: 0, max: 4, step: 1 }))(
    'rejects $path = $value with $code',
    ({ path, value, code, min, max }) => {
      const issues = issuesOf(calculateIga(withField({ grade: 2 }, path, value)))
      expect(issues).toHaveLength(1)
      expect(issues[0]).toMatchObject({ path, code, min, max })
    },
  )

  it('rejects grade 5, which exists only on the 6-point sPGA', () => {
    expect(issuesOf(calculateIga({ grade: 5 }))[0]).toMatchObject({
      path: 'grade',
      code: 'too_big',
      max: 4,
    })
  })
})
