import type { ScoreId } from '@konzilium/scores'
import { formatNumber } from '../../shared/i18n/format'
import type { Locale } from '../../shared/i18n/locale'
import type { ReferralMessageKey } from './referral-messages'

/** One component of a score beside its total: TJC 4, a PASI region's grades, DLQI question 3. */
export interface ScoreComponent {
  readonly key: string
  readonly label: string
  readonly value: string
}

type T = (key: ReferralMessageKey, params?: Record<string, string | number>) => string

const pasiRegionKeys = ['head', 'upperLimbs', 'trunk', 'lowerLimbs'] as const
const dlqiPoints: Readonly<Record<string, number>> = {
  very_much: 3,
  a_lot: 2,
  a_little: 1,
  not_at_all: 0,
  not_relevant: 0,
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function pasiComponents(input: Record<string, unknown>, t: T, locale: Locale): ScoreComponent[] {
  return pasiRegionKeys.flatMap((region) => {
    const r = input[region]
    if (!isRecord(r)) return []
    const n = (v: unknown) => (typeof v === 'number' ? formatNumber(locale, v) : '–')
    const area =
      'areaPercent' in r
        ? `${t('component.areaPercent')} ${n(r.areaPercent)}`
        : `${t('component.area')} ${n(r.area)}`
    return [
      {
        key: region,
        label: t(`component.region.${region}`),
        value: `${t('field.erythema')} ${n(r.erythema)}, ${t('field.induration')} ${n(r.induration)}, ${t('field.scaling')} ${n(r.desquamation)}, ${area}`,
      },
    ]
  })
}

/** DLQI's points per question (question 7: "yes" 3, "no" its follow-up's points). */
function dlqiComponents(input: Record<string, unknown>, t: T): ScoreComponent[] {
  return Array.from({ length: 10 }, (_, index) => {
    const name = `q${String(index + 1)}`
    const answer = input[name]
    let points: number | null = null
    if (name === 'q7') {
      if (answer === 'yes') points = 3
      else if (answer === 'not_relevant') points = 0
      else if (answer === 'no' && typeof input.q7b === 'string') points = dlqiPoints[input.q7b] ?? 0
    } else if (typeof answer === 'string') points = dlqiPoints[answer] ?? 0
    return {
      key: name,
      label: t('component.dlqi', { n: index + 1 }),
      value: points === null ? '–' : t('component.points', { count: points }),
    }
  })
}

/** NAPSI's nails, each with its matrix and bed quadrants. */
function napsiComponents(input: Record<string, unknown>, t: T, locale: Locale): ScoreComponent[] {
  const nails = Array.isArray(input.nails) ? input.nails : []
  return nails.flatMap((nail, index) => {
    if (!isRecord(nail)) return []
    const n = (v: unknown) => (typeof v === 'number' ? formatNumber(locale, v) : '–')
    return [
      {
        key: `nail-${String(index)}`,
        label: t('component.nail', { n: index + 1 }),
        value: `${t('field.matrix')} ${n(nail.matrix)}, ${t('field.bed')} ${n(nail.bed)}`,
      },
    ]
  })
}

/** The components of a stored score's input, as the centre reads them beside the total. */
export function scoreComponents(
  score: ScoreId,
  input: unknown,
  t: T,
  locale: Locale,
  knownKeys: ReadonlySet<string>,
): ScoreComponent[] {
  if (!isRecord(input)) return []
  if (score === 'pasi' || score === 'pasi-percent') return pasiComponents(input, t, locale)
  if (score === 'dlqi') return dlqiComponents(input, t)
  if (score === 'napsi') return napsiComponents(input, t, locale)
  return Object.entries(input).flatMap(([name, value]) => {
    if (typeof value !== 'number') return []
    const key = `field.${name}`
    return [
      {
        key: name,
        label: knownKeys.has(key) ? t(key as ReferralMessageKey) : name,
        value: formatNumber(locale, value),
      },
    ]
  })
}
