import type { BandScale } from './band-scale'
import { rating10Field } from './common-fields'

/** 0–10 NRS items; three of them are BASDAI questions 2, 6 and 3 (docs/domain/scores.md). */
export const asdasRatingFields = {
  /** Total back pain = BASDAI Q2. */
  backPain: rating10Field,
  /** Duration of morning stiffness = BASDAI Q6. */
  morningStiffnessDuration: rating10Field,
  /** Patient global disease activity (its own question). */
  patientGlobal: rating10Field,
  /** Peripheral pain/swelling = BASDAI Q3. */
  peripheralPain: rating10Field,
} as const

/**
 * Machado 2011, names updated 2018: inactive < 1.3, low ≥ 1.3 and < 2.1 (called "moderate" before
 * 2018), high ≥ 2.1 and ≤ 3.5, very high > 3.5.
 */
export type AsdasBand = 'inactive' | 'low' | 'high' | 'very_high'

export const asdasBands: BandScale<AsdasBand> = {
  steps: [
    { band: 'inactive', upTo: 1.3, inclusive: false },
    { band: 'low', upTo: 2.1, inclusive: false },
    { band: 'high', upTo: 3.5, inclusive: true },
  ],
  top: 'very_high',
}

/** ASDAS is shown to 1 dp (ASAS). */
export const ASDAS_DECIMALS = 1

/** Δ ≥ 1.1 clinically important improvement, Δ ≥ 2.0 major improvement (Machado 2011). */
export const asdasImprovementThresholds = { clinicallyImportant: 1.1, major: 2.0 } as const
