import type { BandScale } from '@konzilium/scores'
import type { Locale } from '../../../shared/i18n/locale'
import type { CalculatorT } from './issues'
import { formatLimit } from './locale-number'

export interface Bound {
  readonly op: '<' | '≤' | '>' | '≥'
  readonly value: number
}

export interface ThresholdRow<B extends string> {
  readonly band: B
  readonly lower: Bound | null
  readonly upper: Bound | null
}

/**
 * The ranges of a band scale, read from the very object the calculator bands with (ADR 005), so
 * the page shows exactly the cut-offs in use: `{upTo: 2.6, inclusive: false}` is "< 2.6", the next
 * band starts at "≥ 2.6".
 */
export function thresholdRows<B extends string>(scale: BandScale<B>): ThresholdRow<B>[] {
  const rows: ThresholdRow<B>[] = []
  let lower: Bound | null = null
  for (const step of scale.steps) {
    rows.push({
      band: step.band,
      lower,
      upper: { op: step.inclusive ? '≤' : '<', value: step.upTo },
    })
    lower = { op: step.inclusive ? '>' : '≥', value: step.upTo }
  }
  rows.push({ band: scale.top, lower, upper: null })
  return rows
}

/** "≥ 2,6 a ≤ 3,2", "< 2,6", "> 5,1" (with the unit: "> 10 %"). */
export function formatThresholdRange<B extends string>(
  t: CalculatorT,
  locale: Locale,
  row: ThresholdRow<B>,
  unit = '',
): string {
  const bound = (b: Bound) => `${b.op} ${formatLimit(locale, b.value)}${unit}`
  if (row.lower && row.upper) {
    // "≤ 0" after "≥ 0" is a single value (IGA grade 0): say "0", not "≥ 0 a ≤ 0".
    if (row.lower.op === '≥' && row.upper.op === '≤' && row.lower.value === row.upper.value) {
      return `${formatLimit(locale, row.upper.value)}${unit}`
    }
    return t('thresholds.between', { lower: bound(row.lower), upper: bound(row.upper) })
  }
  // Every score starts at 0, so a first band "≤ 0" is the single value 0 (BSA clear): say "0 %".
  if (row.upper && row.upper.op === '≤' && row.upper.value === 0) {
    return `${formatLimit(locale, 0)}${unit}`
  }
  if (row.upper) return bound(row.upper)
  if (row.lower) return bound(row.lower)
  return ''
}

/**
 * For scores that only take whole values (DLQI, IGA): "0–1", "2–5", "21–30" rather than "≤ 1",
 * "> 1 a ≤ 5". `min` and `max` close the first and the last band.
 */
export function integerRanges<B extends string>(
  scale: BandScale<B>,
  min: number,
  max: number,
): { band: B; from: number; to: number }[] {
  const ranges: { band: B; from: number; to: number }[] = []
  let from = min
  for (const step of scale.steps) {
    const to = step.inclusive ? step.upTo : step.upTo - 1
    ranges.push({ band: step.band, from, to })
    from = to + 1
  }
  ranges.push({ band: scale.top, from, to: max })
  return ranges
}

export function formatIntegerRange(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`
}
