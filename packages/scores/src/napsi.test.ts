import { describe, expect, it } from 'vitest'
import { calculateNapsi } from './napsi'
import type { NapsiInput } from './napsi'
import { issuesOf, numberFieldCases, resultOf, withField } from './test-support/outcomes'

const nail = (matrix: number, bed: number) => ({ matrix, bed })

describe('calculateNapsi', () => {
  it.each([
    { name: 'one target nail', input: { nails: [nail(3, 2)] }, total: 5 },
    { name: 'target nail, maximum 8', input: { nails: [nail(4, 4)] }, total: 8 },
    {
      name: 'ten fingernails, all zero',
      input: { nails: Array.from({ length: 10 }, () => nail(0, 0)) },
      total: 0,
    },
    {
      name: 'ten fingernails, maximum 80',
      input: { nails: Array.from({ length: 10 }, () => nail(4, 4)) },
      total: 80,
    },
    {
      name: 'fingers and toes, maximum 160',
      input: { nails: Array.from({ length: 20 }, () => nail(4, 4)) },
      total: 160,
    },
    { name: 'mixed', input: { nails: [nail(1, 0), nail(0, 2), nail(4, 3)] }, total: 10 },
  ])('$name → $total', ({ input, total }) => {
    // No validated bands: the raw score only.
    expect(resultOf(calculateNapsi(input))).toEqual({
      value: total,
      display: total,
      band: null,
      version: 'napsi@1',
    })
  })

  const valid: NapsiInput = { nails: [nail(1, 1), nail(2, 2)] }
  it.each([
    ...numberFieldCases('nails.0.matrix', { min: 0, max: 4, step: 1 }),
    ...numberFieldCases('nails.1.bed', { min: 0, max: 4, step: 1 }),
  ])('rejects $path = $value with $code', ({ path, value, code, min, max }) => {
    const issues = issuesOf(calculateNapsi(withField(valid, path, value)))
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ path, code, min, max })
  })

  it.each([
    { nails: [], code: 'too_few_items' },
    { nails: Array.from({ length: 21 }, () => nail(0, 0)), code: 'too_many_items' },
    { nails: 'all', code: 'invalid_type' },
    { nails: undefined, code: 'required' },
  ])('rejects a nail list: $code', ({ nails, code }) => {
    expect(issuesOf(calculateNapsi(withField(valid, 'nails', nails)))).toEqual([
      { path: 'nails', code, min: 1, max: 20, message: 'Expected a list of 1 to 20 items.' },
    ])
  })

  it('names every offending nail', () => {
    const input = { nails: [nail(5, 0), nail(0, 0), 'x', nail(0, -1)] } as unknown as NapsiInput
    expect(issuesOf(calculateNapsi(input)).map((issue) => [issue.path, issue.code])).toEqual([
      ['nails.0.matrix', 'too_big'],
      ['nails.2', 'invalid_type'],
      ['nails.3.bed', 'too_small'],
    ])
  })
})
