import { describe, expect, it } from 'vitest'
import { calculateBasdai } from './basdai'
import type { BasdaiInput } from './basdai'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const valid: BasdaiInput = { q1: 5, q2: 6, q3: 3, q4: 4, q5: 7, q6: 5 }

describe('calculateBasdai', () => {
  it.each([
    // The published worked example: (5 + 6 + 3 + 4 + (7 + 5)/2) / 5 = 4.8.
    { name: 'worked example', input: valid, value: 4.8, display: 4.8, band: 'active' },
    // rheumtools test-basdai.R, camcops basdai_tests.py, RheumaComposites.jl basdai.jl.
    {
      name: 'rheumtools (1, 2, 3, 4, 5, 10)',
      input: { q1: 1, q2: 2, q3: 3, q4: 4, q5: 5, q6: 10 },
      value: 3.5,
      display: 3.5,
      band: 'not_active',
    },
    {
      name: 'rheumtools (2, 3, 4, 5, 6, 7)',
      input: { q1: 2, q2: 3, q3: 4, q4: 5, q5: 6, q6: 7 },
      value: 4.1,
      display: 4.1,
      band: 'active',
    },
    {
      name: 'rheumtools (0, 0, 3, 4, 5, 0)',
      input: { q1: 0, q2: 0, q3: 3, q4: 4, q5: 5, q6: 0 },
      value: 1.9,
      display: 1.9,
      band: 'not_active',
    },
    {
      name: 'camcops (2, 10, 7, 1, 9, 3)',
      input: { q1: 2, q2: 10, q3: 7, q4: 1, q5: 9, q6: 3 },
      value: 5.2,
      display: 5.2,
      band: 'active',
    },
    {
      name: 'RheumaComposites (1, 2, 2, 2, 1, 3)',
      input: { q1: 1, q2: 2, q3: 2, q4: 2, q5: 1, q6: 3 },
      value: 1.8,
      display: 1.8,
      band: 'not_active',
    },
    {
      name: 'all zero',
      input: { q1: 0, q2: 0, q3: 0, q4: 0, q5: 0, q6: 0 },
      value: 0,
      display: 0,
      band: 'not_active',
    },
    {
      name: 'all ten',
      input: { q1: 10, q2: 10, q3: 10, q4: 10, q5: 10, q6: 10 },
      value: 10,
      display: 10,
      band: 'active',
    },
    // ≥ 4 = active, on the 1-dp display: 3.94 → 3.9 not active; 3.95 → 4.0 active.
    {
      name: '3.94',
      input: { q1: 4, q2: 4, q3: 4, q4: 4, q5: 4, q6: 3.4 },
      value: 3.94,
      display: 3.9,
      band: 'not_active',
    },
    {
      name: '3.95',
      input: { q1: 4, q2: 4, q3: 4, q4: 4, q5: 4, q6: 3.5 },
      value: 3.95,
      display: 4,
      band: 'active',
    },
  ])('$name → $display ($band)', ({ input, value, display, band }) => {
    const result = resultOf(calculateBasdai(input))
    expect(result.value).toBeCloseTo(value, 10)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('basdai@1')
  })

  it('averages the two morning-stiffness items first, not a plain mean of six', () => {
    const input = { q1: 1, q2: 2, q3: 3, q4: 4, q5: 5, q6: 10 }
    // Plain mean of six would be 25/6 = 4.17, "active"; BASDAI is (10 + 7.5)/5 = 3.5.
    expect(resultOf(calculateBasdai(input)).value).toBe(3.5)
    // Q5 and Q6 weigh half as much as each of Q1–Q4: moving 2 points between them changes nothing.
    expect(resultOf(calculateBasdai({ ...input, q5: 7, q6: 8 })).value).toBe(3.5)
    expect(resultOf(calculateBasdai({ ...input, q1: 3 })).value).toBe(3.9)
    expect(resultOf(calculateBasdai({ ...input, q5: 7 })).value).toBe(3.7)
  })

  it.each(
    (['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const).flatMap((q) =>
      numberFieldCases(q, { min: 0, max: 10 }),
    ),
  )('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateBasdai(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
