import {
  calculateNapsiLong,
  napsiLongBedFeatures,
  napsiLongFields,
  napsiLongMatrixFeatures,
  napsiLongNailScore,
  napsiLongScore,
  type NapsiLongFeature,
} from '@konzilium/scores'
import { useCalculatorMessages, type CalculatorMessageKey } from '../calculator-messages'
import { napsiNailsParam, NapsiForm, QuadrantChoice } from './napsi-form'

const PER_NAIL = 32
const features: readonly NapsiLongFeature[] = [...napsiLongMatrixFeatures, ...napsiLongBedFeatures]
const featureKey = (feature: NapsiLongFeature): CalculatorMessageKey => `napsiLong.${feature}`
const MAX_NAILS = napsiLongFields.nails.maxItems
const nailsParam = napsiNailsParam(features, MAX_NAILS)

/**
 * `nails=40201031,00000000`: eight digits per nail, the quadrants (0–4) of pitting, leukonychia,
 * red spots in the lunula, crumbling, onycholysis, splinter haemorrhages, oil drop and subungual
 * hyperkeratosis in that order. Empty means one target nail with no findings.
 */
export const napsiLongSpecs = nailsParam.specs

/** NAPSI long form: each of the 8 features counted by quadrant, 0–32 per nail; no bands. */
export function NapsiLongCalculator() {
  const { t } = useCalculatorMessages()
  return (
    <NapsiForm
      id="napsi-long"
      scoreName={t('napsiLong.scoreName')}
      intro={t('intro.napsiLong')}
      score={napsiLongScore}
      calculate={calculateNapsiLong}
      param={nailsParam}
      perNail={PER_NAIL}
      firstFieldId="napsi-long-nail-1-pitting"
      nailValue={(nail) => String(napsiLongNailScore(nail))}
      legend={(n, nail) => t('napsiLong.nail', { n, score: String(napsiLongNailScore(nail)) })}
    >
      {(nail, n, set) =>
        (
          [
            ['napsiLong.matrix', napsiLongMatrixFeatures],
            ['napsiLong.bed', napsiLongBedFeatures],
          ] as const
        ).map(([legend, group]) => (
          <fieldset key={legend} className="napsi-long__group">
            <legend className="napsi-long__legend">{t(legend)}</legend>
            {group.map((feature) => (
              <QuadrantChoice
                key={feature}
                id={`napsi-long-nail-${n}-${feature}`}
                legend={t(featureKey(feature))}
                value={nail[feature]}
                onChange={(value) => {
                  set(feature, value)
                }}
              />
            ))}
          </fieldset>
        ))
      }
    </NapsiForm>
  )
}
