import { describe, expect, it } from 'vitest'
import { calculateNapsiLong, napsiLongNailScore } from './napsi-long'
import type { NapsiLongInput, NapsiLongNail } from './napsi-long'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const nail = (quadrants: Partial<NapsiLongNail> = {}): NapsiLongNail => ({
  pitting: 0,
  leukonychia: 0,
  lunulaRedSpots: 0,
  crumbling: 0,
  onycholysis: 0,
  splinterHaemorrhages: 0,
  oilDrop: 0,
  hyperkeratosis: 0,
  ...quadrants,
})
const full = nail({
  pitting: 4,
  leukonychia: 4,
  lunulaRedSpots: 4,
  crumbling: 4,
  onycholysis: 4,
  splinterHaemorrhages: 4,
  oilDrop: 4,
  hyperkeratosis: 4,
})

describe('calculateNapsiLong (8 features × 4 quadrants, 0–32 per nail)', () => {
  it.each([
    { name: 'one clear nail', input: { nails: [nail()] }, total: 0 },
    { name: 'one nail, maximum 32', input: { nails: [full] }, total: 32 },
    {
      name: 'pitting in 3 quadrants, onycholysis in 2',
      input: { nails: [nail({ pitting: 3, onycholysis: 2 })] },
      total: 5,
    },
    {
      // The short form would give this nail matrix 2 + bed 1 = 3: each feature counts here.
      name: 'two matrix and two bed features in the same quadrants',
      input: { nails: [nail({ pitting: 2, crumbling: 2, oilDrop: 1, hyperkeratosis: 1 })] },
      total: 6,
    },
    {
      name: 'ten fingernails, maximum 320',
      input: { nails: Array.from({ length: 10 }, () => full) },
      total: 320,
    },
    {
      name: 'twenty nails, maximum 640',
      input: { nails: Array.from({ length: 20 }, () => full) },
      total: 640,
    },
  ])('$name → $total', ({ input, total }) => {
    expect(resultOf(calculateNapsiLong(input))).toEqual({
      value: total,
      display: total,
      band: null,
      version: 'napsi-long@1',
    })
  })

  it('scores a nail as the sum of its features', () => {
    expect(napsiLongNailScore(full)).toBe(32)
    expect(napsiLongNailScore(nail({ leukonychia: 1, splinterHaemorrhages: 4 }))).toBe(5)
  })

  const valid: NapsiLongInput = { nails: [nail({ pitting: 1 }), nail()] }
  it.each([
    ...numberFieldCases('nails.0.pitting', { min: 0, max: 4, step: 1 }),
    ...numberFieldCases('nails.1.hyperkeratosis', { min: 0, max: 4, step: 1 }),
  ])('$path = $value → $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateNapsiLong(withField(valid, path, value)))
    expect(issues).toEqual([expect.objectContaining({ path, code, min, max })])
  })

  it.each([
    { nails: [], code: 'too_few_items' },
    { nails: Array.from({ length: 21 }, () => nail()), code: 'too_many_items' },
  ])('$nails.length nails → $code', ({ nails, code }) => {
    expect(issuesOf(calculateNapsiLong({ nails }))).toEqual([
      expect.objectContaining({ path: 'nails', code }),
    ])
  })

  it('does not accept the short form', () => {
    const issues = issuesOf(calculateNapsiLong({ nails: [{ matrix: 2, bed: 2 }] } as never))
    expect(issues.map((issue) => issue.path)).toContain('nails.0.pitting')
  })
})
