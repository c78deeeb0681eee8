import { describe, expect, it } from 'vitest'
import { calculateIgaResponse } from './iga-response'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

describe('calculateIgaResponse', () => {
  it.each([
    // Success = current 0 or 1 AND ≥ 2 grades better than baseline.
    { baseline: 3, current: 1, improvement: 2, band: 'success' },
    { baseline: 3, current: 0, improvement: 3, band: 'success' },
    { baseline: 4, current: 1, improvement: 3, band: 'success' },
    { baseline: 2, current: 0, improvement: 2, band: 'success' },
    { baseline: 2, current: 1, improvement: 1, band: 'no_success' }, // almost clear, but only 1 grade
    { baseline: 1, current: 1, improvement: 0, band: 'no_success' },
    { baseline: 4, current: 2, improvement: 2, band: 'no_success' }, // 2 grades, but still mild
    { baseline: 0, current: 0, improvement: 0, band: 'no_success' },
    { baseline: 1, current: 3, improvement: -2, band: 'no_success' },
  ])('$baseline → $current: $band', ({ baseline, current, improvement, band }) => {
    expect(resultOf(calculateIgaResponse({ baseline, current }))).toEqual({
      value: improvement,
      display: improvement,
      band,
      version: 'iga-response@1',
    })
  })

  it.each([
    ...numberFieldCases('baseline', { min: 0, max: 4, step: 1 }),
    ...numberFieldCases('current', { min: 0, max: 4, step: 1 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(
      calculateIgaResponse(withField({ baseline: 3, current: 1 }, path, value)),
    )
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
