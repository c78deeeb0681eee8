import { describe, expect, it } from 'vitest'
import type { FieldSpecs } from './field-spec'
import { calculateScore, scoreRegistry } from './score-registry'
import {
  bandLookupScoreIds,
  lookupScoreBand,
  scoreValueRanges,
  type BandLookupScoreId,
} from './score-bands'
import { issuesOf, resultOf } from './test-support/outcomes'

describe('lookupScoreBand', () => {
  it.each([
    // Edges as docs/domain/scores.md states them; the displayed value is what is banded.
    { score: 'pasi', value: 10, band: 'not_severe' },
    { score: 'pasi', value: 10.1, band: 'severe' },
    { score: 'bsa', value: 0, band: 'clear' },
    { score: 'bsa', value: 0.1, band: 'mild' },
    { score: 'bsa', value: 3, band: 'moderate' },
    { score: 'bsa', value: 10, band: 'moderate' },
    { score: 'bsa', value: 10.1, band: 'severe' },
    { score: 'dlqi', value: 1, band: 'no_effect' },
    { score: 'dlqi', value: 2, band: 'small' },
    { score: 'dlqi', value: 21, band: 'extremely_large' },
    { score: 'das28-crp', value: 2.59, band: 'remission' },
    { score: 'das28-crp', value: 2.6, band: 'low' },
    { score: 'das28-esr', value: 3.2, band: 'low' },
    { score: 'das28-esr', value: 3.21, band: 'moderate' },
    { score: 'das28-esr', value: 5.11, band: 'high' },
    { score: 'cdai', value: 2.8, band: 'remission' },
    { score: 'sdai', value: 26.1, band: 'high' },
    { score: 'dapsa', value: 4, band: 'remission' },
    { score: 'asdas-crp', value: 3.5, band: 'high' },
    { score: 'asdas-crp', value: 3.6, band: 'very_high' },
    { score: 'basdai', value: 4, band: 'active' },
    { score: 'pasi-response', value: 75, band: 'pasi75' },
    { score: 'pasi-response', value: -20, band: 'below_pasi50' },
  ] as const)('$score $value → $band', ({ score, value, band }) => {
    const result = resultOf(lookupScoreBand(score, value))
    expect(result.band).toBe(band)
    expect(result.value).toBe(value)
    expect(result.version).toBe(scoreRegistry[score].definition.version)
    expect(result.bands).toBe(scoreRegistry[score].definition.bands)
  })

  it.each([
    { score: 'pasi', value: -0.1, code: 'too_small' },
    { score: 'pasi', value: 72.1, code: 'too_big' },
    { score: 'pasi', value: 10.05, code: 'step_mismatch' },
    { score: 'dlqi', value: 31, code: 'too_big' },
    { score: 'dlqi', value: 10.5, code: 'not_integer' },
    { score: 'das28-crp', value: 0.95, code: 'too_small' },
    { score: 'das28-crp', value: 3.205, code: 'step_mismatch' },
    { score: 'bsa', value: '5', code: 'invalid_type' },
    { score: 'bsa', value: null, code: 'required' },
    { score: 'bsa', value: Number.NaN, code: 'not_finite' },
  ] as const)('$score $value → $code', ({ score, value, code }) => {
    const [issue, ...rest] = issuesOf(lookupScoreBand(score, value))
    expect(rest).toEqual([])
    expect(issue).toMatchObject({ path: 'value', code })
  })

  it('offers exactly the scores banded on one axis, except the PASI % variant', () => {
    const banded = Object.entries(scoreRegistry)
      .filter(([id, entry]) => entry.definition.bands !== null && id !== 'pasi-percent')
      .map(([id]) => id)
    expect([...bandLookupScoreIds].sort()).toEqual(banded.sort())
  })

  // The ranges are the calculator's own results for the lowest and highest field values.
  const extremes = (fields: FieldSpecs, which: 'min' | 'max') =>
    Object.fromEntries(
      Object.entries(fields).flatMap(([name, spec]) =>
        spec.kind === 'number' ? [[name, spec[which]]] : [],
      ),
    )
  const numeric = bandLookupScoreIds.filter((id) =>
    Object.values(scoreRegistry[id].definition.fields as FieldSpecs).every(
      (spec) => spec.kind === 'number',
    ),
  )
  it.each(numeric.filter((id) => id !== 'pasi-response'))(
    '%s: range = results at the lowest and highest inputs',
    (id: BandLookupScoreId) => {
      const { definition } = scoreRegistry[id]
      const calc = (input: unknown) => calculateScore(id, input)
      const low = resultOf(calc(extremes(definition.fields, 'min')))
      const high = resultOf(calc(extremes(definition.fields, 'max')))
      expect(scoreValueRanges[id]).toEqual({ min: low.display, max: high.display })
    },
  )

  it('pasi-response: from current 72 on baseline 0.1 up to 100 %', () => {
    const worst = resultOf(calculateScore('pasi-response', { baseline: 0.1, current: 72 }))
    expect(scoreValueRanges['pasi-response']).toEqual({ min: worst.display, max: 100 })
  })
})
