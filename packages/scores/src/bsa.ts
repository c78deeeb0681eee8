import type { BandScale } from './band-scale'
import { bandIdsOf } from './band-scale'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/** % of body surface involved; one whole patient hand (palm + fingers) ≈ 1 %. */
export const bsaFields = {
  percent: { kind: 'number', min: 0, max: 100, unit: '%', required: true },
} as const satisfies FieldSpecs

export type BsaInput = InputOf<typeof bsaFields>

/**
 * US NPF / AAD bands: mild < 3 %, moderate 3–10 %, severe > 10 %, with a
 * displayed 0 % as its own band, clear: no involvement is not mild disease. Adult bands: a child's
 * palm is a larger share of the body, so they do not transfer to children.
 */
export type BsaBand = 'clear' | 'mild' | 'moderate' | 'severe'

export const bsaBands: BandScale<BsaBand> = {
  steps: [
    { band: 'clear', upTo: 0, inclusive: true },
    { band: 'mild', upTo: 3, inclusive: false },
    { band: 'moderate', upTo: 10, inclusive: true },
  ],
  top: 'severe',
}

export const BSA_SOURCE =
  'National Psoriasis Foundation / AAD severity bands (mild < 3 %, moderate 3–10 %, severe > 10 %; ' +
  '0 % is clear); ' +
  'handprint ≈ 1 % BSA.'

export const bsaScore = {
  id: 'bsa',
  version: 'bsa@1',
  // Handprints are counted in halves at best; one decimal shows everything measured.
  decimals: 1,
  source: BSA_SOURCE,
  fields: bsaFields,
  bandIds: bandIdsOf(bsaBands),
  bands: bsaBands,
} as const satisfies ScoreDefinition<typeof bsaFields, BsaBand>

export function calculateBsa(input: BsaInput): ScoreOutcome<BsaBand> {
  return runScore(bsaFields, input, (valid) => resultOnScale(bsaScore, valid.percent))
}
