import type { BandScale } from './band-scale'
import { bandIdsOf } from './band-scale'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/** Each component graded 0–5 over all plaques (6-point static PGA). */
const componentField = {
  kind: 'number',
  min: 0,
  max: 5,
  step: 1,
  unit: 'grade',
  required: true,
} as const

export const spgaFields = {
  erythema: componentField,
  induration: componentField,
  scaling: componentField,
} as const satisfies FieldSpecs

export type SpgaInput = InputOf<typeof spgaFields>

export type SpgaBand = 'clear' | 'almost_clear' | 'mild' | 'moderate' | 'marked' | 'severe'

export const spgaBands: BandScale<SpgaBand> = {
  steps: [
    { band: 'clear', upTo: 0, inclusive: true },
    { band: 'almost_clear', upTo: 1, inclusive: true },
    { band: 'mild', upTo: 2, inclusive: true },
    { band: 'moderate', upTo: 3, inclusive: true },
    { band: 'marked', upTo: 4, inclusive: true },
  ],
  top: 'severe',
}

export const SPGA_SOURCE =
  '6-point static PGA (0 clear … 5 severe), component variant: round(mean of induration, erythema, ' +
  'scaling), as in mdicu.com calc 815.'

export const spgaScore = {
  id: 'spga',
  version: 'spga-6@1',
  // The grade is the rounded mean. A mean of three integers is k/3, never x.5, so no tie arises.
  decimals: 0,
  source: SPGA_SOURCE,
  fields: spgaFields,
  bandIds: bandIdsOf(spgaBands),
  bands: spgaBands,
} as const satisfies ScoreDefinition<typeof spgaFields, SpgaBand>

/** `value` is the exact mean of the three components; `display` is the sPGA grade 0–5. */
export function calculateSpga(input: SpgaInput): ScoreOutcome<SpgaBand> {
  return runScore(spgaFields, input, (valid) =>
    resultOnScale(spgaScore, (valid.erythema + valid.induration + valid.scaling) / 3),
  )
}
