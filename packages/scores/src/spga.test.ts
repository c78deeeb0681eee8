import { describe, expect, it } from 'vitest'
import { calculateSpga } from './spga'
import type { SpgaInput } from './spga'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

describe('calculateSpga (6-point, round of the component mean)', () => {
  it.each([
    { input: { erythema: 0, induration: 0, scaling: 0 }, mean: 0, grade: 0, band: 'clear' },
    { input: { erythema: 1, induration: 0, scaling: 0 }, mean: 1 / 3, grade: 0, band: 'clear' },
    {
      input: { erythema: 1, induration: 1, scaling: 0 },
      mean: 2 / 3,
      grade: 1,
      band: 'almost_clear',
    },
    {
      input: { erythema: 1, induration: 1, scaling: 2 },
      mean: 4 / 3,
      grade: 1,
      band: 'almost_clear',
    },
    { input: { erythema: 1, induration: 2, scaling: 2 }, mean: 5 / 3, grade: 2, band: 'mild' },
    { input: { erythema: 3, induration: 3, scaling: 2 }, mean: 8 / 3, grade: 3, band: 'moderate' },
    { input: { erythema: 4, induration: 4, scaling: 3 }, mean: 11 / 3, grade: 4, band: 'marked' },
    { input: { erythema: 4, induration: 4, scaling: 5 }, mean: 13 / 3, grade: 4, band: 'marked' },
    { input: { erythema: 5, induration: 5, scaling: 4 }, mean: 14 / 3, grade: 5, band: 'severe' },
    { input: { erythema: 5, induration: 5, scaling: 5 }, mean: 5, grade: 5, band: 'severe' },
  ])(
    '$input.erythema/$input.induration/$input.scaling → $grade ($band)',
    ({ input, mean, grade, band }) => {
      const result = resultOf(calculateSpga(input))
      expect(result.value).toBeCloseTo(mean, 12)
      expect(result.display).toBe(grade)
      expect(result.band).toBe(band)
      expect(result.version).toBe('spga-6@1')
    },
  )

  const valid: SpgaInput = { erythema: 2, induration: 2, scaling: 2 }
  it.each([
    ...numberFieldCases('erythema', { min: 0, max: 5, step: 1 }),
    ...numberFieldCases('induration', { min: 0, max: 5, step: 1 }),
    ...numberFieldCases('scaling', { min: 0, max: 5, step: 1 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateSpga(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
