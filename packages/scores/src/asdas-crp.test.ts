import { describe, expect, it } from 'vitest'
import { calculateAsdasCrp } from './asdas-crp'
import type { AsdasCrpInput } from './asdas-crp'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const valid: AsdasCrpInput = {
  backPain: 3,
  morningStiffnessDuration: 4,
  patientGlobal: 5,
  peripheralPain: 2,
  crpMgPerL: 10,
}

const input = (
  backPain: number,
  morningStiffnessDuration: number,
  patientGlobal: number,
  peripheralPain: number,
  crpMgPerL: number,
): AsdasCrpInput => ({
  backPain,
  morningStiffnessDuration,
  patientGlobal,
  peripheralPain,
  crpMgPerL,
})

describe('calculateAsdasCrp', () => {
  it.each([
    // 0.121·3 + 0.058·4 + 0.110·5 + 0.073·2 + 0.579·ln 11 (original coefficients).
    { name: 'typical', input: valid, value: 2.67938, display: 2.7, band: 'high' },
    {
      name: 'all zero: CRP floored to 2 → 0.579·ln 3',
      input: input(0, 0, 0, 0, 0),
      value: 0.6361,
      display: 0.6,
      band: 'inactive',
    },
    {
      name: 'maximum inputs',
      input: input(10, 10, 10, 10, 500),
      value: 7.21941,
      display: 7.2,
      band: 'very_high',
    },
    // Next to a band edge (3.5003, 1.287): banded on the displayed value.
    {
      name: '3.5003 is shown as 3.5 and is high, not very high',
      input: input(0, 0, 10, 10, 16.9),
      value: 3.5003,
      display: 3.5,
      band: 'high',
    },
    {
      name: '1.287 is shown as 1.3 and is low, not inactive',
      input: input(1, 4, 0, 2, 2.9),
      value: 1.28701,
      display: 1.3,
      band: 'low',
    },
    // Every edge, both sides: inactive < 1.3 ≤ low < 2.1 ≤ high ≤ 3.5 < very high.
    {
      name: '1.2498 → 1.2',
      input: input(0, 4, 0, 0, 4.8),
      value: 1.2498,
      display: 1.2,
      band: 'inactive',
    },
    {
      name: '1.2500 → 1.3',
      input: input(2, 0, 2, 0, 2.9),
      value: 1.25001,
      display: 1.3,
      band: 'low',
    },
    { name: '2.0499 → 2.0', input: input(3, 6, 0, 4, 5.1), value: 2.05, display: 2, band: 'low' },
    {
      name: '2.0500 → 2.1',
      input: input(0, 6, 3, 8, 2.9),
      value: 2.05001,
      display: 2.1,
      band: 'high',
    },
    {
      name: '3.5499 → 3.5',
      input: input(5, 10, 8, 6, 5.1),
      value: 3.55,
      display: 3.5,
      band: 'high',
    },
    {
      name: '3.5500 → 3.6',
      input: input(9, 8, 9, 3, 2.9),
      value: 3.55001,
      display: 3.6,
      band: 'very_high',
    },
  ])('$name → $display ($band)', ({ input: given, value, display, band }) => {
    const result = resultOf(calculateAsdasCrp(given))
    expect(result.value).toBeCloseTo(value, 4)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('asdas-crp@1')
  })

  it.each([0, 0.5, 1, 1.9, 2])('counts CRP %s mg/L as 2 mg/L (Machado 2015)', (crpMgPerL) => {
    expect(resultOf(calculateAsdasCrp({ ...valid, crpMgPerL })).value).toBeCloseTo(1.9271, 4)
  })

  it('uses CRP above the floor as entered, in mg/L', () => {
    // 2.1 mg/L already differs from the floored value.
    expect(resultOf(calculateAsdasCrp({ ...valid, crpMgPerL: 2.1 })).value).toBeCloseTo(1.94608, 4)
  })

  it.each([
    ...numberFieldCases('backPain', { min: 0, max: 10 }),
    ...numberFieldCases('morningStiffnessDuration', { min: 0, max: 10 }),
    ...numberFieldCases('patientGlobal', { min: 0, max: 10 }),
    ...numberFieldCases('peripheralPain', { min: 0, max: 10 }),
    ...numberFieldCases('crpMgPerL', { min: 0, max: 500 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateAsdasCrp(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
