import type { BandScale } from './band-scale'
import { bandFor } from './band-scale'
import { calculateEularResponse } from './eular-response'
import { calculateIgaResponse } from './iga-response'
import { calculatePasiResponse } from './pasi-response'
import { roundForDisplay } from './rounding'
import { isBandLookupScoreId, scoreValueRanges } from './score-bands'
import { scoreRegistry, type ScoreId } from './score-registry'

/**
 * A patient's scores over time, as a chart and its table show them: the saved values of each
 * score in date order with their bands, and the response markers that follow from comparing each
 * value with the baseline of the treatment in progress. Pure: the caller reads the saved points
 * and the treatment periods; this decides what they mean.
 */

/** One saved value of a score. `date` is a calendar day, `YYYY-MM-DD` (a longer ISO text is cut). */
export interface SeriesInputPoint {
  readonly formId: string
  readonly date: string
  readonly score: ScoreId
  /** The saved value (read at the score's displayed precision, as a clinician sees it). */
  readonly value: number
  readonly formulaVersion: string
}

/** A treatment given from `start` to `stop` (null while it goes on), days as `YYYY-MM-DD`. */
export interface TreatmentPeriod {
  readonly drug: string
  readonly kind: string
  readonly start: string
  readonly stop: string | null
}

/**
 * The scores that can be drawn. `pasi-percent` is the same value as `pasi` (entered as
 * percentages), so its points join the PASI series; the response scores are computed here, not
 * drawn as their own series.
 */
export const chartScoreIds = [
  'pasi',
  'bsa',
  'dlqi',
  'iga',
  'spga',
  'napsi',
  'napsi-long',
  'das28-esr',
  'das28-esr-3v',
  'das28-crp',
  'das28-crp-3v',
  'cdai',
  'sdai',
  'dapsa',
  'basdai',
  'asdas-crp',
  'asdas-esr',
] as const satisfies readonly ScoreId[]

export type ChartScoreId = (typeof chartScoreIds)[number]

/** The series a saved score belongs to, or null for a score that is not drawn. */
export function chartScoreOf(score: ScoreId): ChartScoreId | null {
  if (score === 'pasi-percent') return 'pasi'
  return (chartScoreIds as readonly string[]).includes(score) ? (score as ChartScoreId) : null
}

export type ResponseMarkerKind =
  | 'pasi50'
  | 'pasi75'
  | 'pasi90'
  | 'pasi100'
  | 'eular-moderate'
  | 'eular-good'
  | 'asdas-important'
  | 'asdas-major'
  | 'iga-success'

/**
 * A value that reached a response against its baseline. `change` is the improvement the marker
 * was read from: percent of baseline for PASI, points for DAS28 and ASDAS, grades for IGA.
 */
export interface ResponseMarker {
  readonly kind: ResponseMarkerKind
  readonly formId: string
  readonly date: string
  readonly value: number
  readonly change: number
  readonly baseline: { readonly formId: string; readonly date: string; readonly value: number }
  /** The treatment whose start set the baseline; null when the series' first value did. */
  readonly treatment: TreatmentPeriod | null
}

export interface SeriesPoint {
  readonly formId: string
  readonly date: string
  readonly value: number
  /** Band of the displayed value; null for a score without one-axis bands (NAPSI). */
  readonly band: string | null
  readonly formulaVersion: string
}

export interface ScoreSeries {
  readonly score: ChartScoreId
  readonly decimals: number
  /** The thresholds the bands are read from, for the chart's backgrounds; null when none. */
  readonly bands: BandScale<string> | null
  /** The lowest and highest value the score can take, when known (the chart's axis). */
  readonly range: { readonly min: number; readonly max: number } | null
  readonly points: readonly SeriesPoint[]
  readonly markers: readonly ResponseMarker[]
}

const dayOf = (date: string) => date.slice(0, 10)

function bandsOf(score: ChartScoreId): BandScale<string> | null {
  return isBandLookupScoreId(score) ? scoreRegistry[score].definition.bands : null
}

function seriesPoint(score: ChartScoreId, point: SeriesInputPoint): SeriesPoint {
  const { decimals } = scoreRegistry[score].definition
  const value = roundForDisplay(point.value, decimals)
  const bands = bandsOf(score)
  return {
    formId: point.formId,
    date: dayOf(point.date),
    value,
    band: bands === null ? null : bandFor(bands, value),
    formulaVersion: point.formulaVersion,
  }
}

/**
 * The treatment in progress on a day: of those started on or before it (and not stopped before
 * it), the one started last. A day after every treatment stopped still belongs to the last one
 * started: the response is judged against the baseline of the last treatment change.
 */
export function treatmentOn(
  day: string,
  treatments: readonly TreatmentPeriod[],
): TreatmentPeriod | null {
  let found: TreatmentPeriod | null = null
  for (const treatment of treatments) {
    if (dayOf(treatment.start) > day) continue
    if (found === null || dayOf(treatment.start) > dayOf(found.start)) found = treatment
  }
  return found
}

