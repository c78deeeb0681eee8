import { describe, expect, it } from 'vitest'
import { calculatePasi, pasiAreaScoreFromPercent } from './pasi'
import type { PasiInput } from './pasi'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const region = (erythema: number, induration: number, desquamation: number, area: number) => ({
  erythema,
  induration,
  desquamation,
  area,
})
const clear = region(0, 0, 0, 0)

// Head 0.1·4·2 + upper limbs 0.2·3·3 + trunk 0.3·6·4 + lower limbs 0.4·8·5 = 0.8 + 1.8 + 7.2 + 16.
const valid: PasiInput = {
  head: region(2, 1, 1, 2),
  upperLimbs: region(1, 1, 1, 3),
  trunk: region(2, 2, 2, 4),
  lowerLimbs: region(3, 3, 2, 5),
}

describe('calculatePasi', () => {
  it.each([
    { name: 'hand-worked example', input: valid, value: 25.8, band: 'severe' },
    {
      name: 'all zero',
      input: { head: clear, upperLimbs: clear, trunk: clear, lowerLimbs: clear },
      value: 0,
      band: 'not_severe',
    },
    {
      name: 'maximum 72',
      input: {
        head: region(4, 4, 4, 6),
        upperLimbs: region(4, 4, 4, 6),
        trunk: region(4, 4, 4, 6),
        lowerLimbs: region(4, 4, 4, 6),
      },
      value: 72,
      band: 'severe',
    },
    {
      name: 'head only, weight 0.1',
      input: { head: region(4, 4, 4, 6), upperLimbs: clear, trunk: clear, lowerLimbs: clear },
      value: 7.2,
      band: 'not_severe',
    },
    {
      name: 'upper limbs only, weight 0.2',
      input: { head: clear, upperLimbs: region(1, 0, 0, 1), trunk: clear, lowerLimbs: clear },
      value: 0.2,
      band: 'not_severe',
    },
    {
      name: 'trunk only, weight 0.3',
      input: { head: clear, upperLimbs: clear, trunk: region(1, 0, 0, 1), lowerLimbs: clear },
      value: 0.3,
      band: 'not_severe',
    },
    {
      name: 'lower limbs only, weight 0.4',
      input: { head: clear, upperLimbs: clear, trunk: clear, lowerLimbs: region(1, 0, 0, 1) },
      value: 0.4,
      band: 'not_severe',
    },
    // PASI > 10 is strict (Rule of Tens): 10.0 does not qualify, 10.1 does.
    {
      name: '10.0',
      input: { head: clear, upperLimbs: clear, trunk: clear, lowerLimbs: region(2, 2, 1, 5) },
      value: 10,
      band: 'not_severe',
    },
    {
      name: '10.1',
      input: {
        head: region(1, 0, 0, 1),
        upperLimbs: clear,
        trunk: clear,
        lowerLimbs: region(2, 2, 1, 5),
      },
      value: 10.1,
      band: 'severe',
    },
  ])('$name → $value ($band)', ({ input, value, band }) => {
    const result = resultOf(calculatePasi(input))
    // Exact equality: integer weights ×10 then one ÷10, never 25.800000000000004.
    expect(result.value).toBe(value)
    expect(result.display).toBe(value)
    expect(result.band).toBe(band)
    expect(result.version).toBe('pasi@1')
  })

  it('gives 0 for a region with area 0 whatever its severities', () => {
    const input = { head: region(4, 4, 4, 0), upperLimbs: clear, trunk: clear, lowerLimbs: clear }
    expect(resultOf(calculatePasi(input)).value).toBe(0)
  })

  it.each(
    (['head', 'upperLimbs', 'trunk', 'lowerLimbs'] as const).flatMap((name) => [
      ...numberFieldCases(`${name}.erythema`, { min: 0, max: 4, step: 1 }),
      ...numberFieldCases(`${name}.induration`, { min: 0, max: 4, step: 1 }),
      ...numberFieldCases(`${name}.desquamation`, { min: 0, max: 4, step: 1 }),
      ...numberFieldCases(`${name}.area`, { min: 0, max: 6, step: 1 }),
    ]),
  )('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculatePasi(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })

  it('rejects a missing region and a region that is not an object', () => {
    const input = { ...withField(valid, 'trunk', undefined), head: 3 } as unknown as PasiInput
    expect(issuesOf(calculatePasi(input))).toEqual([
      { path: 'head', code: 'invalid_type', message: 'Expected an object.' },
      { path: 'trunk', code: 'required', message: 'Expected an object.' },
    ])
  })

  it('does not accept a fourth "itch" item (not PASI): unknown fields are ignored', () => {
    const withItch = withField(valid, 'head.itch', 4)
    expect(resultOf(calculatePasi(withItch)).value).toBe(25.8)
  })
})

describe('pasiAreaScoreFromPercent', () => {
  it.each([
    [0, 0],
    [0.1, 1],
    [9.5, 1], // "<10 %", not "1–9 %": half-open intervals
    [9.99, 1],
    [10, 2],
    [29.9, 2],
    [30, 3],
    [49.9, 3],
    [50, 4],
    [69.9, 4],
    [70, 5],
    [89.9, 5],
    [90, 6],
    [100, 6],
  ])('%s %% → %s', (percent, areaScore) => {
    expect(resultOf(pasiAreaScoreFromPercent(percent))).toBe(areaScore)
  })

  it.each([
    [-1, 'too_small'],
    [100.1, 'too_big'],
    [Number.NaN, 'not_finite'],
  ] as const)('rejects %s with %s', (percent, code) => {
    expect(issuesOf(pasiAreaScoreFromPercent(percent))).toEqual([
      { path: 'percent', code, min: 0, max: 100, message: 'Expected a number from 0 to 100 %.' },
    ])
  })
})
