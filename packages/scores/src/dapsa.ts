import type { BandScale } from './band-scale'
import { bandIdsOf } from './band-scale'
import { crpMgPerLField, rating10Field } from './common-fields'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/**
 * 68 tender / 66 swollen joints: the 28 of DAS28 plus DIPs, TMJ, SC, AC, hips, ankles, tarsi, MTPs
 * and toe IPs; hips are assessed for tenderness only, hence 66 (docs/domain/scores.md).
 */
export const dapsaFields = {
  tjc68: { kind: 'number', min: 0, max: 68, step: 1, unit: 'joints', required: true },
  sjc66: { kind: 'number', min: 0, max: 66, step: 1, unit: 'joints', required: true },
  patientGlobal: rating10Field,
  patientPain: rating10Field,
  crpMgPerL: crpMgPerLField,
} as const satisfies FieldSpecs

export type DapsaInput = InputOf<typeof dapsaFields>

/** Schoels et al., Ann Rheum Dis 2016;75:811: remission ≤ 4, low ≤ 14, moderate ≤ 28, high > 28. */
export type DapsaBand = 'remission' | 'low' | 'moderate' | 'high'

export const dapsaBands: BandScale<DapsaBand> = {
  steps: [
    { band: 'remission', upTo: 4, inclusive: true },
    { band: 'low', upTo: 14, inclusive: true },
    { band: 'moderate', upTo: 28, inclusive: true },
  ],
  top: 'high',
}

export const DAPSA_SOURCE =
  'Nell et al. / Schoels et al., Ann Rheum Dis 2016;75:811 (DAPSA = TJC68 + SJC66 + PtGA + pain + ' +
  'CRP in mg/dL; cut-offs 4 / 14 / 28).'

export const dapsaScore = {
  id: 'dapsa',
  version: 'dapsa@1',
  decimals: 1,
  source: DAPSA_SOURCE,
  fields: dapsaFields,
  bandIds: bandIdsOf(dapsaBands),
  bands: dapsaBands,
} as const satisfies ScoreDefinition<typeof dapsaFields, DapsaBand>

/**
 * DAPSA sums CRP in mg/dL; the input is mg/L, so ÷10 here. rheumtools documents
 * "mg/l" but sums it unconverted: a 10× error we must not copy.
 */
export function calculateDapsa(input: DapsaInput): ScoreOutcome<DapsaBand> {
  return runScore(dapsaFields, input, (valid) => {
    const crpMgPerDl = valid.crpMgPerL / 10
    return resultOnScale(
      dapsaScore,
      valid.tjc68 + valid.sjc66 + valid.patientGlobal + valid.patientPain + crpMgPerDl,
    )
  })
}
