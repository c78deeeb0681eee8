import { describe, expect, it } from 'vitest'
import { calculateCdai } from './cdai'
import type { CdaiInput } from './cdai'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const valid: CdaiInput = { tjc28: 4, sjc28: 5, patientGlobal: 5, evaluatorGlobal: 6 }

describe('calculateCdai', () => {
  it.each([
    // Published examples: rheumtools test-cdai.R (20) and RheumaComposites.jl cdai.jl (2.0).
    { name: 'rheumtools (4, 5, 5, 6)', input: valid, display: 20, band: 'moderate' },
    {
      name: 'RheumaComposites (1, 0, 1, 0)',
      input: { tjc28: 1, sjc28: 0, patientGlobal: 1, evaluatorGlobal: 0 },
      display: 2,
      band: 'remission',
    },
    {
      name: 'all zero',
      input: { tjc28: 0, sjc28: 0, patientGlobal: 0, evaluatorGlobal: 0 },
      display: 0,
      band: 'remission',
    },
    {
      name: 'maximum 76',
      input: { tjc28: 28, sjc28: 28, patientGlobal: 10, evaluatorGlobal: 10 },
      display: 76,
      band: 'high',
    },
    // Remission ≤ 2.8, low ≤ 10, moderate ≤ 22, both sides of each edge.
    {
      name: '2.8',
      input: { tjc28: 1, sjc28: 1, patientGlobal: 0.4, evaluatorGlobal: 0.4 },
      display: 2.8,
      band: 'remission',
    },
    {
      name: '2.9',
      input: { tjc28: 1, sjc28: 1, patientGlobal: 0.5, evaluatorGlobal: 0.4 },
      display: 2.9,
      band: 'low',
    },
    {
      name: '10.0',
      input: { tjc28: 4, sjc28: 4, patientGlobal: 1, evaluatorGlobal: 1 },
      display: 10,
      band: 'low',
    },
    {
      name: '10.1',
      input: { tjc28: 4, sjc28: 4, patientGlobal: 1.1, evaluatorGlobal: 1 },
      display: 10.1,
      band: 'moderate',
    },
    {
      name: '22.0',
      input: { tjc28: 8, sjc28: 6, patientGlobal: 4, evaluatorGlobal: 4 },
      display: 22,
      band: 'moderate',
    },
    {
      name: '22.1',
      input: { tjc28: 8, sjc28: 6, patientGlobal: 4.1, evaluatorGlobal: 4 },
      display: 22.1,
      band: 'high',
    },
  ])('$name → $display ($band)', ({ input, display, band }) => {
    const result = resultOf(calculateCdai(input))
    expect(result.value).toBeCloseTo(display, 10)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('cdai@1')
  })

  it.each([
    // Ratings read to the mm give two decimals; the band follows the 1-dp display.
    {
      input: { tjc28: 1, sjc28: 1, patientGlobal: 0.42, evaluatorGlobal: 0.42 },
      value: 2.84,
      display: 2.8,
      band: 'remission',
    },
    {
      input: { tjc28: 1, sjc28: 1, patientGlobal: 0.43, evaluatorGlobal: 0.42 },
      value: 2.85,
      display: 2.9,
      band: 'low',
    },
  ])('bands $value on its displayed value $display ($band)', ({ input, value, display, band }) => {
    const result = resultOf(calculateCdai(input))
    expect(result.value).toBeCloseTo(value, 10)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
  })

  it('adds ratings without binary noise in the display (0.1 + 0.2)', () => {
    const result = resultOf(
      calculateCdai({ tjc28: 0, sjc28: 0, patientGlobal: 0.1, evaluatorGlobal: 0.2 }),
    )
    expect(result.display).toBe(0.3)
  })

  it.each([
    ...numberFieldCases('tjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('sjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('patientGlobal', { min: 0, max: 10 }),
    ...numberFieldCases('evaluatorGlobal', { min: 0, max: 10 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateCdai(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })

  it('rejects a 0–100 mm global typed into the 0–10 field', () => {
    expect(issuesOf(calculateCdai({ ...valid, patientGlobal: 55 }))).toEqual([
      {
        path: 'patientGlobal',
        code: 'too_big',
        min: 0,
        max: 10,
        message: 'Expected a number from 0 to 10.',
      },
    ])
  })
})
