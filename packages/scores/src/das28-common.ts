import type { BandScale } from './band-scale'

/**
 * DAS28 bands for the ESR **and** the CRP forms (docs/domain/scores.md): remission < 2.6,
 * low ≤ 3.2, moderate ≤ 5.1, high > 5.1. The CRP-specific cut-offs of Fleischmann (2.4 / 2.9 / 4.6)
 * were not chosen; the page names the cut-offs it uses.
 */
export type Das28Band = 'remission' | 'low' | 'moderate' | 'high'

export const das28Bands: BandScale<Das28Band> = {
  steps: [
    { band: 'remission', upTo: 2.6, inclusive: false },
    { band: 'low', upTo: 3.2, inclusive: true },
    { band: 'moderate', upTo: 5.1, inclusive: true },
  ],
  top: 'high',
}

/** DAS28 is shown to 2 dp (das-score.nl). */
export const DAS28_DECIMALS = 2

/** 0.56·√TJC28 + 0.28·√SJC28: the joint part shared by all four DAS28 formulas (Prevoo 1995). */
export function das28JointTerm(tjc28: number, sjc28: number): number {
  return 0.56 * Math.sqrt(tjc28) + 0.28 * Math.sqrt(sjc28)
}

/** Patient global health on the 0–100 mm VAS, 0 = very good (not 0–10). */
export const patientGlobalMmField = {
  kind: 'number',
  min: 0,
  max: 100,
  unit: 'mm',
  required: true,
} as const
