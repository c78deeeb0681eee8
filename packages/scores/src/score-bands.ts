import { bandFor } from './band-scale'
import type { BandScale } from './band-scale'
import type { NumberFieldSpec } from './field-spec'
import { scoreRegistry, type ScoreId } from './score-registry'
import type { Outcome } from './score-result'
import { validateFields } from './validate-fields'

/**
 * Scores whose band follows from the value alone (one `BandScale`), so a value computed elsewhere
 * can be banded. Not here: NAPSI (no bands), EULAR and IGA response (bands from two values), and
 * `pasi-percent` (the same value and bands as `pasi`).
 */
export const bandLookupScoreIds = [
  'pasi',
  'bsa',
  'dlqi',
  'iga',
  'spga',
  'pasi-response',
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
] as const satisfies readonly ScoreId[]

export type BandLookupScoreId = (typeof bandLookupScoreIds)[number]

/**
 * The values each score can produce, at its displayed precision: the calculator's result for the
 * lowest and the highest inputs its fields allow (score-bands.test.ts recomputes them). DAS28 and
 * ASDAS have no published maximum; these are the formula's maxima over the accepted inputs. PASI
 * response is negative when PASI got worse (current 72 from baseline 0.1: −71 900 %).
 */
export const scoreValueRanges: Readonly<
  Record<BandLookupScoreId, { readonly min: number; readonly max: number }>
> = {
  pasi: { min: 0, max: 72 },
  bsa: { min: 0, max: 100 },
  dlqi: { min: 0, max: 30 },
  iga: { min: 0, max: 4 },
  spga: { min: 0, max: 5 },
  'pasi-response': { min: -71900, max: 100 },
  'das28-esr': { min: 0, max: 9.55 },
  'das28-esr-3v': { min: 0.16, max: 8.97 },
  'das28-crp': { min: 0.96, max: 9.04 },
  'das28-crp-3v': { min: 1.15, max: 8.5 },
  cdai: { min: 0, max: 76 },
  sdai: { min: 0, max: 126 },
  dapsa: { min: 0, max: 204 },
  basdai: { min: 0, max: 10 },
  'asdas-crp': { min: 0.6, max: 7.2 },
  'asdas-esr': { min: 0, max: 7.6 },
}

export function isBandLookupScoreId(id: string): id is BandLookupScoreId {
  return (bandLookupScoreIds as readonly string[]).includes(id)
}

/**
 * The one field of a band lookup: a value in the score's range, at its displayed precision (a
 * value with more decimals is `step_mismatch`, not rounded: bands are read from the displayed
 * value, and the caller must send what the clinician sees).
 */
export function bandLookupValueField(id: BandLookupScoreId): NumberFieldSpec {
  const { definition } = scoreRegistry[id]
  const { min, max } = scoreValueRanges[id]
  const step = definition.decimals === 0 ? 1 : 10 ** -definition.decimals
  const unit = id === 'bsa' || id === 'pasi-response' ? '%' : 'points'
  return { kind: 'number', min, max, step, unit, required: true }
}

export interface BandLookup {
  readonly score: BandLookupScoreId
  readonly value: number
  readonly band: string
  /** The thresholds the band was read from, so a page can show them. */
  readonly bands: BandScale<string>
  /** Version of the score whose bands were used. */
  readonly version: string
}

/** The band of a displayed `value` of score `id`; issues at path `value` when it is not one. */
export function lookupScoreBand(id: BandLookupScoreId, value: unknown): Outcome<BandLookup> {
  const issues = validateFields({ value: bandLookupValueField(id) }, { value })
  if (issues.length > 0) return { ok: false, issues }
  const { definition } = scoreRegistry[id]
  const bands = definition.bands as BandScale<string>
  const valid = value as number
  return {
    ok: true,
    result: {
      score: id,
      value: valid,
      band: bandFor(bands, valid),
      bands,
      version: definition.version,
    },
  }
}
