import { bsaBands, das28Bands, dlqiBands } from '@konzilium/scores'
import { describe, expect, it } from 'vitest'
import {
  formatIntegerRange,
  formatThresholdRange,
  integerRanges,
  thresholdRows,
} from './thresholds'

const t = ((key: string, params?: Record<string, string | number>) =>
  key === 'thresholds.between'
    ? `${String(params?.lower)} a ${String(params?.upper)}`
    : key) as never

describe('band thresholds', () => {
  it('shows the DAS28 cut-offs the calculator uses', () => {
    const rows = thresholdRows(das28Bands)
    expect(rows.map((row) => [row.band, formatThresholdRange(t, 'cs', row)])).toEqual([
      ['remission', '< 2,6'],
      ['low', '≥ 2,6 a ≤ 3,2'],
      ['moderate', '> 3,2 a ≤ 5,1'],
      ['high', '> 5,1'],
    ])
  })

  it('shows BSA 0 % as its own band, clear, before mild', () => {
    const rows = thresholdRows(bsaBands)
    expect(rows.map((row) => [row.band, formatThresholdRange(t, 'cs', row, ' %')])).toEqual([
      ['clear', '0 %'],
      ['mild', '> 0 % a < 3 %'],
      ['moderate', '≥ 3 % a ≤ 10 %'],
      ['severe', '> 10 %'],
    ])
  })

  it('shows whole-number ranges for DLQI', () => {
    expect(
      integerRanges(dlqiBands, 0, 30).map((r) => [r.band, formatIntegerRange(r.from, r.to)]),
    ).toEqual([
      ['no_effect', '0–1'],
      ['small', '2–5'],
      ['moderate', '6–10'],
      ['very_large', '11–20'],
      ['extremely_large', '21–30'],
    ])
  })
})
