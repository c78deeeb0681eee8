import type { FieldSpecs, InputOf } from './field-spec'
import { runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/** Number of the nail's 4 quadrants in which this one feature is present (0–4). */
const featureField = {
  kind: 'number',
  min: 0,
  max: 4,
  step: 1,
  unit: 'quadrants',
  required: true,
} as const

/** Nail-matrix features (Rich & Scher 2003). */
export const napsiLongMatrixFeatures = [
  'pitting',
  'leukonychia',
  'lunulaRedSpots',
  'crumbling',
] as const
/** Nail-bed features (Rich & Scher 2003). */
export const napsiLongBedFeatures = [
  'onycholysis',
  'splinterHaemorrhages',
  'oilDrop',
  'hyperkeratosis',
] as const
export type NapsiLongFeature =
  (typeof napsiLongMatrixFeatures)[number] | (typeof napsiLongBedFeatures)[number]

/**
 * NAPSI long form (Rich & Scher 2003, the 8-feature variant): each of the 8 features is scored
 * present or absent in each of the 4 quadrants, so per nail 0–32 (matrix 0–16 + bed 0–16). Entered
 * as "in how many quadrants", which is the same sum. Not the short form (`napsi`, 0–8 per nail)
 * and not mNAPSI (0–13 per nail).
 */
export const napsiLongFields = {
  nails: {
    kind: 'list',
    required: true,
    minItems: 1,
    maxItems: 20,
    item: {
      pitting: featureField,
      leukonychia: featureField,
      lunulaRedSpots: featureField,
      crumbling: featureField,
      onycholysis: featureField,
      splinterHaemorrhages: featureField,
      oilDrop: featureField,
      hyperkeratosis: featureField,
    },
  },
} as const satisfies FieldSpecs

export type NapsiLongInput = InputOf<typeof napsiLongFields>
export type NapsiLongNail = NapsiLongInput['nails'][number]

export const NAPSI_LONG_SOURCE =
  'Rich & Scher, J Am Acad Dermatol 2003;49:206, long form: 8 features × 4 quadrants, 0–32 per ' +
  'nail; no validated bands.'

export const napsiLongScore = {
  id: 'napsi-long',
  version: 'napsi-long@1',
  decimals: 0,
  source: NAPSI_LONG_SOURCE,
  fields: napsiLongFields,
  // As the short form: no validated severity bands.
  bandIds: [],
  bands: null,
} as const satisfies ScoreDefinition<typeof napsiLongFields, never>

const features: readonly NapsiLongFeature[] = [...napsiLongMatrixFeatures, ...napsiLongBedFeatures]

/** One nail's long-form score, 0–32. */
export function napsiLongNailScore(nail: NapsiLongNail): number {
  return features.reduce((sum, feature) => sum + nail[feature], 0)
}

/** Sum over the scored nails; the maximum is 32 × the number of nails (640 for 20 nails). */
export function calculateNapsiLong(input: NapsiLongInput): ScoreOutcome<null> {
  return runScore(napsiLongFields, input, (valid) => {
    const total = valid.nails.reduce((sum, nail) => sum + napsiLongNailScore(nail), 0)
    return { value: total, display: total, band: null, version: napsiLongScore.version }
  })
}
