import { describe, expect, it } from 'vitest'
import { calculatePasi } from './pasi'
import { calculatePasiPercent, pasiInputFromPercent } from './pasi-percent'
import type { PasiPercentInput } from './pasi-percent'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const region = (e: number, i: number, d: number, areaPercent: number) => ({
  erythema: e,
  induration: i,
  desquamation: d,
  areaPercent,
})
const all = (e: number, i: number, d: number, areaPercent: number): PasiPercentInput => ({
  head: region(e, i, d, areaPercent),
  upperLimbs: region(e, i, d, areaPercent),
  trunk: region(e, i, d, areaPercent),
  lowerLimbs: region(e, i, d, areaPercent),
})

describe('calculatePasiPercent', () => {
  it.each([
    { name: 'clear', input: all(4, 4, 4, 0), value: 0, band: 'not_severe' },
    // 9.5 % is "<10 %" → area 1 (half-open intervals): 12 × 1 × (0.1+0.2+0.3+0.4)
    { name: '9.5 % everywhere', input: all(4, 4, 4, 9.5), value: 12, band: 'severe' },
    { name: '10 % everywhere → area 2', input: all(1, 1, 1, 10), value: 6, band: 'not_severe' },
    { name: 'maximum', input: all(4, 4, 4, 100), value: 72, band: 'severe' },
    {
      name: 'mixed regions',
      input: {
        head: region(2, 1, 1, 35), // 4 × 3 × 0.1 = 1.2
        upperLimbs: region(1, 1, 0, 0.5), // 2 × 1 × 0.2 = 0.4
        trunk: region(3, 2, 2, 90), // 7 × 6 × 0.3 = 12.6
        lowerLimbs: region(0, 0, 0, 0),
      },
      value: 14.2,
      band: 'severe',
    },
  ])('$name → $value', ({ input, value, band }) => {
    expect(resultOf(calculatePasiPercent(input))).toEqual({
      value,
      display: value,
      band,
      version: 'pasi-percent@1',
    })
  })

  it('gives the PASI of the converted area scores', () => {
    const input = all(2, 3, 1, 49.9)
    const converted = pasiInputFromPercent(input)
    expect(converted.trunk.area).toBe(3)
    expect(resultOf(calculatePasiPercent(input)).value).toBe(
      resultOf(calculatePasi(converted)).value,
    )
  })

  const valid = all(1, 1, 1, 20)
  it.each([
    ...numberFieldCases('trunk.areaPercent', { min: 0, max: 100 }),
    ...numberFieldCases('head.erythema', { min: 0, max: 4, step: 1 }),
  ])('$path = $value → $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculatePasiPercent(withField(valid, path, value)))
    expect(issues).toEqual([expect.objectContaining({ path, code, min, max })])
  })

  it('does not take the 0–6 area score in place of the %', () => {
    const issues = issuesOf(calculatePasiPercent(withField(valid, 'head.areaPercent', undefined)))
    expect(issues).toEqual([
      expect.objectContaining({ path: 'head.areaPercent', code: 'required' }),
    ])
  })
})
