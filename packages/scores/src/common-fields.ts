import type { NumberFieldSpec } from './field-spec'

/**
 * Field specs shared by several scores, so a range is written once. Joint counts are whole numbers;
 * patient-reported scales accept decimals because a VAS is read in mm.
 */

/** Tender or swollen joints of the 28-joint count (DAS28, CDAI, SDAI). */
export const jointCount28Field = {
  kind: 'number',
  min: 0,
  max: 28,
  step: 1,
  unit: 'joints',
  required: true,
} as const satisfies NumberFieldSpec

/**
 * CRP in mg/L everywhere, the unit Czech labs report (docs/domain/scores.md, conventions).
 * Scores defined in mg/dL (SDAI, DAPSA) convert internally. The upper limit rejects typos and
 * values entered in nmol/L (×~95); 500 mg/L is above any CRP seen in the outpatients these scores
 * are meant for.
 */
export const crpMgPerLField = {
  kind: 'number',
  min: 0,
  max: 500,
  unit: 'mg/L',
  required: true,
} as const satisfies NumberFieldSpec

/**
 * A 0–10 patient or evaluator rating (NRS, or VAS in cm read to the mm), as used by CDAI, SDAI,
 * DAPSA, BASDAI and ASDAS. DAS28 uses 0–100 mm instead: das28-esr.ts.
 */
export const rating10Field = {
  kind: 'number',
  min: 0,
  max: 10,
  unit: 'points',
  required: true,
} as const satisfies NumberFieldSpec

/**
 * Westergren ESR is read in whole mm/h, and the tube is 200 mm long, so nothing above 200 exists.
 * DAS28-ESR needs ESR > 0 (ln); ASDAS-ESR takes √ESR and accepts 0: see each score.
 */
export const ESR_MAX_MM_PER_H = 200
