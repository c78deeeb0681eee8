import { describe, expect, it } from 'vitest'
import type { ChartMarker, ChartSeries } from '@konzilium/contract/charts'
import { bandAreas, dayToX, namedMarkers, treatmentSpan, xToDay, yRange } from './chart-drawing'

const das28: ChartSeries = {
  score: 'das28-crp',
  decimals: 2,
  bands: {
    steps: [
      { band: 'remission', upTo: 2.6, inclusive: false },
      { band: 'low', upTo: 3.2, inclusive: true },
      { band: 'moderate', upTo: 5.1, inclusive: true },
    ],
    top: 'high',
  },
  range: { min: 0.96, max: 9.04 },
  points: [
    { formId: 'a', date: '2024-01-01', value: 6.2, band: 'high', formulaVersion: 'das28-crp@1' },
    { formId: 'b', date: '2024-04-01', value: 3.1, band: 'low', formulaVersion: 'das28-crp@1' },
  ],
  markers: [],
}

function marker(kind: ChartMarker['kind'], date: string, baselineDate: string): ChartMarker {
  return {
    kind,
    formId: date,
    date,
    value: 1,
    change: 1,
    baseline: { formId: baselineDate, date: baselineDate, value: 2 },
    treatment: null,
  }
}

describe('chart drawing', () => {
  it('reaches a little above the highest value or threshold, within the score’s range', () => {
    // 6.2 × 1.12 = 6.944; the thresholds top out at 5.1.
    expect(yRange(das28)[0]).toBe(0)
    expect(yRange(das28)[1]).toBeCloseTo(6.944, 6)
    const pasiHigh = { ...das28, bands: null, range: { min: 0, max: 72 } }
    expect(
      yRange({
        ...pasiHigh,
        points: [
          {
            ...das28.points[1],
            formId: 'c',
            band: 'high',
            value: 70,
          } as ChartSeries['points'][number],
        ],
      })[1],
    ).toBe(72)
  })

  it('cuts the band backgrounds to the y range, in the calculators’ tones', () => {
    expect(bandAreas(das28, [0, 4])).toEqual([
      { band: 'remission', from: 0, to: 2.6, tone: 'good' },
      { band: 'low', from: 2.6, to: 3.2, tone: 'low' },
      { band: 'moderate', from: 3.2, to: 4, tone: 'moderate' },
    ])
    expect(bandAreas(das28, [0, 7]).at(-1)).toEqual({
      band: 'high',
      from: 5.1,
      to: 7,
      tone: 'high',
    })
    expect(bandAreas({ ...das28, bands: null }, [0, 7])).toEqual([])
  })

  it('turns days into x values and back, and cuts treatments to the chart', () => {
    expect(xToDay(dayToX('2024-02-29'))).toBe('2024-02-29')
    const span: [number, number] = [dayToX('2024-01-01'), dayToX('2024-12-31')]
    expect(
      treatmentSpan({ drug: 'x', kind: 'biologic', start: '2023-06-01', stop: null }, span),
    ).toEqual(span)
    expect(
      treatmentSpan({ drug: 'x', kind: 'biologic', start: '2022-01-01', stop: '2023-01-01' }, span),
    ).toBeNull()
  })

  it('names a marker only when it is better than any before against the same baseline', () => {
    const markers = [
      marker('pasi75', '2024-03-01', '2024-01-01'),
      marker('pasi90', '2024-04-01', '2024-01-01'),
      marker('pasi75', '2024-05-01', '2024-01-01'),
      marker('pasi90', '2024-06-01', '2024-01-01'),
      marker('pasi50', '2024-09-01', '2024-08-01'),
    ]
    expect([...namedMarkers(markers)].map((m) => m.date)).toEqual([
      '2024-03-01',
      '2024-04-01',
      '2024-09-01',
    ])
  })
})
