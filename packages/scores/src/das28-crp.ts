import { bandIdsOf } from './band-scale'
import { crpMgPerLField, jointCount28Field } from './common-fields'
import { DAS28_DECIMALS, das28Bands, das28JointTerm, patientGlobalMmField } from './das28-common'
import type { Das28Band } from './das28-common'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

export const das28CrpFields = {
  tjc28: jointCount28Field,
  sjc28: jointCount28Field,
  crpMgPerL: crpMgPerLField,
  patientGlobalMm: patientGlobalMmField,
} as const satisfies FieldSpecs

export const das28Crp3vFields = {
  tjc28: jointCount28Field,
  sjc28: jointCount28Field,
  crpMgPerL: crpMgPerLField,
} as const satisfies FieldSpecs

export type Das28CrpInput = InputOf<typeof das28CrpFields>
export type Das28Crp3vInput = InputOf<typeof das28Crp3vFields>

export const DAS28_CRP_SOURCE =
  'Fransen / das-score.nl (Radboud UMC), DAS28-CRP: 0.56·√TJC28 + 0.28·√SJC28 + 0.36·ln(CRP mg/L + 1) ' +
  '+ 0.014·GH + 0.96; 3 variables: […]·1.10 + 1.15. Bands as DAS28-ESR (das-score.nl).'

export const das28CrpScore = {
  id: 'das28-crp',
  version: 'das28-crp@1',
  decimals: DAS28_DECIMALS,
  source: DAS28_CRP_SOURCE,
  fields: das28CrpFields,
  bandIds: bandIdsOf(das28Bands),
  bands: das28Bands,
} as const satisfies ScoreDefinition<typeof das28CrpFields, Das28Band>

export const das28Crp3vScore = {
  id: 'das28-crp-3v',
  version: 'das28-crp-3v@1',
  decimals: DAS28_DECIMALS,
  source: DAS28_CRP_SOURCE,
  fields: das28Crp3vFields,
  bandIds: bandIdsOf(das28Bands),
  bands: das28Bands,
} as const satisfies ScoreDefinition<typeof das28Crp3vFields, Das28Band>

/**
 * ln(CRP + 1) with CRP in **mg/L** (das-score.nl): the +1 lets CRP = 0 be
 * entered; mg/dL here would under-score badly.
 */
function crpCore(tjc28: number, sjc28: number, crpMgPerL: number): number {
  return das28JointTerm(tjc28, sjc28) + 0.36 * Math.log(crpMgPerL + 1)
}

/** DAS28-CRP, 4 variables. +0.96 belongs to this form only; minimum 0.96. */
export function calculateDas28Crp(input: Das28CrpInput): ScoreOutcome<Das28Band> {
  return runScore(das28CrpFields, input, (valid) =>
    resultOnScale(
      das28CrpScore,
      crpCore(valid.tjc28, valid.sjc28, valid.crpMgPerL) + 0.014 * valid.patientGlobalMm + 0.96,
    ),
  )
}

/** DAS28-CRP, 3 variables: core ×1.10 + 1.15; minimum 1.15. */
export function calculateDas28Crp3v(input: Das28Crp3vInput): ScoreOutcome<Das28Band> {
  return runScore(das28Crp3vFields, input, (valid) =>
    resultOnScale(das28Crp3vScore, crpCore(valid.tjc28, valid.sjc28, valid.crpMgPerL) * 1.1 + 1.15),
  )
}
