import { describe, expect, it } from 'vitest'
import type { ScoreId } from './score-registry'
import {
  baselineOf,
  chartScoreOf,
  scoreSeries,
  treatmentOn,
  type SeriesInputPoint,
  type TreatmentPeriod,
} from './score-series'

let formCounter = 0
function point(score: ScoreId, date: string, value: number): SeriesInputPoint {
  formCounter += 1
  return {
    formId: `form-${String(formCounter).padStart(3, '0')}`,
    date,
    score,
    value,
    formulaVersion: `${score}@1`,
  }
}

const adalimumab: TreatmentPeriod = {
  drug: 'adalimumab',
  kind: 'biologic',
  start: '2024-03-01',
  stop: null,
}

describe('scoreSeries: points and bands', () => {
  it('orders points by day, bands the displayed value and names the thresholds', () => {
    const [series, ...rest] = scoreSeries(
      [point('pasi', '2024-05-01', 10.04), point('pasi', '2024-01-10T08:30:00Z', 24.2)],
      [],
    )
    expect(rest).toEqual([])
    expect(series?.score).toBe('pasi')
    expect(series?.decimals).toBe(1)
    expect(series?.range).toEqual({ min: 0, max: 72 })
    expect(series?.bands?.steps.length).toBeGreaterThan(0)
    // 10.04 is shown as 10.0 and banded as shown; the timestamp becomes its day.
    expect(series?.points.map((p) => [p.date, p.value])).toEqual([
      ['2024-01-10', 24.2],
      ['2024-05-01', 10],
    ])
  })

  it('puts PASI entered as percentages into the PASI series, and skips response scores', () => {
    const series = scoreSeries(
      [
        point('pasi-percent', '2024-01-01', 12),
        point('pasi', '2024-02-01', 6),
        point('pasi-response', '2024-02-01', 50),
        point('dlqi', '2024-02-01', 7),
      ],
      [],
    )
    expect(series.map((s) => [s.score, s.points.length])).toEqual([
      ['pasi', 2],
      ['dlqi', 1],
    ])
    expect(series[1]?.points[0]?.band).toBe('moderate')
  })

  it('gives NAPSI no bands and no range', () => {
    const [series] = scoreSeries([point('napsi', '2024-01-01', 12)], [])
    expect(series?.bands).toBeNull()
    expect(series?.range).toBeNull()
    expect(series?.points[0]?.band).toBeNull()
  })

  it('knows which scores are drawn', () => {
    expect(chartScoreOf('pasi-percent')).toBe('pasi')
    expect(chartScoreOf('eular-response')).toBeNull()
    expect(chartScoreOf('asdas-crp')).toBe('asdas-crp')
  })
})

describe('baseline and treatment in progress', () => {
  const points =
    scoreSeries(
      [
        point('pasi', '2024-01-01', 30),
        point('pasi', '2024-02-15', 20),
        point('pasi', '2024-03-01', 18),
        point('pasi', '2024-04-01', 9),
      ],
      [],
    )[0]?.points ?? []

  it('is the last value on or before the start (the start day counts)', () => {
    expect(baselineOf(points, adalimumab)?.value).toBe(18)
    expect(baselineOf(points, { ...adalimumab, start: '2024-02-20' })?.value).toBe(20)
  })

  it('is the first value when nothing precedes the start, or without a treatment', () => {
    expect(baselineOf(points, { ...adalimumab, start: '2023-06-01' })?.value).toBe(30)
    expect(baselineOf(points, null)?.value).toBe(30)
    expect(baselineOf([], null)).toBeNull()
  })

  it('takes the treatment started last on or before the day', () => {
    const second = { ...adalimumab, drug: 'secukinumab', start: '2024-06-01' }
    expect(treatmentOn('2024-02-28', [adalimumab, second])).toBeNull()
    expect(treatmentOn('2024-03-01', [second, adalimumab])?.drug).toBe('adalimumab')
    expect(treatmentOn('2024-07-01', [adalimumab, second])?.drug).toBe('secukinumab')
  })
})

