import { calculateNapsi, napsiFields, napsiScore } from '@konzilium/scores'
import { useCalculatorMessages } from '../calculator-messages'
import { napsiNailsParam, NapsiForm, QuadrantChoice, type Nail } from './napsi-form'

const parts = ['matrix', 'bed'] as const
const MAX_NAILS = napsiFields.nails.maxItems
export const nailsParam = napsiNailsParam(parts, MAX_NAILS)

/**
 * `nails=12,04`: one pair of digits per nail, nail-matrix then nail-bed quadrants (0–4 each).
 * Empty means one target nail with no findings.
 */
export const napsiSpecs = nailsParam.specs

/** NAPSI (Rich & Scher): matrix and bed quadrants of each scored nail; no severity bands. */
export function NapsiCalculator() {
  const { t } = useCalculatorMessages()
  return (
    <NapsiForm
      id="napsi"
      scoreName="NAPSI"
      intro={t('intro.napsi')}
      score={napsiScore}
      calculate={calculateNapsi}
      param={nailsParam}
      perNail={8}
      firstFieldId="napsi-nail-1-matrix"
      nailValue={(nail) => `${String(nail.matrix)}+${String(nail.bed)}`}
      allFingernails
      legend={(n) => t('napsi.nail', { n })}
    >
      {(nail, n, set) => <NapsiNailParts nail={nail} n={n} set={set} idPrefix="napsi" />}
    </NapsiForm>
  )
}

/** One nail's matrix and bed, each graded by the quadrants it touches (also the referral's picker). */
export function NapsiNailParts({
  nail,
  n,
  set,
  idPrefix,
}: {
  nail: Nail<(typeof parts)[number]>
  n: string
  set: (part: (typeof parts)[number], value: number) => void
  idPrefix: string
}) {
  const { t } = useCalculatorMessages()
  return parts.map((part) => (
    <QuadrantChoice
      key={part}
      id={`${idPrefix}-nail-${n}-${part}`}
      legend={part === 'matrix' ? t('napsi.matrix') : t('napsi.bed')}
      hint={part === 'matrix' ? t('napsi.matrixHint') : t('napsi.bedHint')}
      value={nail[part]}
      onChange={(value) => {
        set(part, value)
      }}
    />
  ))
}