/**
 * The baseline of a treatment: the last value on or before its start, else the series' first.
 * Points must be in date order.
 */
export function baselineOf(
  points: readonly SeriesPoint[],
  treatment: TreatmentPeriod | null,
): SeriesPoint | null {
  if (points.length === 0) return null
  if (treatment === null) return points[0] ?? null
  const start = dayOf(treatment.start)
  let baseline: SeriesPoint | null = null
  for (const point of points) if (point.date <= start) baseline = point
  return baseline ?? points[0] ?? null
}

type MarkerRule = (
  baseline: number,
  current: number,
) => { kind: ResponseMarkerKind; change: number } | null

const pasiKinds: Readonly<Record<string, ResponseMarkerKind>> = {
  pasi50: 'pasi50',
  pasi75: 'pasi75',
  pasi90: 'pasi90',
  pasi100: 'pasi100',
}

const pasiRule: MarkerRule = (baseline, current) => {
  const outcome = calculatePasiResponse({ baseline, current })
  if (!outcome.ok) return null
  const kind = pasiKinds[outcome.result.band]
  return kind === undefined ? null : { kind, change: outcome.result.display }
}

const eularRule: MarkerRule = (baseline, current) => {
  const outcome = calculateEularResponse({ baseline, current })
  if (!outcome.ok || outcome.result.band === 'none') return null
  return { kind: `eular-${outcome.result.band}`, change: outcome.result.display }
}

/** ASDAS improvement Δ ≥ 1.1 clinically important, ≥ 2.0 major (Machado 2011). */
export const asdasImprovement = { important: 1.1, major: 2 } as const

const asdasRule: MarkerRule = (baseline, current) => {
  // In tenths (ASDAS shows 1 dp), so 3.4 − 2.3 is exactly 1.1.
  const change = (Math.round(baseline * 10) - Math.round(current * 10)) / 10
  if (change >= asdasImprovement.major) return { kind: 'asdas-major', change }
  if (change >= asdasImprovement.important) return { kind: 'asdas-important', change }
  return null
}

const igaRule: MarkerRule = (baseline, current) => {
  const outcome = calculateIgaResponse({ baseline, current })
  if (!outcome.ok || outcome.result.band !== 'success') return null
  return { kind: 'iga-success', change: outcome.result.display }
}

const markerRules: Partial<Record<ChartScoreId, MarkerRule>> = {
  pasi: pasiRule,
  'das28-esr': eularRule,
  'das28-esr-3v': eularRule,
  'das28-crp': eularRule,
  'das28-crp-3v': eularRule,
  'asdas-crp': asdasRule,
  'asdas-esr': asdasRule,
  iga: igaRule,
}

/**
 * The markers of a series: every value after its baseline that reaches a response (the highest
 * level it reaches), compared with the baseline of the treatment in progress on its day.
 */
export function responseMarkers(
  score: ChartScoreId,
  points: readonly SeriesPoint[],
  treatments: readonly TreatmentPeriod[],
): ResponseMarker[] {
  const rule = markerRules[score]
  if (rule === undefined) return []
  const markers: ResponseMarker[] = []
  for (const point of points) {
    const treatment = treatmentOn(point.date, treatments)
    const baseline = baselineOf(points, treatment)
    if (baseline === null || baseline.date >= point.date) continue
    const reached = rule(baseline.value, point.value)
    if (reached === null) continue
    markers.push({
      ...reached,
      formId: point.formId,
      date: point.date,
      value: point.value,
      baseline: { formId: baseline.formId, date: baseline.date, value: baseline.value },
      treatment,
    })
  }
  return markers
}

/**
 * The series of every chartable score among `points` (in the order of `chartScoreIds`), each
 * with its points in date order (ties by form id), bands, range and response markers.
 */
export function scoreSeries(
  points: readonly SeriesInputPoint[],
  treatments: readonly TreatmentPeriod[],
): ScoreSeries[] {
  const byScore = new Map<ChartScoreId, SeriesPoint[]>()
  for (const point of points) {
    const score = chartScoreOf(point.score)
    if (score === null) continue
    const list = byScore.get(score) ?? []
    list.push(seriesPoint(score, point))
    byScore.set(score, list)
  }
  return chartScoreIds.flatMap((score) => {
    const list = byScore.get(score)
    if (list === undefined) return []
    list.sort((a, b) => a.date.localeCompare(b.date) || a.formId.localeCompare(b.formId))
    return [
      {
        score,
        decimals: scoreRegistry[score].definition.decimals,
        bands: bandsOf(score),
        range: isBandLookupScoreId(score) ? scoreValueRanges[score] : null,
        points: list,
        markers: responseMarkers(score, list, treatments),
      },
    ]
  })
}
