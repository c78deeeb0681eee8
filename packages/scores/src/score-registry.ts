import { asdasCrpScore, calculateAsdasCrp } from './asdas-crp'
import { asdasEsrScore, calculateAsdasEsr } from './asdas-esr'
import { basdaiScore, calculateBasdai } from './basdai'
import { bsaScore, calculateBsa } from './bsa'
import { calculateCdai, cdaiScore } from './cdai'
import { calculateDapsa, dapsaScore } from './dapsa'
import { calculateDas28Crp, calculateDas28Crp3v, das28Crp3vScore, das28CrpScore } from './das28-crp'
import { calculateDas28Esr, calculateDas28Esr3v, das28Esr3vScore, das28EsrScore } from './das28-esr'
import { calculateDlqi, dlqiCrossFieldCheck, dlqiScore } from './dlqi'
import { calculateEularResponse, eularResponseScore } from './eular-response'
import type { FieldSpecs, InputOf } from './field-spec'
import { calculateIga, igaScore } from './iga'
import { calculateIgaResponse, igaResponseScore } from './iga-response'
import { calculateNapsi, napsiScore } from './napsi'
import { calculateNapsiLong, napsiLongScore } from './napsi-long'
import { calculatePasi, pasiScore } from './pasi'
import { calculatePasiPercent, pasiPercentScore } from './pasi-percent'
import { calculatePasiResponse, pasiResponseScore } from './pasi-response'
import type { CrossFieldCheck, ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'
import { calculateSdai, sdaiScore } from './sdai'
import { calculateSpga, spgaScore } from './spga'

/**
 * Every score the API serves (`POST /api/scores/{id}`, `GET /api/scores`) and the contract builds
 * a schema for. Psoriasis severity is not here: it is a rule over scores, with its own result
 * shape (psoriasis-severity.ts), not a `{ value, display, band, version }` score.
 */
export const scoreIds = [
  'pasi',
  'pasi-percent',
  'bsa',
  'dlqi',
  'iga',
  'spga',
  'napsi',
  'napsi-long',
  'pasi-response',
  'iga-response',
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
  'eular-response',
] as const

export type ScoreId = (typeof scoreIds)[number]

export interface ScoreEntry<F extends FieldSpecs, B extends string> {
  readonly definition: ScoreDefinition<F, B>
  readonly calculate: (input: InputOf<F>) => ScoreOutcome<B | null>
  readonly crossFieldCheck: CrossFieldCheck | null
}

function entry<F extends FieldSpecs, B extends string>(
  definition: ScoreDefinition<F, B>,
  calculate: (input: InputOf<F>) => ScoreOutcome<B | null>,
  crossFieldCheck: CrossFieldCheck | null = null,
): ScoreEntry<F, B> {
  return { definition, calculate, crossFieldCheck }
}

export const scoreRegistry = {
  pasi: entry(pasiScore, calculatePasi),
  'pasi-percent': entry(pasiPercentScore, calculatePasiPercent),
  bsa: entry(bsaScore, calculateBsa),
  dlqi: entry(dlqiScore, calculateDlqi, dlqiCrossFieldCheck),
  iga: entry(igaScore, calculateIga),
  spga: entry(spgaScore, calculateSpga),
  napsi: entry(napsiScore, calculateNapsi),
  'napsi-long': entry(napsiLongScore, calculateNapsiLong),
  'pasi-response': entry(pasiResponseScore, calculatePasiResponse),
  'iga-response': entry(igaResponseScore, calculateIgaResponse),
  'das28-esr': entry(das28EsrScore, calculateDas28Esr),
  'das28-esr-3v': entry(das28Esr3vScore, calculateDas28Esr3v),
  'das28-crp': entry(das28CrpScore, calculateDas28Crp),
  'das28-crp-3v': entry(das28Crp3vScore, calculateDas28Crp3v),
  cdai: entry(cdaiScore, calculateCdai),
  sdai: entry(sdaiScore, calculateSdai),
  dapsa: entry(dapsaScore, calculateDapsa),
  basdai: entry(basdaiScore, calculateBasdai),
  'asdas-crp': entry(asdasCrpScore, calculateAsdasCrp),
  'asdas-esr': entry(asdasEsrScore, calculateAsdasEsr),
  'eular-response': entry(eularResponseScore, calculateEularResponse),
} as const satisfies { readonly [K in ScoreId]: unknown }

/** The input type of each score, by id. */
export type ScoreInputs = {
  readonly [K in ScoreId]: InputOf<(typeof scoreRegistry)[K]['definition']['fields']>
}

/** Every band id of every score (for a result schema that accepts any score's band). */
export const allScoreBandIds: readonly string[] = [
  ...new Set(scoreIds.flatMap((id) => scoreRegistry[id].definition.bandIds)),
]

/**
 * Computes any score by id from an untyped body (the API, recomputing stored results). Safe
 * without a schema: every calculator validates its input at run time and answers issues, and
 * the cast only widens the parameter the calculator checks anyway.
 */
export function calculateScore(id: ScoreId, input: unknown): ScoreOutcome<string | null> {
  const calculate = scoreRegistry[id].calculate as (input: unknown) => ScoreOutcome<string | null>
  return calculate(input)
}
