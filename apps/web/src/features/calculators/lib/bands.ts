import type { BandTone } from '../components/band-badge'
import type { CalculatorMessageKey } from '../calculator-messages'

/**
 * Band families: scores that name their bands alike share labels (DAS28, CDAI, SDAI and DAPSA all
 * have remission / low / moderate / high activity). Each band has a label `band.<family>.<id>`
 * in the catalogue and a tone for its colour, icon and meter.
 */
export const bandTones = {
  pasi: { not_severe: 'low', severe: 'high' },
  bsa: { clear: 'good', mild: 'low', moderate: 'moderate', severe: 'high' },
  dlqi: {
    no_effect: 'good',
    small: 'low',
    moderate: 'moderate',
    very_large: 'high',
    extremely_large: 'high',
  },
  iga: { clear: 'good', almost_clear: 'good', mild: 'low', moderate: 'moderate', severe: 'high' },
  igaResponse: { no_success: 'neutral', success: 'good' },
  spga: {
    clear: 'good',
    almost_clear: 'good',
    mild: 'low',
    moderate: 'moderate',
    marked: 'high',
    severe: 'high',
  },
  pasiResponse: {
    below_pasi50: 'high',
    pasi50: 'moderate',
    pasi75: 'good',
    pasi90: 'good',
    pasi100: 'good',
  },
  ruleOfTens: { not_severe: 'low', severe: 'high' },
  consensus: { mild: 'low', moderate_to_severe: 'high', unclassified: 'neutral' },
  czech: { below_pasi_criterion: 'low', meets_pasi_criterion: 'high' },
  activity: { remission: 'good', low: 'low', moderate: 'moderate', high: 'high' },
  basdai: { not_active: 'low', active: 'high' },
  asdas: { inactive: 'good', low: 'low', high: 'high', very_high: 'high' },
  eular: { none: 'high', moderate: 'moderate', good: 'good' },
} as const satisfies Record<string, Record<string, BandTone>>

export type BandFamily = keyof typeof bandTones
export type BandOf<F extends BandFamily> = Extract<keyof (typeof bandTones)[F], string>

export function bandTone<F extends BandFamily>(family: F, band: BandOf<F>): BandTone {
  return (bandTones[family] as Record<string, BandTone>)[band] ?? 'neutral'
}

export function bandLabelKey<F extends BandFamily>(
  family: F,
  band: BandOf<F>,
): CalculatorMessageKey {
  return `band.${family}.${band}` as CalculatorMessageKey
}
