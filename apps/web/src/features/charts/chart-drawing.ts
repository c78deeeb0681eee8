import type { ChartMarker, ChartSeries, ChartTreatment } from '@konzilium/contract/charts'
import { scoreBandTone, type BandTone } from '../calculators'

/**
 * What the chart draws, worked out without a canvas (so it is tested without one): the y range,
 * the band backgrounds and their tones, the days as the chart's x values, which markers are named.
 */

export type Tone = BandTone

/** The theme colour of each tone (the calculators' band colours), read when drawing. */
export const toneColours: Readonly<Record<Tone, string>> = {
  good: '--color-success',
  low: '--color-info',
  moderate: '--color-warning',
  high: '--color-error',
  neutral: '--color-text-muted',
}

/** The y axis: from 0 to a little above the highest value and the highest band threshold. */
export function yRange(series: ChartSeries): [number, number] {
  const values = series.points.map((p) => p.value)
  const highestValue = values.length > 0 ? Math.max(...values) : 0
  const thresholds = series.bands?.steps.map((s) => s.upTo) ?? []
  const highestThreshold = thresholds.length > 0 ? Math.max(...thresholds) : 0
  const wanted = Math.max(highestValue, highestThreshold, 1) * 1.12
  const max = series.range ? Math.min(series.range.max, wanted) : wanted
  const min = Math.min(0, series.range?.min ?? 0)
  return [min, max]
}

export interface BandArea {
  band: string
  from: number
  to: number
  tone: Tone
}

/** The band backgrounds within `[min, max]`, lowest first, in the calculators' colours. */
export function bandAreas(series: ChartSeries, [min, max]: [number, number]): BandArea[] {
  const bands = series.bands
  if (bands === null) return []
  const tone = (band: string) => scoreBandTone(series.score, band)
  const areas: BandArea[] = []
  let from = min
  for (const step of bands.steps) {
    const to = Math.min(step.upTo, max)
    if (to > from) areas.push({ band: step.band, from, to, tone: tone(step.band) })
    from = Math.max(from, step.upTo)
  }
  if (max > from) areas.push({ band: bands.top, from, to: max, tone: tone(bands.top) })
  return areas
}

/** A stored day as the chart's x value: seconds at that day's local midnight. */
export function dayToX(day: string): number {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number)
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).getTime() / 1000
}

/** The chart's x value back as a stored day. */
export function xToDay(x: number): string {
  const date = new Date(x * 1000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The x span of a treatment, cut to the chart's days (an open one lasts to the chart's end). */
export function treatmentSpan(
  treatment: ChartTreatment,
  [xMin, xMax]: [number, number],
): [number, number] | null {
  const start = Math.max(dayToX(treatment.start), xMin)
  const stop = Math.min(treatment.stop === null ? xMax : dayToX(treatment.stop), xMax)
  return stop > start ? [start, stop] : null
}

/** How far each response goes, to tell a better one from a repeat. */
const markerLevels: Readonly<Record<ChartMarker['kind'], number>> = {
  pasi50: 1,
  pasi75: 2,
  pasi90: 3,
  pasi100: 4,
  'eular-moderate': 1,
  'eular-good': 2,
  'asdas-important': 1,
  'asdas-major': 2,
  'iga-success': 1,
}

/**
 * The markers whose name is written beside them: each time a better response than any before is
 * reached against the same baseline (a new treatment starts afresh), so ten years of monthly
 * PASI 90 do not write "PASI 90" a hundred times. Every marker is still drawn.
 */
export function namedMarkers(markers: readonly ChartMarker[]): Set<ChartMarker> {
  const named = new Set<ChartMarker>()
  const best = new Map<string, number>()
  for (const marker of markers) {
    const baseline = `${marker.baseline.formId}|${marker.baseline.date}`
    const level = markerLevels[marker.kind]
    if (level > (best.get(baseline) ?? 0)) {
      named.add(marker)
      best.set(baseline, level)
    }
  }
  return named
}

const partialResponses: ReadonlySet<ChartMarker['kind']> = new Set([
  'pasi50',
  'eular-moderate',
  'asdas-important',
])

/** The tone of a marker: the partial responses moderate, the others good. */
export function markerTone(marker: ChartMarker): Tone {
  return partialResponses.has(marker.kind) ? 'moderate' : 'good'
}
