import { pasiAreaPercentBounds, pasiAreaScoreFromPercent, type PasiRegion } from '@konzilium/scores'
import type { CalculatorMessageKey } from '../calculator-messages'
import type { FormState, ParamSpec } from '../lib/form-state'
import { NOT_A_NUMBER, type FieldIssue } from '../lib/issues'
import { parseLocaleNumber } from '../lib/locale-number'

export const pasiRegions: readonly PasiRegion[] = ['head', 'upperLimbs', 'trunk', 'lowerLimbs']

/** Weights ×10 (0.1 / 0.2 / 0.3 / 0.4), integers as packages/scores/src/pasi.ts sums them. */
export const pasiWeightTenths: Readonly<Record<PasiRegion, number>> = {
  head: 1,
  upperLimbs: 2,
  trunk: 3,
  lowerLimbs: 4,
}

export const severityItems = ['erythema', 'induration', 'desquamation'] as const
export type SeverityItem = (typeof severityItems)[number]

export const SEVERITY_OPTIONS = ['0', '1', '2', '3', '4'] as const
export const AREA_OPTIONS = ['0', '1', '2', '3', '4', '5', '6'] as const

/** How the area of every region is entered: the 0–6 score, or the % converted to it. */
export const AREA_INPUT = 'areaInput'
export type AreaInput = 'band' | 'percent'

export const param = (region: PasiRegion, field: SeverityItem | 'area' | 'areaPercent') =>
  `${region}.${field}`

/** URL parameters: `head.erythema=2`, `trunk.area=3` or `trunk.areaPercent=35`, `areaInput`. */
export const pasiSpecs: readonly ParamSpec[] = [
  { kind: 'choice', name: AREA_INPUT, options: ['band', 'percent'], default: 'band' },
  ...pasiRegions.flatMap((region): ParamSpec[] => [
    ...severityItems.map((item): ParamSpec => ({
      kind: 'choice',
      name: param(region, item),
      options: SEVERITY_OPTIONS,
      default: '0',
    })),
    { kind: 'choice', name: param(region, 'area'), options: AREA_OPTIONS, default: '0' },
    { kind: 'number', name: param(region, 'areaPercent') },
  ]),
]

export const regionNameKey = (region: PasiRegion): CalculatorMessageKey => `pasi.region.${region}`

export interface RegionInput {
  readonly erythema: number
  readonly induration: number
  readonly desquamation: number
  /** The 0–6 area score; null while the % is not a valid share. */
  readonly area: number | null
  /** The problem with the typed %, if any. */
  readonly areaIssue?: FieldIssue
}

/**
 * One region's inputs. An empty % counts as 0 %, like an untouched region (every PASI region is
 * scored, most often 0). A % outside 0–100 is reported, never clamped.
 */
export function regionInput(values: FormState, region: PasiRegion): RegionInput {
  const grade = (item: SeverityItem) => Number(values[param(region, item)] ?? '0')
  const severity = {
    erythema: grade('erythema'),
    induration: grade('induration'),
    desquamation: grade('desquamation'),
  }
  if (values[AREA_INPUT] !== 'percent') {
    return { ...severity, area: Number(values[param(region, 'area')] ?? '0') }
  }
  const parsed = parseLocaleNumber(values[param(region, 'areaPercent')] ?? '')
  if (parsed.kind === 'empty') return { ...severity, area: 0 }
  if (parsed.kind === 'invalid')
    return { ...severity, area: null, areaIssue: { code: NOT_A_NUMBER } }
  const converted = pasiAreaScoreFromPercent(parsed.value)
  if (converted.ok) return { ...severity, area: converted.result }
  const [issue] = converted.issues
  return { ...severity, area: null, areaIssue: issue ?? { code: 'invalid_type' } }
}

/** The region's share of PASI in tenths (weight × severity sum × area), exact in integers. */
export function regionTenths(region: PasiRegion, input: RegionInput): number | null {
  if (input.area === null) return null
  return (
    pasiWeightTenths[region] * (input.erythema + input.induration + input.desquamation) * input.area
  )
}

/** The % range of each area score: 0 → [0, 0], 1 → (0, 10), 2 → [10, 30) … 6 → [90, 100]. */
export function areaPercentRange(score: number): { from: number; to: number } {
  if (score === 0) return { from: 0, to: 0 }
  const bounds = [0, ...pasiAreaPercentBounds, 100]
  return { from: bounds[score - 1] ?? 0, to: bounds[score] ?? 100 }
}
