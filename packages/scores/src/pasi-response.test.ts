import { describe, expect, it } from 'vitest'
import { calculatePasiResponse } from './pasi-response'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

describe('calculatePasiResponse', () => {
  it.each([
    // ≥ 50 / 75 / 90 / 100 % reduction, both sides of every edge.
    { baseline: 20, current: 10.1, percent: 49.5, display: 49.5, band: 'below_pasi50' },
    { baseline: 20, current: 10, percent: 50, display: 50, band: 'pasi50' },
    { baseline: 20, current: 5.1, percent: 74.5, display: 74.5, band: 'pasi50' },
    { baseline: 20, current: 5, percent: 75, display: 75, band: 'pasi75' },
    { baseline: 20, current: 2.1, percent: 89.5, display: 89.5, band: 'pasi75' },
    { baseline: 20, current: 2, percent: 90, display: 90, band: 'pasi90' },
    { baseline: 20, current: 0.1, percent: 99.5, display: 99.5, band: 'pasi90' },
    { baseline: 20, current: 0, percent: 100, display: 100, band: 'pasi100' },
    // Banded on the 1-dp display: 74.96 % shows as 75.0 % and is PASI 75.
    { baseline: 66.7, current: 16.7, percent: 74.96252, display: 75, band: 'pasi75' },
    { baseline: 72, current: 18.1, percent: 74.86111, display: 74.9, band: 'pasi50' },
    // PASI 100 only at clearance: the closest short of it is 99.9 %.
    { baseline: 72, current: 0.1, percent: 99.86111, display: 99.9, band: 'pasi90' },
    { baseline: 0.1, current: 0, percent: 100, display: 100, band: 'pasi100' },
    { baseline: 72, current: 72, percent: 0, display: 0, band: 'below_pasi50' },
    // Worse than baseline: a negative improvement.
    { baseline: 10, current: 15, percent: -50, display: -50, band: 'below_pasi50' },
    { baseline: 0.1, current: 72, percent: -71900, display: -71900, band: 'below_pasi50' },
  ])(
    '$baseline → $current: $display % ($band)',
    ({ baseline, current, percent, display, band }) => {
      const result = resultOf(calculatePasiResponse({ baseline, current }))
      expect(result.value).toBeCloseTo(percent, 4)
      expect(result.display).toBe(display)
      expect(result.band).toBe(band)
      expect(result.version).toBe('pasi-response@1')
    },
  )

  it('rejects baseline 0: the response is a percentage of it', () => {
    expect(issuesOf(calculatePasiResponse({ baseline: 0, current: 0 }))).toEqual([
      {
        path: 'baseline',
        code: 'too_small',
        min: 0.1,
        max: 72,
        step: 0.1,
        message: 'Expected a multiple of 0.1 from 0.1 to 72.',
      },
    ])
  })

  it.each([
    ...numberFieldCases('baseline', { min: 0.1, max: 72, step: 0.1 }),
    ...numberFieldCases('current', { min: 0, max: 72, step: 0.1 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(
      calculatePasiResponse(withField({ baseline: 20, current: 5 }, path, value)),
    )
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
