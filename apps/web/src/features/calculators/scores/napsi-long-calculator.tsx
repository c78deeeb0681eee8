import {
  calculateNapsiLong,
  napsiLongBedFeatures,
  napsiLongFields,
  napsiLongMatrixFeatures,
  napsiLongNailScore,
  napsiLongScore,
  type NapsiLongFeature,
  type NapsiLongNail,
} from '@konzilium/scores'
import { Button } from '../../../shared/ui/button'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { useCalculatorMessages, type CalculatorMessageKey } from '../calculator-messages'
import { nameKey, purposeKey } from '../calculator-list'
import { CalculatorShell } from '../components/calculator-shell'
import { ResultPanel, type MissingItem, type ResultView } from '../components/result-panel'
import { buildCopyText, type SummaryItem } from '../lib/copy-text'
import type { ParamSpec } from '../lib/form-state'
import { issueMessage } from '../lib/issues'
import { runWithFormInput } from '../lib/run-score'
import { useCalculatorForm } from '../lib/use-calculator-form'
import { sourceText } from '../lib/sources'
import { scoreFormula } from '../score-names'

const FIXED = { score: 'napsi-long' } as const
const QUADRANTS = ['0', '1', '2', '3', '4'] as const
const MAX_NAILS = napsiLongFields.nails.maxItems
const PER_NAIL = 32
const features: readonly NapsiLongFeature[] = [...napsiLongMatrixFeatures, ...napsiLongBedFeatures]
const featureKey = (feature: NapsiLongFeature): CalculatorMessageKey => `napsiLong.${feature}`

/**
 * `nails=40201031,00000000`: eight digits per nail, the quadrants (0–4) of pitting, leukonychia,
 * red spots in the lunula, crumbling, onycholysis, splinter haemorrhages, oil drop and subungual
 * hyperkeratosis in that order. Empty means one target nail with no findings.
 */
export const napsiLongSpecs: readonly ParamSpec[] = [
  {
    kind: 'pattern',
    name: 'nails',
    pattern: new RegExp(`^[0-4]{8}(,[0-4]{8}){0,${MAX_NAILS - 1}}$`),
  },
]

const emptyNail = (): NapsiLongNail =>
  Object.fromEntries(features.map((feature) => [feature, 0])) as NapsiLongNail

function readNails(value: string): NapsiLongNail[] {
  if (value === '') return [emptyNail()]
  return value
    .split(',')
    .map(
      (digits) =>
        Object.fromEntries(
          features.map((feature, i) => [feature, Number(digits[i])]),
        ) as NapsiLongNail,
    )
}

const writeNails = (nails: readonly NapsiLongNail[]) =>
  nails.map((nail) => features.map((feature) => String(nail[feature])).join('')).join(',')

/** NAPSI long form: each of the 8 features counted by quadrant, 0–32 per nail; no bands. */
export function NapsiLongCalculator() {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(napsiLongSpecs, { fixed: FIXED })
  const nails = readNails(form.values.nails ?? '')
  const outcome = runWithFormInput(calculateNapsiLong, { nails })
  const result = outcome.ok ? outcome.result : null
  const missing: MissingItem[] = outcome.ok
    ? []
    : outcome.issues.map((issue) => ({
        fieldId: 'napsi-long-nail-1-pitting',
        label: t('napsi.nails'),
        message: issueMessage(t, locale, issue),
      }))
  const setNails = (next: readonly NapsiLongNail[]) => {
    form.update({ nails: writeNails(next) })
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

  const featureGroup = (
    nail: NapsiLongNail,
    index: number,
    legend: CalculatorMessageKey,
    group: readonly NapsiLongFeature[],
  ) => (
    <fieldset className="napsi-long__group">
      <legend className="napsi-long__legend">{t(legend)}</legend>
      {group.map((feature) => (
        <ChoiceGroup
          key={feature}
          id={`napsi-long-nail-${String(index + 1)}-${feature}`}
          legend={t(featureKey(feature))}
          value={String(nail[feature])}
          onChange={(value) => {
            setNails(
              nails.map((other, i) =>
                i === index ? { ...other, [feature]: Number(value) } : other,
              ),
            )
          }}
          options={QUADRANTS.map((value) => ({ value, label: value }))}
        />
      ))}
    </fieldset>
  )

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
      <ol className="napsi-nails">
        {nails.map((nail, index) => {
          const n = String(index + 1)
          return (
            <li key={index} className="napsi-nail">
              <fieldset className="napsi-nail__fieldset">
                <legend className="napsi-nail__legend">
                  {t('napsiLong.nail', { n, score: String(napsiLongNailScore(nail)) })}
                </legend>
                {featureGroup(nail, index, 'napsiLong.matrix', napsiLongMatrixFeatures)}
                {featureGroup(nail, index, 'napsiLong.bed', napsiLongBedFeatures)}
                {nails.length > 1 && (
                  <Button
                    variant="text"
                    small
                    onClick={() => {
                      setNails(nails.filter((_, i) => i !== index))
                    }}
                  >
                    {t('napsi.remove', { n })}
                  </Button>
                )}
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="napsi-actions">
        <Button
          variant="secondary"
          small
          disabled={nails.length >= MAX_NAILS}
          onClick={() => {
            setNails([...nails, emptyNail()])
          }}
        >
          {t('napsi.add')}
        </Button>
      </div>
    </CalculatorShell>
  )
}
