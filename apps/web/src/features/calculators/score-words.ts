import type { ScoreId } from '@konzilium/scores'
import { useMemo } from 'react'
import type { Locale } from '../../shared/i18n/locale'
import { calculatorCatalogue, useCalculatorMessages } from './calculator-messages'
import type { BandTone } from './components/band-badge'
import { bandLabelKey, bandTone, bandTones, type BandFamily, type BandOf } from './lib/bands'
import { formulaVersionInWords, scoreFormula, scoreNameKeys, type Translate } from './score-names'

/**
 * Scores in words for other features (the referral form and detail, through index.ts): names,
 * stored formula versions and bands. Apart from score-names.ts, which the calculator pages use,
 * so the band tables stay out of those pages.
 */

/** Whose labels each score's bands go by (`band.<family>.<band>`); NAPSI has no bands. */
export const scoreBandFamilies: Readonly<Record<ScoreId, BandFamily | null>> = {
  pasi: 'pasi',
  'pasi-percent': 'pasi',
  bsa: 'bsa',
  dlqi: 'dlqi',
  iga: 'iga',
  spga: 'spga',
  napsi: null,
  'napsi-long': null,
  'pasi-response': 'pasiResponse',
  'iga-response': 'igaResponse',
  'das28-esr': 'activity',
  'das28-esr-3v': 'activity',
  'das28-crp': 'activity',
  'das28-crp-3v': 'activity',
  cdai: 'activity',
  sdai: 'activity',
  dapsa: 'activity',
  basdai: 'basdai',
  'asdas-crp': 'asdas',
  'asdas-esr': 'asdas',
  'eular-response': 'eular',
}

/** A stored score's formula version in words: "DAS28-FW · verze výpočtu 1" (see `scoreFormula`). */
export function scoreVersionInWords(t: Translate, version: string, score: ScoreId): string {
  return formulaVersionInWords(t, version, t(scoreFormula(score, version).name))
}

export interface ScoreWords {
  /** The score's short name ("DAS28-FW"). */
  name: (score: ScoreId) => string
  /** Its stored formula version in words ("DAS28-FW · verze výpočtu 1"). */
  version: (version: string, score: ScoreId) => string
  /** One of its bands as the calculators label it ("střední aktivita"); an unknown id as it is. */
  band: (score: ScoreId, band: string) => string
  /** What follows its value: " %" for the body surface area, nothing for a score without unit. */
  unit: (score: ScoreId) => string
}

/** The scores whose value is a percentage (of the body surface). */
const percentScores: ReadonlySet<ScoreId> = new Set(['bsa'])

/** A score's band in words, as its calculator labels it; a band it does not have, as it is. */
export function scoreBandInWords(t: Translate, score: ScoreId, band: string): string {
  const family = scoreBandFamilies[score]
  if (family === null || !Object.hasOwn(bandTones[family], band)) return band
  return t(bandLabelKey(family, band as BandOf<typeof family>))
}

/** A score's band in colour, as its calculator shows it (the chart's band backgrounds). */
export function scoreBandTone(score: ScoreId, band: string): BandTone {
  const family = scoreBandFamilies[score]
  if (family === null || !Object.hasOwn(bandTones[family], band)) return 'neutral'
  return bandTone(family, band as BandOf<typeof family>)
}

/**
 * Starts loading the score names of `locale` before a screen needs them (a list whose rows open a
 * referral), so opening one does not wait for them. A failure is left to the screen that needs them.
 */
export function preloadScoreWords(locale: Locale): void {
  calculatorCatalogue.load(locale).catch(() => undefined)
}

/** Scores named in the current language, as the calculators name them (loads their texts). */
export function useScoreWords(): ScoreWords {
  const { t } = useCalculatorMessages()
  return useMemo(
    () => ({
      name: (score) => t(scoreNameKeys[score]),
      version: (version, score) => scoreVersionInWords(t, version, score),
      band: (score, band) => scoreBandInWords(t, score, band),
      unit: (score) => (percentScores.has(score) ? '\u00a0%' : ''),
    }),
    [t],
  )
}
