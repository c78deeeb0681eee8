import { describe, expect, it } from 'vitest'
import { calculateDas28Esr, calculateDas28Esr3v } from './das28-esr'
import type { Das28Esr3vInput, Das28EsrInput } from './das28-esr'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const valid: Das28EsrInput = { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 }

describe('calculateDas28Esr (4 variables)', () => {
  it.each([
    // Published examples: fragla/rheumtools test-das.R and RheumaComposites.jl das28.jl (4s-dawn.com).
    {
      name: 'rheumtools (4, 5, 7, 50)',
      input: valid,
      value: 3.80824,
      display: 3.81,
      band: 'moderate',
    },
    {
      name: 'rheumtools (5, 6, 8, 51)',
      input: { tjc28: 5, sjc28: 6, esr: 8, patientGlobalMm: 51 },
      value: 4.10766,
      display: 4.11,
      band: 'moderate',
    },
    {
      name: 'RheumaComposites (4, 5, 44, 12)',
      input: { tjc28: 4, sjc28: 5, esr: 44, patientGlobalMm: 12 },
      value: 4.56303,
      display: 4.56,
      band: 'moderate',
    },
    {
      name: 'all zero, ESR 1 (ln 1 = 0)',
      input: { tjc28: 0, sjc28: 0, esr: 1, patientGlobalMm: 0 },
      value: 0,
      display: 0,
      band: 'remission',
    },
    {
      name: 'maximum inputs',
      input: { tjc28: 28, sjc28: 28, esr: 200, patientGlobalMm: 100 },
      value: 9.55366,
      display: 9.55,
      band: 'high',
    },
    // Band edges on both sides, read from the displayed value:
    // 2.59498 shows as 2.59 (remission), 2.59501 shows as 2.60 (low) although it is below 2.6.
    {
      name: 'remission edge, below',
      input: { tjc28: 19, sjc28: 0, esr: 1, patientGlobalMm: 11 },
      value: 2.59498,
      display: 2.59,
      band: 'remission',
    },
    {
      name: 'remission edge, shown as 2.60',
      input: { tjc28: 5, sjc28: 7, esr: 1, patientGlobalMm: 43 },
      value: 2.59501,
      display: 2.6,
      band: 'low',
    },
    {
      name: 'low edge, shown as 3.20',
      input: { tjc28: 0, sjc28: 3, esr: 32, patientGlobalMm: 21 },
      value: 3.20499,
      display: 3.2,
      band: 'low',
    },
    {
      name: 'low edge, shown as 3.21',
      input: { tjc28: 3, sjc28: 6, esr: 2, patientGlobalMm: 76 },
      value: 3.20501,
      display: 3.21,
      band: 'moderate',
    },
    {
      name: 'moderate edge, shown as 5.10',
      input: { tjc28: 13, sjc28: 5, esr: 31, patientGlobalMm: 4 },
      value: 5.105,
      display: 5.1,
      band: 'moderate',
    },
    {
      name: 'moderate edge, shown as 5.11',
      input: { tjc28: 20, sjc28: 20, esr: 4, patientGlobalMm: 27 },
      value: 5.105,
      display: 5.11,
      band: 'high',
    },
  ])('$name → $display ($band)', ({ input, value, display, band }) => {
    const result = resultOf(calculateDas28Esr(input))
    expect(result.value).toBeCloseTo(value, 4)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('das28-esr@1')
  })

  it('rejects ESR = 0 with an error instead of ln(0) = −Infinity or a clamp', () => {
    expect(issuesOf(calculateDas28Esr({ ...valid, esr: 0 }))).toEqual([
      {
        path: 'esr',
        code: 'too_small',
        min: 1,
        max: 200,
        step: 1,
        message: 'Expected a whole number from 1 to 200 mm/h.',
      },
    ])
  })

  it.each([
    ...numberFieldCases('tjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('sjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('esr', { min: 1, max: 200, step: 1 }),
    ...numberFieldCases('patientGlobalMm', { min: 0, max: 100 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateDas28Esr(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })

  it('names every offending field at once', () => {
    const input = { tjc28: 29, sjc28: -1, esr: 0, patientGlobalMm: 101 }
    expect(issuesOf(calculateDas28Esr(input)).map((issue) => [issue.path, issue.code])).toEqual([
      ['tjc28', 'too_big'],
      ['sjc28', 'too_small'],
      ['esr', 'too_small'],
      ['patientGlobalMm', 'too_big'],
    ])
  })
})

describe('calculateDas28Esr3v (3 variables)', () => {
  const valid3v: Das28Esr3vInput = { tjc28: 4, sjc28: 5, esr: 7 }

  it.each([
    // (0.56·2 + 0.28·√5 + 0.70·ln 7)·1.08 + 0.16
    { name: '(4, 5, 7)', input: valid3v, value: 3.5169, display: 3.52, band: 'moderate' },
    {
      name: 'all zero, ESR 1: the constant 0.16',
      input: { tjc28: 0, sjc28: 0, esr: 1 },
      value: 0.16,
      display: 0.16,
      band: 'remission',
    },
    {
      name: 'maximum inputs',
      input: { tjc28: 28, sjc28: 28, esr: 200 },
      value: 8.96598,
      display: 8.97,
      band: 'high',
    },
    {
      name: 'shown as 2.59',
      input: { tjc28: 0, sjc28: 28, esr: 3 },
      value: 2.5907,
      display: 2.59,
      band: 'remission',
    },
    {
      name: 'shown as 2.60',
      input: { tjc28: 1, sjc28: 11, esr: 3 },
      value: 2.5983,
      display: 2.6,
      band: 'low',
    },
    {
      name: 'shown as 3.20',
      input: { tjc28: 2, sjc28: 3, esr: 9 },
      value: 3.20019,
      display: 3.2,
      band: 'low',
    },
    {
      name: 'shown as 3.21',
      input: { tjc28: 0, sjc28: 15, esr: 12 },
      value: 3.20978,
      display: 3.21,
      band: 'moderate',
    },
    {
      name: 'shown as 5.10',
      input: { tjc28: 3, sjc28: 16, esr: 35 },
      value: 5.10499,
      display: 5.1,
      band: 'moderate',
    },
    {
      name: 'shown as 5.11',
      input: { tjc28: 13, sjc28: 2, esr: 22 },
      value: 5.10512,
      display: 5.11,
      band: 'high',
    },
  ])('$name → $display ($band)', ({ input, value, display, band }) => {
    const result = resultOf(calculateDas28Esr3v(input))
    expect(result.value).toBeCloseTo(value, 4)
    expect(result.display).toBe(display)
    expect(result.band).toBe(band)
    expect(result.version).toBe('das28-esr-3v@1')
  })

  it.each([
    ...numberFieldCases('tjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('sjc28', { min: 0, max: 28, step: 1 }),
    ...numberFieldCases('esr', { min: 1, max: 200, step: 1 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateDas28Esr3v(withField(valid3v, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })
})
