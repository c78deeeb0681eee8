import type { BandScale } from './band-scale'
import { bandIdsOf } from './band-scale'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { Outcome, ScoreOutcome } from './score-result'
import { validateFields } from './validate-fields'

/** Erythema, induration, desquamation: 0 none … 4 very marked (docs/domain/scores.md). */
const severityField = {
  kind: 'number',
  min: 0,
  max: 4,
  step: 1,
  unit: 'points',
  required: true,
} as const

/** Area score 0–6 of the region's involved %, see `pasiAreaScoreFromPercent`. */
const areaField = {
  kind: 'number',
  min: 0,
  max: 6,
  step: 1,
  unit: 'points',
  required: true,
} as const

const regionField = {
  kind: 'group',
  required: true,
  fields: {
    erythema: severityField,
    induration: severityField,
    desquamation: severityField,
    area: areaField,
  },
} as const

export const pasiFields = {
  head: regionField,
  upperLimbs: regionField,
  trunk: regionField,
  lowerLimbs: regionField,
} as const satisfies FieldSpecs

export type PasiInput = InputOf<typeof pasiFields>
export type PasiRegion = keyof typeof pasiFields

/**
 * Region weights 0.1 / 0.2 / 0.3 / 0.4 (head and neck, upper limbs, trunk incl. axillae and groin,
 * lower limbs incl. buttocks), held ×10 so the sum stays in integers until one final ÷10: with
 * integer inputs PASI is an exact multiple of 0.1, never 22.400000000000002.
 */
const REGION_WEIGHT_TENTHS: Readonly<Record<PasiRegion, number>> = {
  head: 1,
  upperLimbs: 2,
  trunk: 3,
  lowerLimbs: 4,
}

/**
 * There is no official PASI banding. The one threshold both severity presets use
 * is PASI > 10 (strict: 10.0 does not qualify), the PASI arm of the Rule of Tens; the full
 * severity rules, which also weigh BSA and DLQI, are in psoriasis-severity.ts.
 */
export type PasiBand = 'not_severe' | 'severe'

export const pasiBands: BandScale<PasiBand> = {
  steps: [{ band: 'not_severe', upTo: 10, inclusive: true }],
  top: 'severe',
}

export const PASI_SOURCE =
  'Fredriksson & Pettersson 1978; formula and area bands as in Feldman & Krueger, Ann Rheum Dis 2005 ' +
  '(Table 1). Threshold PASI > 10: Finlay, Br J Dermatol 2005 (Rule of Tens).'

export const pasiScore = {
  id: 'pasi',
  version: 'pasi@1',
  decimals: 1,
  source: PASI_SOURCE,
  fields: pasiFields,
  bandIds: bandIdsOf(pasiBands),
  bands: pasiBands,
} as const satisfies ScoreDefinition<typeof pasiFields, PasiBand>

/** PASI 0–72. Shown to 1 dp. */
export function calculatePasi(input: PasiInput): ScoreOutcome<PasiBand> {
  return runScore(pasiFields, input, (valid) => {
    let tenths = 0
    for (const region of Object.keys(REGION_WEIGHT_TENTHS) as PasiRegion[]) {
      const { erythema, induration, desquamation, area } = valid[region]
      tenths += REGION_WEIGHT_TENTHS[region] * (erythema + induration + desquamation) * area
    }
    return resultOnScale(pasiScore, tenths / 10)
  })
}

export type PasiAreaScore = 0 | 1 | 2 | 3 | 4 | 5 | 6

/**
 * Lower bounds (%) of area scores 2–6. Half-open intervals, "10 to <30 %", not "10–29 %", so a
 * non-integer share such as 9.5 % still has a score.
 */
export const pasiAreaPercentBounds = [10, 30, 50, 70, 90] as const

const areaPercentFields = {
  percent: { kind: 'number', min: 0, max: 100, unit: '%', required: true },
} as const satisfies FieldSpecs

/** Area score 0–6 from the % of the region involved; 0 only for exactly 0 %. */
export function pasiAreaScoreFromPercent(percent: number): Outcome<PasiAreaScore> {
  const issues = validateFields(areaPercentFields, { percent })
  if (issues.length > 0) return { ok: false, issues }
  if (percent === 0) return { ok: true, result: 0 }
  const reached = pasiAreaPercentBounds.filter((bound) => percent >= bound).length
  return { ok: true, result: (1 + reached) as PasiAreaScore }
}
