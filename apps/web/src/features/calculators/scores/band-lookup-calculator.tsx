import {
  bandLookupValueField,
  lookupScoreBand,
  scoreRegistry,
  scoreValueRanges,
  type BandLookupScoreId,
  type BandScale,
} from '@konzilium/scores'
import { useId } from 'react'
import { NumberField } from '../../../shared/ui/number-field'
import { useCalculatorMessages, type CalculatorMessageKey } from '../calculator-messages'
import { nameKey, purposeKey } from '../calculator-list'
import { BandIcon } from '../components/band-badge'
import { CalculatorShell } from '../components/calculator-shell'
import { ResultPanel, type MissingItem } from '../components/result-panel'
import { scaleRows } from '../components/score-calculator'
import { ThresholdTable } from '../components/threshold-table'
import { bandLabelKey, bandTone, type BandFamily, type BandOf } from '../lib/bands'
import { issueMessage, NOT_A_NUMBER, type FieldIssue } from '../lib/issues'
import { formatLimit, parseLocaleNumber } from '../lib/locale-number'
import { useCalculatorForm } from '../lib/use-calculator-form'
import { sourceText } from '../lib/sources'
import { scoreFormula } from '../score-names'
import { bandLookupSpecs } from './band-lookup-specs'

const FIXED = { score: 'band-lookup' } as const

/** How each score is named and which band labels it shares (`band.<family>.<band>`). */
const lookupScores: Readonly<
  Record<BandLookupScoreId, { readonly name: CalculatorMessageKey; readonly family: BandFamily }>
> = {
  pasi: { name: 'calc.pasi.tab', family: 'pasi' },
  bsa: { name: 'name.bsa', family: 'bsa' },
  dlqi: { name: 'calc.dlqi.tab', family: 'dlqi' },
  iga: { name: 'calc.iga.tab', family: 'iga' },
  spga: { name: 'calc.spga.tab', family: 'spga' },
  'pasi-response': { name: 'name.pasiImprovement', family: 'pasiResponse' },
  'das28-crp': { name: 'name.das28Crp', family: 'activity' },
  'das28-crp-3v': { name: 'name.das28Crp3v', family: 'activity' },
  'das28-esr': { name: 'name.das28Esr', family: 'activity' },
  'das28-esr-3v': { name: 'name.das28Esr3v', family: 'activity' },
  cdai: { name: 'name.cdai', family: 'activity' },
  sdai: { name: 'name.sdai', family: 'activity' },
  dapsa: { name: 'name.dapsa', family: 'activity' },
  basdai: { name: 'name.basdai', family: 'basdai' },
  'asdas-crp': { name: 'name.asdasCrp', family: 'asdas' },
  'asdas-esr': { name: 'name.asdasEsr', family: 'asdas' },
}

/** A banded score's thresholds (every look-up score has one `BandScale`). */
const lookupBands = (score: BandLookupScoreId) =>
  scoreRegistry[score].definition.bands as BandScale<string>

/**
 * The band of a value computed elsewhere (a chart, a letter, another system): the same thresholds
 * and the same "displayed value" rule as the calculators, the value checked against the range the
 * score can take and its displayed precision.
 */
export function BandLookupCalculator({
  scores,
}: {
  scores: readonly [BandLookupScoreId, ...BandLookupScoreId[]]
}) {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(bandLookupSpecs(scores), { fixed: FIXED })
  const selectId = useId()
  const chosen = form.values.of
  const score: BandLookupScoreId = scores.find((id) => id === chosen) ?? scores[0]
  const { name, family } = lookupScores[score]
  const spec = bandLookupValueField(score)
  const unit = spec.unit === '%' ? `\u00a0${t('unit.percent')}` : ''
  const parsed = parseLocaleNumber(form.values.value ?? '')
  const outcome = parsed.kind === 'number' ? lookupScoreBand(score, parsed.value) : null
  const issue: FieldIssue | undefined =
    parsed.kind === 'invalid'
      ? { code: NOT_A_NUMBER }
      : outcome && !outcome.ok
        ? outcome.issues[0]
        : undefined
  const result = outcome?.ok ? outcome.result : null
  const band = result ? result.band : null
  const missing: MissingItem[] =
    result === null
      ? [
          {
            fieldId: 'band-lookup-value',
            label: t('bandLookup.value', { score: t(name) }),
            message: issue ? issueMessage(t, locale, issue, unit) : t('bandLookup.enterValue'),
          },
        ]
      : []
  // The family's band ids are the score's own (bands.ts); the union of families hides that.
  const label = band === null ? null : t(bandLabelKey(family, band as BandOf<BandFamily>))
  const tone = band === null ? null : bandTone(family, band as BandOf<BandFamily>)
  const range = scoreValueRanges[score]

  const body =
    result && label && tone ? (
      <div className="severity-result" data-testid="band-lookup-result">
        <p className="severity-result__title">
          {t(name)} {formatLimit(locale, result.value)}
          {unit}
        </p>
        <p className={`result-panel__band band-tone--${tone}`}>
          <BandIcon tone={tone} />
          <span>{label}</span>
        </p>
      </div>
    ) : undefined

  return (
    <CalculatorShell
      name={t(nameKey('band-lookup'))}
      purpose={t(purposeKey('band-lookup'))}
      intro={<p className="calc__note">{t('intro.bandLookup')}</p>}
      scoreName={t(name)}
      summary={
        result ? [{ label: t(name), value: `${formatLimit(locale, result.value)}${unit}` }] : []
      }
      view={result && label ? { value: label, band: null, interpretation: '' } : null}
      missingCount={missing.length}
      result={
        <ResultPanel
          scoreName={t(name)}
          result={null}
          body={body}
          missing={missing}
          thresholds={
            <ThresholdTable
              rows={scaleRows(
                t,
                locale,
                family,
                result?.bands ?? lookupBands(score),
                result?.band ?? null,
                unit,
              )}
            />
          }
          source={sourceText(t, score)}
          versions={[
            scoreFormula(score, result?.version ?? scoreRegistry[score].definition.version),
          ]}
          copyText={null}
          onReset={form.reset}
        />
      }
    >
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('bandLookup.score')}
        </label>
        <select
          id={selectId}
          className="field__control"
          value={score}
          onChange={(event) => {
            form.update({ of: event.target.value })
          }}
        >
          {scores.map((id) => (
            <option key={id} value={id}>
              {t(lookupScores[id].name)}
            </option>
          ))}
        </select>
      </div>
      <NumberField
        id="band-lookup-value"
        label={t('bandLookup.value', { score: t(name) })}
        unit={spec.unit === '%' ? t('unit.percent') : undefined}
        value={form.values.value ?? ''}
        onValueChange={(text) => {
          form.update({ value: text })
        }}
        hint={t('bandLookup.hint', {
          min: formatLimit(locale, range.min),
          max: formatLimit(locale, range.max),
          step: formatLimit(locale, spec.step ?? 1),
        })}
        error={issue ? issueMessage(t, locale, issue, unit) : undefined}
      />
    </CalculatorShell>
  )
}
