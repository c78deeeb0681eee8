import type { ScoreId } from '@konzilium/scores'

/**
 * The scores the referral form enters with a calculator's own picker (score-picker.tsx, loaded on
 * demand). This list is light on purpose: the form decides what to offer before the picker loads.
 */
export const pickerScores: readonly ScoreId[] = [
  'pasi',
  'pasi-percent',
  'dlqi',
  'bsa',
  'spga',
  'napsi',
  'das28-esr',
  'das28-esr-3v',
  'das28-crp',
  'das28-crp-3v',
  'cdai',
  'sdai',
  'dapsa',
  'basdai',
  'asdas-crp',
  'asdas-esr',
]

export const hasScorePicker = (score: ScoreId): boolean => pickerScores.includes(score)

/** A picked score: the picker's own state (as typed) and the score's input built from it. */
export interface PickedScore {
  readonly values: Readonly<Record<string, string>>
  readonly input: Record<string, unknown>
}
