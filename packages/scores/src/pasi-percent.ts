import type { FieldSpecs, InputOf } from './field-spec'
import {
  calculatePasi,
  pasiAreaScoreFromPercent,
  pasiBands,
  pasiScore,
  type PasiAreaScore,
  type PasiBand,
  type PasiInput,
  type PasiRegion,
} from './pasi'
import { runScore } from './score-definition'
import type { ScoreDefinition } from './score-definition'
import type { ScoreOutcome } from './score-result'

const severityField = pasiScore.fields.head.fields.erythema

/** % of the region involved, any number 0–100; converted to the 0–6 area score (pasi.ts). */
const areaPercentField = {
  kind: 'number',
  min: 0,
  max: 100,
  unit: '%',
  required: true,
} as const

const regionField = {
  kind: 'group',
  required: true,
  fields: {
    erythema: severityField,
    induration: severityField,
    desquamation: severityField,
    areaPercent: areaPercentField,
  },
} as const

/**
 * PASI with each region's area entered as the % of that region involved instead of the 0–6 area
 * score. The same formula and bands as `pasi`; the % is converted by `pasiAreaScoreFromPercent`
 * (half-open bands, `<10 %` → 1, so 9.5 % is 1 and 10 % is 2; only exactly 0 % is 0).
 */
export const pasiPercentFields = {
  head: regionField,
  upperLimbs: regionField,
  trunk: regionField,
  lowerLimbs: regionField,
} as const satisfies FieldSpecs

export type PasiPercentInput = InputOf<typeof pasiPercentFields>

export const pasiPercentScore = {
  id: 'pasi-percent',
  // Its own version: a stored result keeps the % it was computed from, and the conversion table
  // is part of the formula (a change of a band edge would bump this, not `pasi@n`).
  version: 'pasi-percent@1',
  decimals: pasiScore.decimals,
  source: `${pasiScore.source} Region area entered as % of the region, converted by the area table.`,
  fields: pasiPercentFields,
  bandIds: pasiScore.bandIds,
  bands: pasiBands,
} as const satisfies ScoreDefinition<typeof pasiPercentFields, PasiBand>

/** The 0–6 area input of each region, converted from its % (inputs already validated). */
export function pasiInputFromPercent(input: PasiPercentInput): PasiInput {
  const area = (percent: number): PasiAreaScore => {
    const converted = pasiAreaScoreFromPercent(percent)
    return converted.ok ? converted.result : 0
  }
  const region = (name: PasiRegion) => {
    const { erythema, induration, desquamation, areaPercent } = input[name]
    return { erythema, induration, desquamation, area: area(areaPercent) }
  }
  return {
    head: region('head'),
    upperLimbs: region('upperLimbs'),
    trunk: region('trunk'),
    lowerLimbs: region('lowerLimbs'),
  }
}

/** PASI 0–72 from severities and region %; shown to 1 dp, banded as PASI. */
export function calculatePasiPercent(input: PasiPercentInput): ScoreOutcome<PasiBand> {
  const outcome = runScore(pasiPercentFields, input, (valid) =>
    calculatePasi(pasiInputFromPercent(valid)),
  )
  if (!outcome.ok) return outcome
  const inner = outcome.result
  if (!inner.ok) return inner
  return { ok: true, result: { ...inner.result, version: pasiPercentScore.version } }
}