describe('PASI response markers', () => {
  it('marks PASI 50/75/90/100 against the value on the treatment start', () => {
    // Baseline 20.0 on the start day: 10.0 = 50 %, 5.0 = 75 %, 5.1 = 74.5 % (50), 2.0 = 90 %,
    // 0 = 100 %; the value before the start (24.0) is not compared with anything.
    const [series] = scoreSeries(
      [
        point('pasi', '2024-01-15', 24),
        point('pasi', '2024-03-01', 20),
        point('pasi', '2024-04-01', 10),
        point('pasi', '2024-05-01', 5.1),
        point('pasi', '2024-06-01', 5),
        point('pasi', '2024-07-01', 2),
        point('pasi', '2024-08-01', 0),
        point('pasi', '2024-09-01', 12),
      ],
      [adalimumab],
    )
    expect(series?.markers.map((m) => [m.date, m.kind, m.change])).toEqual([
      ['2024-04-01', 'pasi50', 50],
      ['2024-05-01', 'pasi50', 74.5],
      ['2024-06-01', 'pasi75', 75],
      ['2024-07-01', 'pasi90', 90],
      ['2024-08-01', 'pasi100', 100],
    ])
    expect(series?.markers[2]?.baseline).toMatchObject({ date: '2024-03-01', value: 20 })
    expect(series?.markers[2]?.treatment?.drug).toBe('adalimumab')
  })

  it('compares with the first value when no treatment was recorded', () => {
    // 16.0 → 4.0 is exactly 75 %.
    const [series] = scoreSeries(
      [point('pasi', '2023-01-01', 16), point('pasi', '2023-04-01', 4)],
      [],
    )
    expect(series?.markers).toMatchObject([
      { kind: 'pasi75', change: 75, baseline: { value: 16 }, treatment: null },
    ])
  })

  it('moves the baseline to the last value before a new treatment', () => {
    // First treatment: 30 → 6 is 80 % (PASI 75). A switch on 2024-06-01 with PASI 12 on
    // 2024-05-20: 12 → 3 is 75 %, 12 → 6 would have been only 50 %.
    const secukinumab = { drug: 'secukinumab', kind: 'biologic', start: '2024-06-01', stop: null }
    const [series] = scoreSeries(
      [
        point('pasi', '2024-02-01', 30),
        point('pasi', '2024-04-01', 6),
        point('pasi', '2024-05-20', 12),
        point('pasi', '2024-07-01', 6),
        point('pasi', '2024-09-01', 3),
      ],
      [{ ...adalimumab, stop: '2024-05-31' }, secukinumab],
    )
    expect(
      series?.markers.map((m) => [m.date, m.kind, m.baseline.value, m.treatment?.drug]),
    ).toEqual([
      ['2024-04-01', 'pasi75', 30, 'adalimumab'],
      ['2024-05-20', 'pasi50', 30, 'adalimumab'],
      ['2024-07-01', 'pasi50', 12, 'secukinumab'],
      ['2024-09-01', 'pasi75', 12, 'secukinumab'],
    ])
  })

  it('gives no marker against a clear baseline (PASI 0 has no percentage)', () => {
    const [series] = scoreSeries(
      [point('pasi', '2024-01-01', 0), point('pasi', '2024-02-01', 0)],
      [],
    )
    expect(series?.markers).toEqual([])
  })
})

describe('EULAR, ASDAS and IGA markers', () => {
  it('reads the EULAR response of DAS28 from the matrix', () => {
    // Baseline 5.43. 4.23: Δ 1.20, current in (3.2, 5.1] → moderate. 3.00: Δ 2.43, ≤ 3.2 → good.
    // 5.20: Δ 0.23 → none (no marker). 4.80: Δ 0.63, current ≤ 5.1 → moderate.
    const [series] = scoreSeries(
      [
        point('das28-crp', '2024-01-01', 5.43),
        point('das28-crp', '2024-04-01', 4.23),
        point('das28-crp', '2024-07-01', 3),
        point('das28-crp', '2024-10-01', 5.2),
        point('das28-crp', '2025-01-01', 4.8),
      ],
      [{ drug: 'methotrexate', kind: 'conventional', start: '2024-01-01', stop: null }],
    )
    expect(series?.markers.map((m) => [m.date, m.kind, m.change])).toEqual([
      ['2024-04-01', 'eular-moderate', 1.2],
      ['2024-07-01', 'eular-good', 2.43],
      ['2025-01-01', 'eular-moderate', 0.63],
    ])
  })

  it('marks an ASDAS improvement of 1.1 as important and of 2.0 as major', () => {
    // Baseline 3.4: 2.4 is Δ 1.0 (none), 2.3 is Δ 1.1 (important), 1.4 is Δ 2.0 (major).
    const [series] = scoreSeries(
      [
        point('asdas-crp', '2024-01-01', 3.4),
        point('asdas-crp', '2024-03-01', 2.4),
        point('asdas-crp', '2024-05-01', 2.3),
        point('asdas-crp', '2024-07-01', 1.4),
      ],
      [],
    )
    expect(series?.markers.map((m) => [m.date, m.kind, m.change])).toEqual([
      ['2024-05-01', 'asdas-important', 1.1],
      ['2024-07-01', 'asdas-major', 2],
    ])
  })

  it('marks IGA success: 0 or 1 with at least two grades of improvement', () => {
    // Baseline 3: 2 is not success, 1 is (Δ 2). Baseline 1 staying 1 would not be.
    const [series] = scoreSeries(
      [point('iga', '2024-01-01', 3), point('iga', '2024-02-01', 2), point('iga', '2024-03-01', 1)],
      [],
    )
    expect(series?.markers.map((m) => [m.date, m.kind, m.change])).toEqual([
      ['2024-03-01', 'iga-success', 2],
    ])
  })

  it('has no markers for scores without a response definition', () => {
    const [series] = scoreSeries(
      [point('dlqi', '2024-01-01', 20), point('dlqi', '2024-02-01', 0)],
      [],
    )
    expect(series?.markers).toEqual([])
  })
})
