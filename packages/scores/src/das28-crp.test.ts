import { describe, expect, it } from 'vitest'
import { calculateDas28Crp, calculateDas28Crp3v } from './das28-crp'
import type { Das28Crp3vInput, Das28CrpInput } from './das28-crp'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const valid: Das28CrpInput = { tjc28: 4, sjc28: 5, crpMgPerL: 7, patientGlobalMm: 50 }

describe('calculateDas28Crp (4 variables)', () => {
  it.each([
    // Published examples: fragla/rheumtools test-das.R and RheumaComposites.jl das28.jl (4s-dawn.com).
    {
      name: 'rheumtools (4, 5, 7, 50)',
      input: valid,
      value: 4.1547,
      display: 4.15,
      band: 'moderate',
    },
    {
      name: 'rheumtools (5, 6, 8, 51)',
      input: { tjc28: 5, sjc28: 6, crpMgPerL: 8, patientGlobalMm: 51 },
      value: 4.40306,
      display: 4.4,
      band: 'moderate',
    },
    {
      name: 'RheumaComposites (4, 5, 44, 12)',
      input: { tjc28: 4, sjc28: 5, crpMgPerL: 44, patientGlobalMm: 12 },
      value: 4.2445,
      display: 4.24,
      band: 'moderate',
    },
    {
      name: 'all zero: the +0.96 constant only',
      input: { tjc28: 0, sjc28: 0, crpMgPerL: 0, patientGlobalMm: 0 },
      value: 0.96,
      display: 0.96,
      band: 'remission',
    },
    {
      name: 'maximum inputs',
      input: { tjc28: 28, sjc28: 28, crpMgPerL: 500, patientGlobalMm: 100 },
      value: 9.04284,
      display: 9.04,
      band: 'high',
    },
    // The ESR cut-offs 2.6 / 3.2 / 5.1 for CRP too, on the displayed value.
    {
      name: 'shown as 2.59',
      input: { tjc28: 0, sjc28: 2, crpMgPerL: 26.8, patientGlobalMm: 3 },
      value: 2.59499,
      display: 2.59,
      band: 'remission',
    },
    {
      name: 'shown as 2.60',
      input: { tjc28: 0, sjc28: 3, crpMgPerL: 14.3, patientGlobalMm: 12 },
      value: 2.595,
      display: 2.6,
      band: 'low',
    },
    {
      name: 'shown as 3.20',
      input: { tjc28: 3, sjc28: 2, crpMgPerL: 7.1, patientGlobalMm: 9 },
      value: 3.205,
      display: 3.2,
      band: 'low',
    },
    {
      name: 'shown as 3.21',
      input: { tjc28: 0, sjc28: 15, crpMgPerL: 11, patientGlobalMm: 19 },
      value: 3.205,
      display: 3.21,
      band: 'moderate',
    },
    {
      name: 'shown as 5.10',
      input: { tjc28: 13, sjc28: 18, crpMgPerL: 2.9, patientGlobalMm: 32 },
      value: 5.105,
      display: 5.1,
      band: 'moderate',
    },
    {
      name: 'shown as 5.11',
      input: { tjc28: 7, sjc28: 6, crpMgPerL: 23.5, patientGlobalMm: 59 },
      value: 5.105,
      display: 5.11,
      band: 'high',
    },
  ])('$name → $display ($band)', ({ input, value, display, band }) => {
    const result = resultOf(calculateDas28Crp(input))
    expect(result.value).toBeCloseTo(value, 4)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('das28-crp@1')
  })

  it('takes CRP in mg/L: 10 mg/L enters as 0.36·ln(11), not as 1.0 mg/dL', () => {
    const inMgPerL = resultOf(calculateDas28Crp({ ...valid, crpMgPerL: 10 }))
    const sameCrpTypedInMgPerDl = resultOf(calculateDas28Crp({ ...valid, crpMgPerL: 1 }))
    expect(inMgPerL.value).toBeCloseTo(4.26934, 4)
    expect(inMgPerL.display).toBe(4.27)
    // The mg/dL mistake under-scores by 0.36·(ln 11 − ln 2) ≈ 0.61.
    expect(sameCrpTypedInMgPerDl.display).toBe(3.66)
  })

  it('accepts CRP = 0 (the +1 inside the logarithm is there for it)', () => {
    expect(resultOf(calculateDas28Crp({ ...valid, crpMgPerL: 0 })).value).toBeCloseTo(3.4061, 4)
  })

  it.each([
    ...numberFieldCases('tjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('sjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('crpMgPerL', { min: 0, max: 500 }),
    ...numberFieldCases('patientGlobalMm', { min: 0, max: 100 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateDas28Crp(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})

describe('calculateDas28Crp3v (3 variables)', () => {
  const valid3v: Das28Crp3vInput = { tjc28: 4, sjc28: 5, crpMgPerL: 7 }

  it.each([
    // (0.56·2 + 0.28·√5 + 0.36·ln 8)·1.10 + 1.15
    { name: '(4, 5, 7)', input: valid3v, value: 3.89417, display: 3.89, band: 'moderate' },
    {
      name: 'all zero: the +1.15 constant only',
      input: { tjc28: 0, sjc28: 0, crpMgPerL: 0 },
      value: 1.15,
      display: 1.15,
      band: 'remission',
    },
    {
      name: 'maximum inputs',
      input: { tjc28: 28, sjc28: 28, crpMgPerL: 500 },
      value: 8.50112,
      display: 8.5,
      band: 'high',
    },
    {
      name: 'shown as 2.59',
      input: { tjc28: 1, sjc28: 2, crpMgPerL: 1.7 },
      value: 2.59491,
      display: 2.59,
      band: 'remission',
    },
    {
      name: 'shown as 2.60',
      input: { tjc28: 0, sjc28: 2, crpMgPerL: 11.8 },
      value: 2.59516,
      display: 2.6,
      band: 'low',
    },
    {
      name: 'shown as 3.20',
      input: { tjc28: 0, sjc28: 1, crpMgPerL: 81.4 },
      value: 3.20499,
      display: 3.2,
      band: 'low',
    },
    {
      name: 'shown as 3.21',
      input: { tjc28: 0, sjc28: 0, crpMgPerL: 178.4 },
      value: 3.20509,
      display: 3.21,
      band: 'moderate',
    },
    {
      name: 'shown as 5.10',
      input: { tjc28: 10, sjc28: 0, crpMgPerL: 157.9 },
      value: 5.105,
      display: 5.1,
      band: 'moderate',
    },
    {
      name: 'shown as 5.11',
      input: { tjc28: 12, sjc28: 24, crpMgPerL: 1.2 },
      value: 5.105,
      display: 5.11,
      band: 'high',
    },
  ])('$name → $display ($band)', ({ input, value, display, band }) => {
    const result = resultOf(calculateDas28Crp3v(input))
    expect(result.value).toBeCloseTo(value, 4)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('das28-crp-3v@1')
  })

  it.each([
    ...numberFieldCases('tjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('sjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('crpMgPerL', { min: 0, max: 500 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateDas28Crp3v(withField(valid3v, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
