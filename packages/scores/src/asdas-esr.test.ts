import { describe, expect, it } from 'vitest'
import { calculateAsdasEsr } from './asdas-esr'
import type { AsdasEsrInput } from './asdas-esr'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const valid: AsdasEsrInput = {
  backPain: 3,
  morningStiffnessDuration: 4,
  patientGlobal: 5,
  peripheralPain: 2,
  esr: 25,
}

const input = (
  backPain: number,
  morningStiffnessDuration: number,
  patientGlobal: number,
  peripheralPain: number,
  esr: number,
): AsdasEsrInput => ({ backPain, morningStiffnessDuration, patientGlobal, peripheralPain, esr })

describe('calculateAsdasEsr', () => {
  it.each([
    // 0.079·3 + 0.069·4 + 0.113·5 + 0.086·2 + 0.293·√25 = 2.715.
    { name: 'typical', input: valid, value: 2.715, display: 2.7, band: 'high' },
    {
      name: 'all zero (ESR 0 is fine under √)',
      input: input(0, 0, 0, 0, 0),
      value: 0,
      display: 0,
      band: 'inactive',
    },
    {
      name: 'maximum inputs',
      input: input(10, 10, 10, 10, 200),
      value: 7.61365,
      display: 7.6,
      band: 'very_high',
    },
    {
      name: '1.287 is shown as 1.3 and is low, not inactive',
      input: input(0, 1, 3, 0, 9),
      value: 1.287,
      display: 1.3,
      band: 'low',
    },
    {
      name: '3.5003 is shown as 3.5 and is high',
      input: input(0, 6, 10, 10, 14),
      value: 3.50031,
      display: 3.5,
      band: 'high',
    },
    {
      name: '1.2498 → 1.2',
      input: input(1, 0, 1, 1, 11),
      value: 1.24977,
      display: 1.2,
      band: 'inactive',
    },
    { name: '1.25 → 1.3', input: input(0, 0, 1, 3, 9), value: 1.25, display: 1.3, band: 'low' },
    {
      name: '2.04998 → 2.0',
      input: input(0, 3, 2, 7, 12),
      value: 2.04998,
      display: 2,
      band: 'low',
    },
    { name: '2.05 → 2.1', input: input(0, 1, 0, 6, 25), value: 2.05, display: 2.1, band: 'high' },
    {
      name: '3.54998 → 3.5',
      input: input(1, 8, 10, 9, 12),
      value: 3.54998,
      display: 3.5,
      band: 'high',
    },
    {
      name: '3.55 → 3.6',
      input: input(0, 2, 9, 4, 49),
      value: 3.55,
      display: 3.6,
      band: 'very_high',
    },
  ])('$name → $display ($band)', ({ input: given, value, display, band }) => {
    const result = resultOf(calculateAsdasEsr(given))
    expect(result.value).toBeCloseTo(value, 4)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('asdas-esr@1')
  })

  it.each([
    ...numberFieldCases('backPain', { min: 0, max: 10 }),
    ...numberFieldCases('morningStiffnessDuration', { min: 0, max: 10 }),
    ...numberFieldCases('patientGlobal', { min: 0, max: 10 }),
    ...numberFieldCases('peripheralPain', { min: 0, max: 10 }),
    ...numberFieldCases('esr', { min: 0, max: 200, step: 1 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateAsdasEsr(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
