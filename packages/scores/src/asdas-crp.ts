import { bandIdsOf } from './band-scale'
import { crpMgPerLField } from './common-fields'
import { ASDAS_DECIMALS, asdasBands, asdasRatingFields } from './asdas-common'
import type { AsdasBand } from './asdas-common'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

export const asdasCrpFields = {
  ...asdasRatingFields,
  crpMgPerL: crpMgPerLField,
} as const satisfies FieldSpecs

export type AsdasCrpInput = InputOf<typeof asdasCrpFields>

/**
 * CRP below 2 mg/L (or below the detection limit) counts as 2 mg/L (Machado et al. 2015): values
 * that low are analytical noise and would make ASDAS artificially low. The floor is applied inside
 * the formula; the stored input keeps what the lab reported.
 */
export const ASDAS_CRP_FLOOR_MG_PER_L = 2

export const ASDAS_CRP_SOURCE =
  'Lukas et al., Ann Rheum Dis 2009;68:18 (ASDAS "C", 3-decimal coefficients); CRP floor 2 mg/L per ' +
  'Machado et al. 2015; cut-offs Machado et al., Ann Rheum Dis 2011;70:47, names updated 2018.'

export const asdasCrpScore = {
  id: 'asdas-crp',
  version: 'asdas-crp@1',
  decimals: ASDAS_DECIMALS,
  source: ASDAS_CRP_SOURCE,
  fields: asdasCrpFields,
  bandIds: bandIdsOf(asdasBands),
  bands: asdasBands,
} as const satisfies ScoreDefinition<typeof asdasCrpFields, AsdasBand>

/**
 * The original 3-decimal coefficients (Lukas 2009), not the ASAS handbook's rounded ones, which
 * differ by up to ~0.03. CRP in mg/L. Minimum 0.579·ln 3 ≈ 0.636.
 */
export function calculateAsdasCrp(input: AsdasCrpInput): ScoreOutcome<AsdasBand> {
  return runScore(asdasCrpFields, input, (v) => {
    const crp = Math.max(v.crpMgPerL, ASDAS_CRP_FLOOR_MG_PER_L)
    return resultOnScale(
      asdasCrpScore,
      0.121 * v.backPain +
        0.058 * v.morningStiffnessDuration +
        0.11 * v.patientGlobal +
        0.073 * v.peripheralPain +
        0.579 * Math.log(crp + 1),
    )
  })
}
