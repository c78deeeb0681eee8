import type { BandScale } from './band-scale'
import { bandIdsOf } from './band-scale'
import { crpMgPerLField, jointCount28Field, rating10Field } from './common-fields'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

export const sdaiFields = {
  tjc28: jointCount28Field,
  sjc28: jointCount28Field,
  patientGlobal: rating10Field,
  evaluatorGlobal: rating10Field,
  crpMgPerL: crpMgPerLField,
} as const satisfies FieldSpecs

export type SdaiInput = InputOf<typeof sdaiFields>

/** Aletaha & Smolen: remission ≤ 3.3, low ≤ 11, moderate ≤ 26, high > 26. */
export type SdaiBand = 'remission' | 'low' | 'moderate' | 'high'

export const sdaiBands: BandScale<SdaiBand> = {
  steps: [
    { band: 'remission', upTo: 3.3, inclusive: true },
    { band: 'low', upTo: 11, inclusive: true },
    { band: 'moderate', upTo: 26, inclusive: true },
  ],
  top: 'high',
}

export const SDAI_SOURCE =
  'Smolen et al., Rheumatology 2003; Aletaha & Smolen 2007 (SDAI = TJC28 + SJC28 + PtGA + EGA + ' +
  'CRP in mg/dL; bands per the ACR/EULAR table).'

export const sdaiScore = {
  id: 'sdai',
  version: 'sdai@1',
  decimals: 1,
  source: SDAI_SOURCE,
  fields: sdaiFields,
  bandIds: bandIdsOf(sdaiBands),
  bands: sdaiBands,
} as const satisfies ScoreDefinition<typeof sdaiFields, SdaiBand>

/**
 * SDAI is defined with CRP in mg/dL; the input is mg/L like everywhere else, so it is
 * divided by 10 here, and only here. Forgetting this adds 10× the CRP, a bug found in published
 * code. The nominal range 0–86 assumes CRP ≤ 10 mg/dL; a higher CRP is kept,
 * not capped.
 */
export function calculateSdai(input: SdaiInput): ScoreOutcome<SdaiBand> {
  return runScore(sdaiFields, input, (valid) => {
    const crpMgPerDl = valid.crpMgPerL / 10
    return resultOnScale(
      sdaiScore,
      valid.tjc28 + valid.sjc28 + valid.patientGlobal + valid.evaluatorGlobal + crpMgPerDl,
    )
  })
}
