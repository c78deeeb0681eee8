import type { BandScale } from './band-scale'
import { bandIdsOf } from './band-scale'
import { jointCount28Field, rating10Field } from './common-fields'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/** Same 28 joints as DAS28; both globals on 0–10, not DAS28's 0–100 mm (docs/domain/scores.md). */
export const cdaiFields = {
  tjc28: jointCount28Field,
  sjc28: jointCount28Field,
  patientGlobal: rating10Field,
  evaluatorGlobal: rating10Field,
} as const satisfies FieldSpecs

export type CdaiInput = InputOf<typeof cdaiFields>

/** Aletaha & Smolen: remission ≤ 2.8, low ≤ 10, moderate ≤ 22, high > 22. */
export type CdaiBand = 'remission' | 'low' | 'moderate' | 'high'

export const cdaiBands: BandScale<CdaiBand> = {
  steps: [
    { band: 'remission', upTo: 2.8, inclusive: true },
    { band: 'low', upTo: 10, inclusive: true },
    { band: 'moderate', upTo: 22, inclusive: true },
  ],
  top: 'high',
}

export const CDAI_SOURCE =
  'Aletaha & Smolen, Best Pract Res Clin Rheumatol 2007;21:663 (CDAI = TJC28 + SJC28 + PtGA + EGA; ' +
  'bands per the ACR/EULAR table).'

export const cdaiScore = {
  id: 'cdai',
  version: 'cdai@1',
  // A plain sum: with 0–10 ratings read to one decimal, 1 dp shows everything.
  decimals: 1,
  source: CDAI_SOURCE,
  fields: cdaiFields,
  bandIds: bandIdsOf(cdaiBands),
  bands: cdaiBands,
} as const satisfies ScoreDefinition<typeof cdaiFields, CdaiBand>

/** CDAI 0–76. */
export function calculateCdai(input: CdaiInput): ScoreOutcome<CdaiBand> {
  return runScore(cdaiFields, input, (valid) =>
    resultOnScale(
      cdaiScore,
      valid.tjc28 + valid.sjc28 + valid.patientGlobal + valid.evaluatorGlobal,
    ),
  )
}
