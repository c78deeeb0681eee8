import type { FieldSpecs, InputOf } from './field-spec'
import { runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/** Number of the nail's 4 quadrants showing any matrix sign (pitting, leukonychia, red spots in the
 * lunula, crumbling) or any bed sign (onycholysis, splinter haemorrhages, oil drop, subungual
 * hyperkeratosis); see docs/domain/scores.md. */
const quadrantsField = {
  kind: 'number',
  min: 0,
  max: 4,
  step: 1,
  unit: 'quadrants',
  required: true,
} as const

/**
 * One entry per scored nail: 1 (a target nail) up to 20 (all fingers and toes). NAPSI per nail is
 * matrix + bed, 0–8; this is the Rich & Scher short form, not the 0–32 long form or mNAPSI.
 */
export const napsiFields = {
  nails: {
    kind: 'list',
    required: true,
    minItems: 1,
    maxItems: 20,
    item: { matrix: quadrantsField, bed: quadrantsField },
  },
} as const satisfies FieldSpecs

export type NapsiInput = InputOf<typeof napsiFields>

export const NAPSI_SOURCE =
  'Rich & Scher, J Am Acad Dermatol 2003;49:206: per nail matrix 0–4 + bed 0–4; no validated bands.'

export const napsiScore = {
  id: 'napsi',
  version: 'napsi@1',
  decimals: 0,
  source: NAPSI_SOURCE,
  fields: napsiFields,
  // NAPSI has no validated severity bands: report the raw score only.
  bandIds: [],
  bands: null,
} as const satisfies ScoreDefinition<typeof napsiFields, never>

/** Sum over the scored nails; the maximum is 8 × the number of nails. */
export function calculateNapsi(input: NapsiInput): ScoreOutcome<null> {
  return runScore(napsiFields, input, (valid) => {
    const total = valid.nails.reduce((sum, nail) => sum + nail.matrix + nail.bed, 0)
    return { value: total, display: total, band: null, version: napsiScore.version }
  })
}
