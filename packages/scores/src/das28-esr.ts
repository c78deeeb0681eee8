import { bandIdsOf } from './band-scale'
import { ESR_MAX_MM_PER_H, jointCount28Field } from './common-fields'
import { DAS28_DECIMALS, das28Bands, das28JointTerm, patientGlobalMmField } from './das28-common'
import type { Das28Band } from './das28-common'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/**
 * ESR for DAS28 is a whole number ≥ 1 mm/h: the formula takes ln(ESR) and ln(0) is −∞
 * (docs/domain/scores.md, conventions). An ESR of 0 is a validation error, never clamped to 1.
 */
const esrForLnField = {
  kind: 'number',
  min: 1,
  max: ESR_MAX_MM_PER_H,
  step: 1,
  unit: 'mm/h',
  required: true,
} as const

export const das28EsrFields = {
  tjc28: jointCount28Field,
  sjc28: jointCount28Field,
  esr: esrForLnField,
  patientGlobalMm: patientGlobalMmField,
} as const satisfies FieldSpecs

export const das28Esr3vFields = {
  tjc28: jointCount28Field,
  sjc28: jointCount28Field,
  esr: esrForLnField,
} as const satisfies FieldSpecs

export type Das28EsrInput = InputOf<typeof das28EsrFields>
export type Das28Esr3vInput = InputOf<typeof das28Esr3vFields>

export const DAS28_ESR_SOURCE =
  'Prevoo et al., Arthritis Rheum 1995; formulas and bands from das-score.nl (Radboud UMC): ' +
  '0.56·√TJC28 + 0.28·√SJC28 + 0.70·ln(ESR) + 0.014·GH; 3 variables: […]·1.08 + 0.16.'

export const das28EsrScore = {
  id: 'das28-esr',
  version: 'das28-esr@1',
  decimals: DAS28_DECIMALS,
  source: DAS28_ESR_SOURCE,
  fields: das28EsrFields,
  bandIds: bandIdsOf(das28Bands),
  bands: das28Bands,
} as const satisfies ScoreDefinition<typeof das28EsrFields, Das28Band>

export const das28Esr3vScore = {
  id: 'das28-esr-3v',
  version: 'das28-esr-3v@1',
  decimals: DAS28_DECIMALS,
  source: DAS28_ESR_SOURCE,
  fields: das28Esr3vFields,
  bandIds: bandIdsOf(das28Bands),
  bands: das28Bands,
} as const satisfies ScoreDefinition<typeof das28Esr3vFields, Das28Band>

function esrCore(tjc28: number, sjc28: number, esr: number): number {
  return das28JointTerm(tjc28, sjc28) + 0.7 * Math.log(esr)
}

/** DAS28-ESR, 4 variables (with the patient's global health, 0–100 mm). */
export function calculateDas28Esr(input: Das28EsrInput): ScoreOutcome<Das28Band> {
  return runScore(das28EsrFields, input, (valid) =>
    resultOnScale(
      das28EsrScore,
      esrCore(valid.tjc28, valid.sjc28, valid.esr) + 0.014 * valid.patientGlobalMm,
    ),
  )
}

/** DAS28-ESR, 3 variables (no global health): the core ×1.08 + 0.16 rescales it to the 4v range. */
export function calculateDas28Esr3v(input: Das28Esr3vInput): ScoreOutcome<Das28Band> {
  return runScore(das28Esr3vFields, input, (valid) =>
    resultOnScale(das28Esr3vScore, esrCore(valid.tjc28, valid.sjc28, valid.esr) * 1.08 + 0.16),
  )
}
