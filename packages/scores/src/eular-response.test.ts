import { describe, expect, it } from 'vitest'
import { calculateEularResponse } from './eular-response'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

describe('calculateEularResponse', () => {
  it.each([
    // rheumtools test-das.R (eular_ra_response).
    { baseline: 5.21, current: 1.8, improvement: 3.41, band: 'good' },
    { baseline: 4.2, current: 3.2, improvement: 1, band: 'moderate' },
    { baseline: 3.1, current: 2.9, improvement: 0.2, band: 'none' },
    { baseline: 4.3, current: 3.3, improvement: 1, band: 'moderate' },
    { baseline: 4.0, current: 3.3, improvement: 0.7, band: 'moderate' },
    { baseline: 4.4, current: 4.2, improvement: 0.2, band: 'none' },
    { baseline: 7.46, current: 6.19, improvement: 1.27, band: 'moderate' },
    { baseline: 7.43, current: 6.81, improvement: 0.62, band: 'none' },
    { baseline: 7.19, current: 6.7, improvement: 0.49, band: 'none' },
  ])('rheumtools $baseline → $current: $band', ({ baseline, current, improvement, band }) => {
    expect(resultOf(calculateEularResponse({ baseline, current }))).toEqual({
      value: improvement,
      display: improvement,
      band,
      version: 'eular-response@1',
    })
  })

  // The full matrix: rows current ≤ 3.2 / ≤ 5.1 / > 5.1, columns Δ > 1.2 /
  // 0.6 < Δ ≤ 1.2 / Δ ≤ 0.6, each cell at the edge on both sides.
  it.each([
    // current ≤ 3.2 (3.2 itself, the edge of the row)
    { baseline: 4.41, current: 3.2, band: 'good' }, // Δ 1.21
    { baseline: 4.4, current: 3.2, band: 'moderate' }, // Δ 1.20
    { baseline: 3.81, current: 3.2, band: 'moderate' }, // Δ 0.61
    { baseline: 3.8, current: 3.2, band: 'none' }, // Δ 0.60
    // 3.2 < current ≤ 5.1
    { baseline: 4.42, current: 3.21, band: 'moderate' }, // Δ 1.21
    { baseline: 3.82, current: 3.21, band: 'moderate' }, // Δ 0.61
    { baseline: 3.81, current: 3.21, band: 'none' }, // Δ 0.60
    { baseline: 6.31, current: 5.1, band: 'moderate' }, // Δ 1.21, current at the row's top edge
    { baseline: 5.7, current: 5.1, band: 'none' }, // Δ 0.60
    // current > 5.1
    { baseline: 6.32, current: 5.11, band: 'moderate' }, // Δ 1.21
    { baseline: 6.31, current: 5.11, band: 'none' }, // Δ 1.20
    { baseline: 5.72, current: 5.11, band: 'none' }, // Δ 0.61
    { baseline: 5.11, current: 5.11, band: 'none' }, // Δ 0
    // worse than baseline
    { baseline: 2.0, current: 3.0, band: 'none' },
  ])('$baseline → $current: $band', ({ baseline, current, band }) => {
    expect(resultOf(calculateEularResponse({ baseline, current })).band).toBe(band)
  })

  it('computes Δ in hundredths: 5.43 − 4.23 is exactly 1.2, not 1.1999999999999997', () => {
    const result = resultOf(calculateEularResponse({ baseline: 5.43, current: 4.23 }))
    expect(result.value).toBe(1.2)
    expect(result.band).toBe('moderate')
  })

  it('rejects an exact DAS28 value: the response is read from displayed values', () => {
    expect(issuesOf(calculateEularResponse({ baseline: 4.154697988704682, current: 3.1 }))).toEqual(
      [
        {
          path: 'baseline',
          code: 'step_mismatch',
          min: 0,
          max: 10,
          step: 0.01,
          message: 'Expected a multiple of 0.01 from 0 to 10.',
        },
      ],
    )
  })

  it.each([
    ...numberFieldCases('baseline', { min: 0, max: 10, step: 0.01 }),
    ...numberFieldCases('current', { min: 0, max: 10, step: 0.01 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(
      calculateEularResponse(withField({ baseline: 5, current: 3 }, path, value)),
    )
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
