import { calculateSpga, spgaFields, spgaScore } from '@konzilium/scores'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { useCalculatorMessages, type CalculatorMessageKey } from '../calculator-messages'
import { nameKey, purposeKey } from '../calculator-list'
import { CalculatorShell } from '../components/calculator-shell'
import { ResultPanel, type MissingItem, type ResultView } from '../components/result-panel'
import { bandView, interpretationKey } from '../components/score-calculator'
import { ThresholdTable } from '../components/threshold-table'
import { bandLabelKey } from '../lib/bands'
import { buildCopyText, type SummaryItem } from '../lib/copy-text'
import { collectIssues, visibleError } from '../lib/fields'
import type { FormState, ParamSpec } from '../lib/form-state'
import { UseInReferral } from '../components/lazy-use-in-referral'
import { issueMessage, type FieldIssue } from '../lib/issues'
import { withoutEmpty } from '../score-picker/picker-input'
import { formatScoreValue } from '../lib/locale-number'
import { runWithFormInput } from '../lib/run-score'
import { useCalculatorForm, type CalculatorForm } from '../lib/use-calculator-form'
import { sourceText } from '../lib/sources'
import { scoreFormula } from '../score-names'

const FIXED = { score: 'spga' } as const
const GRADES = ['0', '1', '2', '3', '4', '5'] as const
const components = Object.keys(spgaFields) as (keyof typeof spgaFields)[]

export const spgaSpecs: readonly ParamSpec[] = components.map((name) => ({
  kind: 'choice',
  name,
  options: GRADES,
}))

const componentKey = (name: string) => `spga.${name}` as CalculatorMessageKey

/** The grades chosen, as the score's input (an unchosen one null). */
export function spgaFormInput(values: FormState): Record<string, number | null> {
  return Object.fromEntries(
    components.map((name) => [name, values[name] ? Number(values[name]) : null]),
  )
}

/** The 6-point static PGA: erythema, induration and scaling 0–5, the grade their rounded mean. */
export function SpgaCalculator() {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(spgaSpecs, { fixed: FIXED })
  const input = spgaFormInput(form.values)
  const outcome = runWithFormInput(calculateSpga, input)
  const issues = collectIssues(new Map(), outcome.ok ? [] : outcome.issues)
  const result = outcome.ok ? outcome.result : null
  const missing: MissingItem[] = components.flatMap((name) => {
    const issue = issues.get(name)
    return issue
      ? [
          {
            fieldId: `spga-${name}`,
            label: t(componentKey(name)),
            message: issueMessage(t, locale, issue),
          },
        ]
      : []
  })
  const view: ResultView | null = result
    ? {
        value: String(result.display),
        band: bandView(t, 'spga', spgaScore.bandIds, result.band),
        interpretation: t(interpretationKey('spga', result.band)),
        notes: [t('spga.mean', { mean: formatScoreValue(locale, result.value, 2) })],
      }
    : null
  const summary: SummaryItem[] = components.map((name) => ({
    label: t(`spga.short.${name}`),
    value: form.values[name] || '–',
  }))
  const copyText = view
    ? buildCopyText(locale, {
        score: 'sPGA',
        value: view.value,
        band: view.band?.label ?? null,
        inputs: summary,
        date: new Date(),
      })
    : null
  return (
    <CalculatorShell
      name={t(nameKey('spga'))}
      purpose={t(purposeKey('spga'))}
      intro={<p className="calc__note">{t('intro.spga')}</p>}
      scoreName="sPGA"
      summary={summary}
      view={view}
      missingCount={missing.length}
      result={
        <ResultPanel
          scoreName="sPGA"
          result={view}
          missing={missing}
          extra={
            result ? (
              <UseInReferral score="spga" values={form.values} input={withoutEmpty(input)} />
            ) : undefined
          }
          thresholds={
            <ThresholdTable
              caption={t('spga.scaleCaption')}
              rows={spgaScore.bandIds.map((band, index) => ({
                key: band,
                label: t(bandLabelKey('spga', band)),
                range: String(index),
                current: band === result?.band,
              }))}
            />
          }
          source={sourceText(t, spgaScore.id)}
          versions={[scoreFormula('spga', spgaScore.version)]}
          copyText={copyText}
          onReset={form.reset}
        />
      }
    >
      <SpgaChoices form={form} issues={issues} idPrefix="spga" />
    </CalculatorShell>
  )
}

/**
 * The three components, each graded 0–5 with the grade's description: the calculator's form, and
 * the referral's sPGA picker (`idPrefix` keeps two of them on a page apart).
 */
export function SpgaChoices({
  form,
  issues,
  idPrefix,
}: {
  form: Pick<CalculatorForm, 'values' | 'update' | 'touch' | 'touched'>
  issues: ReadonlyMap<string, FieldIssue>
  idPrefix: string
}) {
  const { t, locale } = useCalculatorMessages()
  return components.map((name) => (
    <ChoiceGroup
      key={name}
      id={`${idPrefix}-${name}`}
      legend={t(componentKey(name))}
      value={form.values[name] ?? ''}
      onChange={(value) => {
        form.update({ [name]: value })
      }}
      onBlur={() => {
        form.touch(name)
      }}
      error={visibleError(t, locale, issues.get(name), form.touched.has(name))}
      options={GRADES.map((value) => ({
        value,
        label: value,
        detail: t(`spga.grade.${value}`),
      }))}
    />
  ))
}
