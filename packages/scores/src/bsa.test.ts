import { describe, expect, it } from 'vitest'
import { calculateBsa } from './bsa'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

describe('calculateBsa', () => {
  it.each([
    // No involvement is its own band, not mild disease; on the 1-dp display, like every band.
    { percent: 0, display: 0, band: 'clear' },
    { percent: 0.04, display: 0, band: 'clear' },
    { percent: 0.05, display: 0.1, band: 'mild' },
    { percent: 0.1, display: 0.1, band: 'mild' },
    { percent: 0.5, display: 0.5, band: 'mild' }, // half a handprint
    { percent: 100, display: 100, band: 'severe' },
    // mild < 3 %, moderate 3–10 %, severe > 10 %, on the 1-dp display.
    { percent: 2.9, display: 2.9, band: 'mild' },
    { percent: 2.94, display: 2.9, band: 'mild' },
    { percent: 2.95, display: 3, band: 'moderate' },
    { percent: 3, display: 3, band: 'moderate' },
    { percent: 10, display: 10, band: 'moderate' },
    { percent: 10.04, display: 10, band: 'moderate' },
    { percent: 10.05, display: 10.1, band: 'severe' },
    { percent: 10.1, display: 10.1, band: 'severe' },
    { percent: 7.5, display: 7.5, band: 'moderate' }, // seven and a half handprints
  ])('$percent % → $display ($band)', ({ percent, display, band }) => {
    const result = resultOf(calculateBsa({ percent }))
    expect(result.value).toBe(percent)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('bsa@1')
  })

  it.each(numberFieldCases('percent', { min: 0, max: 100 }))(
    'rejects $path = $value with $code',
    ({ path, value, code, min, max }) => {
      const issues = issuesOf(calculateBsa(withField({ percent: 5 }, path, value)))
      expect(issues).toHaveLength(1)
      expect(issues[0]).toMatchObject({ path, code, min, max })
    },
  )
})
