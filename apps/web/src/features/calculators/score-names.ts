import { scoreIds, type ScoreId } from '@konzilium/scores'
import { useMemo } from 'react'
import type { MessageParams } from '../../shared/i18n/message-format'
import { useCalculatorMessages, type CalculatorMessageKey } from './calculator-messages'

/**
 * The short name of every score the API computes, as the calculator pages name it in the reader's
 * language (DAS28-ESR is "DAS28-FW" in Czech). PASI from area percentages is PASI all the same.
 */
export const scoreNameKeys: Readonly<Record<ScoreId, CalculatorMessageKey>> = {
  pasi: 'calc.pasi.tab',
  'pasi-percent': 'calc.pasi.tab',
  bsa: 'name.bsa',
  dlqi: 'calc.dlqi.tab',
  iga: 'calc.iga.tab',
  spga: 'calc.spga.tab',
  napsi: 'calc.napsi.tab',
  'napsi-long': 'calc.napsi-long.tab',
  'pasi-response': 'name.pasiResponse',
  'iga-response': 'name.igaResponse',
  'das28-esr': 'name.das28Esr',
  'das28-esr-3v': 'name.das28Esr3v',
  'das28-crp': 'name.das28Crp',
  'das28-crp-3v': 'name.das28Crp3v',
  cdai: 'name.cdai',
  sdai: 'name.sdai',
  dapsa: 'name.dapsa',
  basdai: 'name.basdai',
  'asdas-crp': 'name.asdasCrp',
  'asdas-esr': 'name.asdasEsr',
  'eular-response': 'name.eular',
}

type Translate = (key: CalculatorMessageKey, params?: MessageParams) => string

/**
 * A stored formula version (`das28-esr@1`, ADR 005) in words: "DAS28-FW · vzorec verze 1". The
 * formula is named by its score when its id is one (`das28-esr-3v@1`: the 3-variable form), else
 * by the score it was stored under (`iga-mod-2011@1` under IGA). An id in another form is shown
 * as it is, never hidden.
 */
export function scoreVersionInWords(t: Translate, version: string, score: ScoreId): string {
  const match = /^([a-z0-9-]+)@(\d+)$/.exec(version)
  if (!match?.[1] || !match[2]) return version
  const formula = match[1]
  const named = (scoreIds as readonly string[]).includes(formula) ? (formula as ScoreId) : score
  return t('result.versionInWords', { name: t(scoreNameKeys[named]), version: match[2] })
}

export interface ScoreWords {
  /** The score's short name ("DAS28-FW"). */
  name: (score: ScoreId) => string
  /** Its stored formula version in words ("DAS28-FW · vzorec verze 1"). */
  version: (version: string, score: ScoreId) => string
}

/** Scores named in the current language, as the calculators name them (loads their texts). */
export function useScoreWords(): ScoreWords {
  const { t } = useCalculatorMessages()
  return useMemo(
    () => ({
      name: (score) => t(scoreNameKeys[score]),
      version: (version, score) => scoreVersionInWords(t, version, score),
    }),
    [t],
  )
}
