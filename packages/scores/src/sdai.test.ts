import { describe, expect, it } from 'vitest'
import { calculateSdai } from './sdai'
import type { SdaiInput } from './sdai'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const valid: SdaiInput = { tjc28: 4, sjc28: 5, patientGlobal: 5, evaluatorGlobal: 6, crpMgPerL: 70 }

describe('calculateSdai', () => {
  it.each([
    // rheumtools test-sdai.R: (4, 5, 5, 6, CRP 7 mg/dL) = 27; CRP 7 mg/dL is 70 mg/L here.
    {
      name: 'rheumtools (4, 5, 5, 6, 70 mg/L)',
      input: valid,
      value: 27,
      display: 27,
      band: 'high',
    },
    {
      name: 'rheumtools (5, 6, 6, 7, 80 mg/L)',
      input: { tjc28: 5, sjc28: 6, patientGlobal: 6, evaluatorGlobal: 7, crpMgPerL: 80 },
      value: 32,
      display: 32,
      band: 'high',
    },
    // RheumaComposites.jl sdai.jl unit check: SJC 1, globals 1 and 1, CRP 1 mg/dL (= 10 mg/L) → 4.
    {
      name: 'RheumaComposites unit check',
      input: { tjc28: 0, sjc28: 1, patientGlobal: 1, evaluatorGlobal: 1, crpMgPerL: 10 },
      value: 4,
      display: 4,
      band: 'low',
    },
    {
      name: 'all zero',
      input: { tjc28: 0, sjc28: 0, patientGlobal: 0, evaluatorGlobal: 0, crpMgPerL: 0 },
      value: 0,
      display: 0,
      band: 'remission',
    },
    {
      name: 'maximum inputs (CRP 500 mg/L is not capped)',
      input: { tjc28: 28, sjc28: 28, patientGlobal: 10, evaluatorGlobal: 10, crpMgPerL: 500 },
      value: 126,
      display: 126,
      band: 'high',
    },
    // Remission ≤ 3.3, low ≤ 11, moderate ≤ 26; CRP to 0.1 mg/L gives a second decimal, banded on the 1-dp display.
    {
      name: '3.34 shown as 3.3',
      input: { tjc28: 1, sjc28: 1, patientGlobal: 0.5, evaluatorGlobal: 0.5, crpMgPerL: 3.4 },
      value: 3.34,
      display: 3.3,
      band: 'remission',
    },
    {
      name: '3.35 shown as 3.4',
      input: { tjc28: 1, sjc28: 1, patientGlobal: 0.5, evaluatorGlobal: 0.5, crpMgPerL: 3.5 },
      value: 3.35,
      display: 3.4,
      band: 'low',
    },
    {
      name: '11.0',
      input: { tjc28: 4, sjc28: 4, patientGlobal: 1, evaluatorGlobal: 1, crpMgPerL: 10 },
      value: 11,
      display: 11,
      band: 'low',
    },
    {
      name: '11.1',
      input: { tjc28: 4, sjc28: 4, patientGlobal: 1, evaluatorGlobal: 1, crpMgPerL: 11 },
      value: 11.1,
      display: 11.1,
      band: 'moderate',
    },
    {
      name: '26.0',
      input: { tjc28: 10, sjc28: 8, patientGlobal: 3, evaluatorGlobal: 3, crpMgPerL: 20 },
      value: 26,
      display: 26,
      band: 'moderate',
    },
    {
      name: '26.1',
      input: { tjc28: 10, sjc28: 8, patientGlobal: 3, evaluatorGlobal: 3, crpMgPerL: 21 },
      value: 26.1,
      display: 26.1,
      band: 'high',
    },
  ])('$name → $display ($band)', ({ input, value, display, band }) => {
    const result = resultOf(calculateSdai(input))
    expect(result.value).toBeCloseTo(value, 10)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('sdai@1')
  })

  it('converts CRP from mg/L to mg/dL: 12 mg/L adds 1.2, not 12', () => {
    const withoutCrp = resultOf(calculateSdai({ ...valid, crpMgPerL: 0 })).value
    const withCrp = resultOf(calculateSdai({ ...valid, crpMgPerL: 12 })).value
    expect(withCrp - withoutCrp).toBeCloseTo(1.2, 10)
    expect(resultOf(calculateSdai({ ...valid, crpMgPerL: 12 })).display).toBe(21.2)
  })

  it.each([
    ...numberFieldCases('tjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('sjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('patientGlobal', { min: 0, max: 10 }),
    ...numberFieldCases('evaluatorGlobal', { min: 0, max: 10 }),
    ...numberFieldCases('crpMgPerL', { min: 0, max: 500 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateSdai(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
