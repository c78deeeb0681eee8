import type { BandScale } from './band-scale'
import { bandIdsOf } from './band-scale'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/**
 * IGA mod 2011, identical to the 5-point sPGA: one clinician judgement 0–4, so there is no formula,
 * only the grade → band mapping (docs/domain/scores.md). The version id records which scale was
 * used.
 */
export const igaGradeField = {
  kind: 'number',
  min: 0,
  max: 4,
  step: 1,
  unit: 'grade',
  required: true,
} as const

export const igaFields = { grade: igaGradeField } as const satisfies FieldSpecs

export type IgaInput = InputOf<typeof igaFields>

export type IgaBand = 'clear' | 'almost_clear' | 'mild' | 'moderate' | 'severe'

export const igaBands: BandScale<IgaBand> = {
  steps: [
    { band: 'clear', upTo: 0, inclusive: true },
    { band: 'almost_clear', upTo: 1, inclusive: true },
    { band: 'mild', upTo: 2, inclusive: true },
    { band: 'moderate', upTo: 3, inclusive: true },
  ],
  top: 'severe',
}

export const IGA_SOURCE =
  'IGA mod 2011 / 5-point sPGA (0 clear … 4 severe), as defined in trial NCT03412747.'

export const igaScore = {
  id: 'iga',
  version: 'iga-mod-2011@1',
  decimals: 0,
  source: IGA_SOURCE,
  fields: igaFields,
  bandIds: bandIdsOf(igaBands),
  bands: igaBands,
} as const satisfies ScoreDefinition<typeof igaFields, IgaBand>

export function calculateIga(input: IgaInput): ScoreOutcome<IgaBand> {
  return runScore(igaFields, input, (valid) => resultOnScale(igaScore, valid.grade))
}
