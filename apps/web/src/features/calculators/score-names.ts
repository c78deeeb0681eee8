import type { ScoreId } from '@konzilium/scores'
import type { MessageParams } from '../../shared/i18n/message-format'
import type { CalculatorMessageKey } from './calculator-messages'

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

export type Translate = (key: CalculatorMessageKey, params?: MessageParams) => string

/** A formula version as a result names it: the stored id (`das28-esr@1`) and the formula's name. */
export interface FormulaVersion {
  readonly id: string
  readonly name: CalculatorMessageKey
}

function isScoreId(id: string): id is ScoreId {
  // The name table lists every score (typed so); the registry itself stays out of the page.
  return Object.hasOwn(scoreNameKeys, id)
}

/**
 * The formula of a stored version, named by its score when its id is one (`das28-esr-3v@1`: the
 * 3-variable form), else by the score it was stored under (`iga-mod-2011@1` under IGA).
 */
export function scoreFormula(score: ScoreId, version: string): FormulaVersion {
  const formula = /^([a-z0-9-]+)@\d+$/.exec(version)?.[1] ?? ''
  return { id: version, name: scoreNameKeys[isScoreId(formula) ? formula : score] }
}

/**
 * A formula version (ADR 005) in words under the given name: "DAS28-FW · verze výpočtu 1". An id
 * in another form than `<formula>@<number>` is shown as it is, never hidden.
 */
export function formulaVersionInWords(t: Translate, version: string, name: string): string {
  const number = /^[a-z0-9-]+@(\d+)$/.exec(version)?.[1]
  return number === undefined ? version : t('result.versionInWords', { name, version: number })
}

/** A definition's formula, named as a stored result of it is (`name` if its id is not a score). */
export function definitionFormula(
  definition: { readonly id: string; readonly version: string },
  name: CalculatorMessageKey,
): FormulaVersion {
  return isScoreId(definition.id)
    ? scoreFormula(definition.id, definition.version)
    : { id: definition.version, name }
}
