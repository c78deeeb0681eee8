import type { BandScale } from './band-scale'
import { bandIdsOf } from './band-scale'
import type { FieldSpecs, InputOf } from './field-spec'
import { resultOnScale, runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

/**
 * Two PASI values **as displayed** (1 dp; with integer inputs PASI is always a multiple of 0.1).
 * Baseline must be > 0: the response is a percentage of it. Extra decimals are rejected, not
 * rounded, for the same reason as in eular-response.ts.
 */
export const pasiResponseFields = {
  baseline: { kind: 'number', min: 0.1, max: 72, step: 0.1, unit: 'points', required: true },
  current: { kind: 'number', min: 0, max: 72, step: 0.1, unit: 'points', required: true },
} as const satisfies FieldSpecs

export type PasiResponseInput = InputOf<typeof pasiResponseFields>

/** PASI 50/75/90/100 = ≥ 50/75/90/100 % reduction from baseline (docs/domain/scores.md). */
export type PasiResponseBand = 'below_pasi50' | 'pasi50' | 'pasi75' | 'pasi90' | 'pasi100'

export const pasiResponseBands: BandScale<PasiResponseBand> = {
  steps: [
    { band: 'below_pasi50', upTo: 50, inclusive: false },
    { band: 'pasi50', upTo: 75, inclusive: false },
    { band: 'pasi75', upTo: 90, inclusive: false },
    { band: 'pasi90', upTo: 100, inclusive: false },
  ],
  top: 'pasi100',
}

export const PASI_RESPONSE_SOURCE =
  'PASI 50/75/90/100: ≥ 50/75/90/100 % reduction of PASI from baseline; ' +
  'treatment goals per Mrowietz et al., Arch Dermatol Res 2011;303:1.'

export const pasiResponseScore = {
  id: 'pasi-response',
  version: 'pasi-response@1',
  // One decimal, so 74.96 % is not shown (and banded) as PASI 75. With 1-dp inputs ≤ 72 the
  // best result short of clearance is 99.9 %, so PASI 100 means current PASI 0.
  decimals: 1,
  source: PASI_RESPONSE_SOURCE,
  fields: pasiResponseFields,
  bandIds: bandIdsOf(pasiResponseBands),
  bands: pasiResponseBands,
} as const satisfies ScoreDefinition<typeof pasiResponseFields, PasiResponseBand>

/** `value` is the % improvement from baseline (negative when PASI rose). */
export function calculatePasiResponse(input: PasiResponseInput): ScoreOutcome<PasiResponseBand> {
  return runScore(pasiResponseFields, input, (valid) => {
    // In tenths of a PASI point, exact integers, so 20.0 → 5.0 gives exactly 75 %.
    const baseline = Math.round(valid.baseline * 10)
    const current = Math.round(valid.current * 10)
    return resultOnScale(pasiResponseScore, ((baseline - current) * 100) / baseline)
  })
}
