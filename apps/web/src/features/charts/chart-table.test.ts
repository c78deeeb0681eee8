import { describe, expect, it } from 'vitest'
import type { ChartSeries } from '@konzilium/contract/charts'
import { yearBefore } from './chart-controls'
import { chartRows } from './chart-table'

const point = (formId: string, date: string, value: number) => ({
  formId,
  date,
  value,
  band: null,
  formulaVersion: 'pasi@1',
})

const pasi: ChartSeries = {
  score: 'pasi',
  decimals: 1,
  bands: null,
  range: null,
  points: [point('a', '2025-01-01', 20), point('b', '2025-06-01', 5)],
  markers: [
    {
      kind: 'pasi75',
      formId: 'b',
      date: '2025-06-01',
      value: 5,
      change: 75,
      baseline: { formId: 'a', date: '2025-01-01', value: 20 },
      treatment: null,
    },
  ],
}
const dlqi: ChartSeries = { ...pasi, score: 'dlqi', decimals: 0, markers: [] }

describe('the chart table', () => {
  it('lists every value newest first, scores in the charts’ order, with its marker and treatment', () => {
    const treatments = [{ drug: 'Adalimumab', kind: 'biologic', start: '2025-03-01', stop: null }]
    const rows = chartRows([pasi, dlqi], treatments)
    expect(rows.map((r) => [r.point.date, r.series.score, r.marker?.kind ?? null])).toEqual([
      ['2025-06-01', 'pasi', 'pasi75'],
      ['2025-06-01', 'dlqi', null],
      ['2025-01-01', 'pasi', null],
      ['2025-01-01', 'dlqi', null],
    ])
    expect(rows.map((r) => r.treatment?.drug ?? null)).toEqual([
      'Adalimumab',
      'Adalimumab',
      null,
      null,
    ])
  })

  it('offers the last year from a day a year before today', () => {
    expect(yearBefore(new Date(2026, 10, 28))).toBe('2025-11-28')
    expect(yearBefore(new Date(2024, 1, 29))).toBe('2023-03-01')
  })
})
