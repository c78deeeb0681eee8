import type { BandScale } from './band-scale'
import { bandIdsOf } from './band-scale'
import { rating10Field } from './common-fields'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/**
 * Six 0–10 items over the last week: fatigue, spinal pain, peripheral joints, enthesitis, morning
 * stiffness severity, morning stiffness duration (0 none … 10 ≥ 2 h; 1 h ≈ 5). See
 * docs/domain/scores.md.
 */
export const basdaiFields = {
  q1: rating10Field,
  q2: rating10Field,
  q3: rating10Field,
  q4: rating10Field,
  q5: rating10Field,
  q6: rating10Field,
} as const satisfies FieldSpecs

export type BasdaiInput = InputOf<typeof basdaiFields>

/**
 * Only one validated threshold exists: ≥ 4 = active disease (ASAS/EULAR). The "< 2 inactive,
 * 2–3.9 moderate" bands some calculators show are non-standard.
 */
export type BasdaiBand = 'not_active' | 'active'

export const basdaiBands: BandScale<BasdaiBand> = {
  steps: [{ band: 'not_active', upTo: 4, inclusive: false }],
  top: 'active',
}

export const BASDAI_SOURCE =
  'Garrett et al., J Rheumatol 1994 (© A. Calin, MAPI Trust); calculation and the ≥ 4 threshold ' +
  'per the ASAS handbook (Ann Rheum Dis).'

export const basdaiScore = {
  id: 'basdai',
  version: 'basdai@1',
  decimals: 1,
  source: BASDAI_SOURCE,
  fields: basdaiFields,
  bandIds: bandIdsOf(basdaiBands),
  bands: basdaiBands,
} as const satisfies ScoreDefinition<typeof basdaiFields, BasdaiBand>

/**
 * (Q1 + Q2 + Q3 + Q4 + (Q5 + Q6)/2) / 5: the two morning-stiffness items are averaged first, so a
 * plain mean of six would be wrong. Written as (2·(Q1..Q4) + Q5 + Q6) / 10, one division only.
 */
export function calculateBasdai(input: BasdaiInput): ScoreOutcome<BasdaiBand> {
  return runScore(basdaiFields, input, (v) =>
    resultOnScale(basdaiScore, (2 * (v.q1 + v.q2 + v.q3 + v.q4) + v.q5 + v.q6) / 10),
  )
}
