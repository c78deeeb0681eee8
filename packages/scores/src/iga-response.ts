import type { FieldSpecs, InputOf } from './field-spec'
import { igaGradeField } from './iga'
import { runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

export const igaResponseFields = {
  baseline: igaGradeField,
  current: igaGradeField,
} as const satisfies FieldSpecs

export type IgaResponseInput = InputOf<typeof igaResponseFields>

export type IgaResponseBand = 'no_success' | 'success'

/**
 * The trial definition of IGA success: 0 or 1 ("clear" or "almost clear") **and** at least a
 * 2-grade improvement from baseline (trial NCT03412747). Both parts are needed: a patient who
 * starts at 1 and stays at 1 is almost clear but has not responded.
 */
export const igaSuccessCriteria = { maxCurrentGrade: 1, minImprovement: 2 } as const

export const IGA_RESPONSE_SOURCE =
  'IGA mod 2011 treatment success: grade 0 or 1 with ≥ 2-grade improvement from baseline (NCT03412747).'

export const igaResponseScore = {
  id: 'iga-response',
  version: 'iga-response@1',
  decimals: 0,
  source: IGA_RESPONSE_SOURCE,
  fields: igaResponseFields,
  bandIds: ['no_success', 'success'],
  bands: null,
} as const satisfies ScoreDefinition<typeof igaResponseFields, IgaResponseBand>

/** `value` is the improvement in grades (baseline − current; negative when worse). */
export function calculateIgaResponse(input: IgaResponseInput): ScoreOutcome<IgaResponseBand> {
  return runScore(igaResponseFields, input, (valid) => {
    const improvement = valid.baseline - valid.current
    const success =
      valid.current <= igaSuccessCriteria.maxCurrentGrade &&
      improvement >= igaSuccessCriteria.minImprovement
    return {
      value: improvement,
      display: improvement,
      band: success ? 'success' : 'no_success',
      version: igaResponseScore.version,
    }
  })
}
