import { describe, expect, it } from 'vitest'
import { calculateDapsa } from './dapsa'
import type { DapsaInput } from './dapsa'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const valid: DapsaInput = { tjc68: 4, sjc66: 5, patientGlobal: 6, patientPain: 7, crpMgPerL: 70 }

describe('calculateDapsa', () => {
  it.each([
    // rheumtools test-dapsa.R sums CRP 7 unconverted = 29; read as mg/dL that is 70 mg/L here.
    {
      name: 'rheumtools (4, 5, 6, 7, CRP 7 mg/dL)',
      input: valid,
      value: 29,
      display: 29,
      band: 'high',
    },
    // RheumaComposites.jl dapsa.jl: (1, 1, CRP 3 mg/dL = 30 mg/L, 1, 1) = 7.0, "low".
    {
      name: 'RheumaComposites (1, 1, 1, 1, 30 mg/L)',
      input: { tjc68: 1, sjc66: 1, patientGlobal: 1, patientPain: 1, crpMgPerL: 30 },
      value: 7,
      display: 7,
      band: 'low',
    },
    {
      name: 'all zero',
      input: { tjc68: 0, sjc66: 0, patientGlobal: 0, patientPain: 0, crpMgPerL: 0 },
      value: 0,
      display: 0,
      band: 'remission',
    },
    {
      name: 'maximum inputs',
      input: { tjc68: 68, sjc66: 66, patientGlobal: 10, patientPain: 10, crpMgPerL: 500 },
      value: 204,
      display: 204,
      band: 'high',
    },
    // Remission ≤ 4, low ≤ 14, moderate ≤ 28 (Schoels 2016), banded on the 1-dp display.
    {
      name: '4.04 shown as 4.0',
      input: { tjc68: 4, sjc66: 0, patientGlobal: 0, patientPain: 0, crpMgPerL: 0.4 },
      value: 4.04,
      display: 4,
      band: 'remission',
    },
    {
      name: '4.05 shown as 4.1',
      input: { tjc68: 4, sjc66: 0, patientGlobal: 0, patientPain: 0, crpMgPerL: 0.5 },
      value: 4.05,
      display: 4.1,
      band: 'low',
    },
    {
      name: '14.0',
      input: { tjc68: 6, sjc66: 4, patientGlobal: 2, patientPain: 1, crpMgPerL: 10 },
      value: 14,
      display: 14,
      band: 'low',
    },
    {
      name: '14.1',
      input: { tjc68: 6, sjc66: 4, patientGlobal: 2, patientPain: 1, crpMgPerL: 11 },
      value: 14.1,
      display: 14.1,
      band: 'moderate',
    },
    {
      name: '28.0',
      input: { tjc68: 12, sjc66: 8, patientGlobal: 4, patientPain: 3, crpMgPerL: 10 },
      value: 28,
      display: 28,
      band: 'moderate',
    },
    {
      name: '28.1',
      input: { tjc68: 12, sjc66: 8, patientGlobal: 4, patientPain: 3.1, crpMgPerL: 10 },
      value: 28.1,
      display: 28.1,
      band: 'high',
    },
  ])('$name → $display ($band)', ({ input, value, display, band }) => {
    const result = resultOf(calculateDapsa(input))
    expect(result.value).toBeCloseTo(value, 10)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('dapsa@1')
  })

  it('converts CRP mg/L → mg/dL: CRP 7 mg/L adds 0.7, where rheumtools would add 7', () => {
    expect(resultOf(calculateDapsa({ ...valid, crpMgPerL: 7 })).display).toBe(22.7)
  })

  it('counts 68 tender but only 66 swollen joints (hips: tenderness only)', () => {
    expect(resultOf(calculateDapsa({ ...valid, tjc68: 68 })).value).toBe(93)
    expect(issuesOf(calculateDapsa({ ...valid, sjc66: 67 }))).toEqual([
      {
        path: 'sjc66',
        code: 'too_big',
        min: 0,
        max: 66,
        step: 1,
        message: 'Expected a whole number from 0 to 66 joints.',
      },
    ])
  })

  it.each([
    ...numberFieldCases('tjc68', { min: 0, max: 68, step: 1 }),
    ...numberFieldCases('sjc66', { min: 0, max: 66, step: 1 }),
    ...numberFieldCases('patientGlobal', { min: 0, max: 10 }),
    ...numberFieldCases('patientPain', { min: 0, max: 10 }),
    ...numberFieldCases('crpMgPerL', { min: 0, max: 500 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateDapsa(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
