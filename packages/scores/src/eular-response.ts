import type { FieldSpecs, InputOf } from './field-spec'
import { roundForDisplay } from './rounding'
import { runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/**
 * Two DAS28 values **as displayed** (2 dp). Bands are read from displayed values, so
 * the response must follow from the two numbers the clinician sees; a value with more decimals
 * (an exact `value` instead of `display`) is rejected rather than silently rounded. DAS28 has no
 * fixed maximum; even TJC 28, SJC 28, ESR 200, GH 100 stays below 10.
 */
const das28ValueField = {
  kind: 'number',
  min: 0,
  max: 10,
  step: 0.01,
  unit: 'points',
  required: true,
} as const

export const eularResponseFields = {
  baseline: das28ValueField,
  current: das28ValueField,
} as const satisfies FieldSpecs

export type EularResponseInput = InputOf<typeof eularResponseFields>

export type EularResponseBand = 'none' | 'moderate' | 'good'

/**
 * The EULAR response matrix (van Gestel 1996), as data so the page can show it. Rows: current
 * DAS28 ≤ 3.2, > 3.2 and ≤ 5.1, > 5.1. Columns: improvement Δ > 1.2, 0.6 < Δ ≤ 1.2, Δ ≤ 0.6.
 */
export const eularResponseCriteria = {
  currentAtMost: { low: 3.2, moderate: 5.1 },
  improvementAbove: { large: 1.2, small: 0.6 },
  matrix: {
    low: ['good', 'moderate', 'none'],
    moderate: ['moderate', 'moderate', 'none'],
    high: ['moderate', 'none', 'none'],
  },
} as const satisfies {
  currentAtMost: { low: number; moderate: number }
  improvementAbove: { large: number; small: number }
  matrix: Record<
    'low' | 'moderate' | 'high',
    readonly [EularResponseBand, EularResponseBand, EularResponseBand]
  >
}

export const EULAR_RESPONSE_SOURCE =
  'van Gestel et al., Arthritis Rheum 1996 (EULAR response criteria); table as on das-score.nl and ' +
  'MDCalc 2193.'

export const eularResponseScore = {
  id: 'eular-response',
  version: 'eular-response@1',
  decimals: 2,
  source: EULAR_RESPONSE_SOURCE,
  fields: eularResponseFields,
  bandIds: ['none', 'moderate', 'good'],
  bands: null,
} as const satisfies ScoreDefinition<typeof eularResponseFields, EularResponseBand>

function currentRow(current: number): keyof typeof eularResponseCriteria.matrix {
  const { low, moderate } = eularResponseCriteria.currentAtMost
  if (current <= low) return 'low'
  return current <= moderate ? 'moderate' : 'high'
}

function improvementColumn(improvement: number): 0 | 1 | 2 {
  const { large, small } = eularResponseCriteria.improvementAbove
  if (improvement > large) return 0
  return improvement > small ? 1 : 2
}

/** `value` is the improvement Δ = baseline − current (negative when worse), shown to 2 dp. */
export function calculateEularResponse(input: EularResponseInput): ScoreOutcome<EularResponseBand> {
  return runScore(eularResponseFields, input, (valid) => {
    // In hundredths, so 5.43 − 4.23 is exactly 1.2 and not 1.1999999999999997.
    const improvement = (Math.round(valid.baseline * 100) - Math.round(valid.current * 100)) / 100
    const display = roundForDisplay(improvement, eularResponseScore.decimals)
    const band = eularResponseCriteria.matrix[currentRow(valid.current)][improvementColumn(display)]
    return { value: improvement, display, band, version: eularResponseScore.version }
  })
}
