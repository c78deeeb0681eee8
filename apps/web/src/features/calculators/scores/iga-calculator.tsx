import {
  calculateIga,
  calculateIgaResponse,
  igaResponseScore,
  igaScore,
  igaSuccessCriteria,
} from '@konzilium/scores'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { useCalculatorMessages, type CalculatorMessageKey } from '../calculator-messages'
import { nameKey, purposeKey } from '../calculator-list'
import { CalculatorShell } from '../components/calculator-shell'
import { ResultPanel, type MissingItem, type ResultView } from '../components/result-panel'
import { bandView, interpretationKey } from '../components/score-calculator'
import { ThresholdTable } from '../components/threshold-table'
import { bandLabelKey } from '../lib/bands'
import { buildCopyText, type SummaryItem } from '../lib/copy-text'
import { visibleError } from '../lib/fields'
import type { ParamSpec } from '../lib/form-state'
import { issueMessage } from '../lib/issues'
import { runWithFormInput } from '../lib/run-score'
import { useCalculatorForm } from '../lib/use-calculator-form'
import { sourceText } from '../lib/sources'
import { scoreFormula } from '../score-names'

const FIXED = { score: 'iga' } as const
const GRADES = ['0', '1', '2', '3', '4'] as const

/** `grade` 0–4 and, optionally, the `baseline` grade for the trial definition of success. */
export const igaSpecs: readonly ParamSpec[] = [
  { kind: 'choice', name: 'grade', options: GRADES },
  { kind: 'choice', name: 'baseline', options: GRADES },
]

const gradeKey = (grade: string) => `iga.grade.${grade}` as CalculatorMessageKey

/** IGA mod 2011 (0–4): one clinician judgement, with the optional comparison to baseline. */
export function IgaCalculator() {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(igaSpecs, { fixed: FIXED })
  const grade = form.values.grade ?? ''
  const baseline = form.values.baseline ?? ''
  const outcome = runWithFormInput(calculateIga, { grade: grade === '' ? null : Number(grade) })
  const result = outcome.ok ? outcome.result : null
  const gradeIssue = outcome.ok ? undefined : outcome.issues.find((i) => i.path === 'grade')

  const response =
    result && baseline !== ''
      ? calculateIgaResponse({ baseline: Number(baseline), current: result.display })
      : null
  const notes: string[] = []
  if (response?.ok) {
    notes.push(
      response.result.band === 'success'
        ? t('iga.success', { improvement: String(response.result.display) })
        : t('iga.noSuccess', { improvement: String(response.result.display) }),
    )
  }
  const missing: MissingItem[] = gradeIssue
    ? [
        {
          fieldId: 'iga-grade',
          label: t('iga.gradeLegend'),
          message: issueMessage(t, locale, gradeIssue),
        },
      ]
    : []
  const view: ResultView | null = result
    ? {
        value: String(result.display),
        band: bandView(t, 'iga', igaScore.bandIds, result.band),
        interpretation: t(interpretationKey('iga', result.band)),
        notes,
      }
    : null
  const summary: SummaryItem[] = [
    ...(baseline === '' ? [] : [{ label: t('iga.short.baseline'), value: baseline }]),
  ]
  const copyText = view
    ? buildCopyText(locale, {
        score: 'IGA',
        value: view.value,
        band: view.band?.label ?? null,
        inputs: summary,
        date: new Date(),
      })
    : null

  const gradeOptions = GRADES.map((value) => ({
    value,
    label: `${value} – ${t(bandLabelKey('iga', igaScore.bandIds[Number(value)] ?? 'clear'))}`,
    detail: t(gradeKey(value)),
  }))
  return (
    <CalculatorShell
      name={t(nameKey('iga'))}
      purpose={t(purposeKey('iga'))}
      intro={<p className="calc__note">{t('intro.iga')}</p>}
      scoreName="IGA"
      summary={[{ label: 'IGA', value: grade === '' ? '–' : grade }, ...summary]}
      view={view}
      missingCount={missing.length}
      result={
        <ResultPanel
          scoreName="IGA"
          result={view}
          missing={missing}
          thresholds={
            <ThresholdTable
              caption={t('iga.scaleCaption')}
              rows={igaScore.bandIds.map((band, index) => ({
                key: band,
                label: t(bandLabelKey('iga', band)),
                range: String(index),
                current: band === result?.band,
              }))}
            />
          }
          source={sourceText(t, igaScore.id, igaResponseScore.id)}
          versions={[
            scoreFormula('iga', igaScore.version),
            ...(response?.ok ? [scoreFormula('iga-response', igaResponseScore.version)] : []),
          ]}
          copyText={copyText}
          onReset={form.reset}
        />
      }
    >
      <ChoiceGroup
        id="iga-grade"
        layout="list"
        legend={t('iga.gradeLegend')}
        value={grade}
        onChange={(value) => {
          form.update({ grade: value })
        }}
        onBlur={() => {
          form.touch('grade')
        }}
        error={visibleError(t, locale, gradeIssue, form.touched.has('grade'))}
        options={gradeOptions}
      />
      <ChoiceGroup
        id="iga-baseline"
        legend={t('iga.baselineLegend')}
        hint={t('iga.baselineHint', {
          max: String(igaSuccessCriteria.maxCurrentGrade),
          improvement: String(igaSuccessCriteria.minImprovement),
        })}
        value={baseline}
        onChange={(value) => {
          form.update({ baseline: value })
        }}
        options={[
          { value: '', label: t('iga.baselineNone') },
          ...GRADES.map((value) => ({ value, label: value })),
        ]}
      />
    </CalculatorShell>
  )
}
