import type { BandLookupScoreId } from '@konzilium/scores'
import type { ParamSpec } from '../lib/form-state'

// What a page needs to know of the band look-up before its code has loaded (it loads on demand,
// scores/lazy-band-lookup.tsx): which scores it offers and its URL parameters.

export const dermatologyLookupScores = [
  'pasi',
  'bsa',
  'dlqi',
  'iga',
  'spga',
  'pasi-response',
] as const satisfies readonly BandLookupScoreId[]

export const rheumatologyLookupScores = [
  'das28-crp',
  'das28-crp-3v',
  'das28-esr',
  'das28-esr-3v',
  'cdai',
  'sdai',
  'dapsa',
  'basdai',
  'asdas-crp',
  'asdas-esr',
] as const satisfies readonly BandLookupScoreId[]

/** `of=das28-crp&value=3.21`: which score, and its value as displayed (a point, whatever language). */
export function bandLookupSpecs(scores: readonly [BandLookupScoreId, ...BandLookupScoreId[]]) {
  return [
    { kind: 'choice', name: 'of', options: scores, default: scores[0] },
    { kind: 'number', name: 'value' },
  ] as const satisfies readonly ParamSpec[]
}
