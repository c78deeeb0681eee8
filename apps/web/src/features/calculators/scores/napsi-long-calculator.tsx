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
import { nameKey, purposeKey } from '../calculator-list'
import { CalculatorShell } from '../components/calculator-shell'
import { ResultPanel, type MissingItem, type ResultView } from '../components/result-panel'
import { buildCopyText, type SummaryItem } from '../lib/copy-text'
import { issueMessage } from '../lib/issues'
import { runWithFormInput } from '../lib/run-score'
import { useCalculatorForm } from '../lib/use-calculator-form'
import { sourceText } from '../lib/sources'
import { scoreFormula } from '../score-names'
import { NailList, napsiNailsParam, QuadrantChoice, type Nail } from './napsi-nails'

const FIXED = { score: 'napsi-long' } as const
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
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(napsiLongSpecs, { fixed: FIXED })
  const nails = nailsParam.read(form.values.nails ?? '')
  const outcome = runWithFormInput(calculateNapsiLong, { nails })
  const result = outcome.ok ? outcome.result : null
  const missing: MissingItem[] = outcome.ok
    ? []
    : outcome.issues.map((issue) => ({
        fieldId: 'napsi-long-nail-1-pitting',
        label: t('napsi.nails'),
        message: issueMessage(t, locale, issue),
      }))
  const setNails = (next: readonly Nail<NapsiLongFeature>[]) => {
    form.update({ nails: nailsParam.write(next) })
  }
  const view: ResultView | null = result
    ? {
        value: String(result.display),
        band: null,
        interpretation: t('interp.napsi.none'),
        notes: [t('napsi.maximum', { count: nails.length, max: nails.length * PER_NAIL })],
      }
    : null
  const summary: SummaryItem[] = nails.map((nail, index) => ({
    label: t('napsi.short', { n: String(index + 1) }),
    value: String(napsiLongNailScore(nail)),
  }))
  const copyText = view
    ? buildCopyText(locale, {
        score: t('napsiLong.scoreName'),
        value: view.value,
        band: null,
        inputs: summary,
        date: new Date(),
      })
    : null

  return (
    <CalculatorShell
      name={t(nameKey('napsi-long'))}
      purpose={t(purposeKey('napsi-long'))}
      intro={<p className="calc__note">{t('intro.napsiLong')}</p>}
      scoreName={t('napsiLong.scoreName')}
      summary={summary}
      view={view}
      missingCount={missing.length}
      result={
        <ResultPanel
          scoreName={t('napsiLong.scoreName')}
          result={view}
          missing={missing}
          thresholds={<p className="result-panel__note">{t('napsi.noBands')}</p>}
          source={sourceText(t, napsiLongScore.id)}
          versions={[scoreFormula('napsi-long', napsiLongScore.version)]}
          copyText={copyText}
          onReset={form.reset}
        />
      }
    >
      <NailList
        nails={nails}
        onChange={setNails}
        empty={nailsParam.empty}
        maxNails={MAX_NAILS}
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
      </NailList>
    </CalculatorShell>
  )
}
