import { bandIdsOf } from './band-scale'
import { ESR_MAX_MM_PER_H } from './common-fields'
import { ASDAS_DECIMALS, asdasBands, asdasRatingFields } from './asdas-common'
import type { AsdasBand } from './asdas-common'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/** ASDAS-ESR takes √ESR, defined at 0, so unlike DAS28-ESR an ESR of 0 mm/h is accepted. */
export const asdasEsrFields = {
  ...asdasRatingFields,
  esr: { kind: 'number', min: 0, max: ESR_MAX_MM_PER_H, step: 1, unit: 'mm/h', required: true },
} as const satisfies FieldSpecs

export type AsdasEsrInput = InputOf<typeof asdasEsrFields>

export const ASDAS_ESR_SOURCE =
  'Lukas et al., Ann Rheum Dis 2009;68:18 (ASDAS "B", 3-decimal coefficients); cut-offs Machado et ' +
  'al., Ann Rheum Dis 2011;70:47, names updated 2018. ASDAS-CRP is preferred; ESR is the fallback.'

export const asdasEsrScore = {
  id: 'asdas-esr',
  version: 'asdas-esr@1',
  decimals: ASDAS_DECIMALS,
  source: ASDAS_ESR_SOURCE,
  fields: asdasEsrFields,
  bandIds: bandIdsOf(asdasBands),
  bands: asdasBands,
} as const satisfies ScoreDefinition<typeof asdasEsrFields, AsdasBand>

/** Original 3-decimal coefficients (Lukas 2009), ESR in mm/h. */
export function calculateAsdasEsr(input: AsdasEsrInput): ScoreOutcome<AsdasBand> {
  return runScore(asdasEsrFields, input, (v) =>
    resultOnScale(
      asdasEsrScore,
      0.079 * v.backPain +
        0.069 * v.morningStiffnessDuration +
        0.113 * v.patientGlobal +
        0.086 * v.peripheralPain +
        0.293 * Math.sqrt(v.esr),
    ),
  )
}
