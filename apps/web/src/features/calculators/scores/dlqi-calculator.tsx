import {
  calculateDlqi,
  DLQI_COPYRIGHT,
  dlqiFields,
  dlqiQuestions,
  dlqiScore,
} from '@konzilium/scores'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { useCalculatorMessages, type CalculatorMessageKey } from '../calculator-messages'
import { nameKey, purposeKey } from '../calculator-list'
import { CalculatorShell } from '../components/calculator-shell'
import { ResultPanel, type MissingItem, type ResultView } from '../components/result-panel'
import { bandView, interpretationKey } from '../components/score-calculator'
import { SeverityLink } from '../components/severity-link'
import { UseInReferral } from '../components/lazy-use-in-referral'
import { withoutEmpty } from '../score-picker/picker-input'
import { ThresholdTable } from '../components/threshold-table'
import { bandLabelKey } from '../lib/bands'
import { buildCopyText, type SummaryItem } from '../lib/copy-text'
import { collectIssues, visibleError } from '../lib/fields'
import type { ParamSpec } from '../lib/form-state'
import { issueMessage, type CalculatorT, type FieldIssue } from '../lib/issues'
import { runWithFormInput } from '../lib/run-score'
import { formatIntegerRange, integerRanges } from '../lib/thresholds'
import { useCalculatorForm, type CalculatorForm } from '../lib/use-calculator-form'
import { sourceText } from '../lib/sources'
import { scoreFormula } from '../score-names'

const FIXED = { score: 'dlqi' } as const
type Question = (typeof dlqiQuestions)[number]

/** URL parameters `q1`…`q10` hold the answer ids of the scores package, `q7b` follows `q7`. */
export const dlqiSpecs: readonly ParamSpec[] = dlqiQuestions.flatMap((question): ParamSpec[] => {
  const spec: ParamSpec = { kind: 'choice', name: question, options: dlqiFields[question].options }
  return question === 'q7'
    ? [spec, { kind: 'choice', name: 'q7b', options: dlqiFields.q7b.options }]
    : [spec]
})

const answerPoints: Readonly<Record<string, number>> = {
  very_much: 3,
  a_lot: 2,
  a_little: 1,
  not_at_all: 0,
  not_relevant: 0,
}

const questionKey = (question: Question | 'q7b'): CalculatorMessageKey => `dlqi.${question}`
const answerKey = (answer: string) => `dlqi.answer.${answer}` as CalculatorMessageKey

/** Points of one answered question, question 7 with its branch; null when unanswered. */
function questionPoints(
  values: Readonly<Record<string, string>>,
  question: Question,
): number | null {
  const answer = values[question] ?? ''
  if (answer === '') return null
  if (question !== 'q7') return answerPoints[answer] ?? 0
  if (answer === 'yes') return 3
  if (answer === 'not_relevant') return 0
  const followUp = values.q7b ?? ''
  return followUp === '' ? null : (answerPoints[followUp] ?? 0)
}

/** A question's answers, each with the points it gives (question 7's "No" asks on). */
function answerOptions(t: CalculatorT, question: Question | 'q7b') {
  return dlqiFields[question].options.map((answer) => {
    const points =
      question === 'q7' ? (answer === 'yes' ? 3 : answer === 'no' ? null : 0) : answerPoints[answer]
    return {
      value: answer,
      label: t(
        question === 'q7' ? (`dlqi.q7answer.${answer}` as CalculatorMessageKey) : answerKey(answer),
      ),
      detail:
        points === null || points === undefined
          ? t('dlqi.followUpNeeded')
          : t('dlqi.points', { count: points }),
    }
  })
}

/** One DLQI question with its answers; its error shows once the user has left it. */
function DlqiQuestion({
  form,
  question,
  index,
  issue,
}: {
  form: CalculatorForm
  question: Question | 'q7b'
  index: string
  issue: FieldIssue | undefined
}) {
  const { t, locale } = useCalculatorMessages()
  return (
    <ChoiceGroup
      id={`dlqi-${question}`}
      layout="list"
      className={question === 'q7b' ? 'dlqi-question dlqi-question--follow-up' : 'dlqi-question'}
      legend={
        <>
          <span className="dlqi-question__number">{index}</span> {t(questionKey(question))}
        </>
      }
      options={answerOptions(t, question)}
      value={form.values[question] ?? ''}
      onChange={(value) => {
        form.update(
          // Leaving "No" on question 7 drops its follow-up, which then no longer applies.
          question === 'q7' && value !== 'no' ? { q7: value, q7b: '' } : { [question]: value },
        )
      }}
      onBlur={() => {
        form.touch(question)
      }}
      error={visibleError(t, locale, issue, form.touched.has(question))}
    />
  )
}

/** The answers as the calculator reads them, unanswered ones null. */
export function dlqiFormInput(values: Readonly<Record<string, string>>) {
  return Object.fromEntries([...dlqiQuestions, 'q7b'].map((name) => [name, values[name] || null]))
}

/**
 * The ten questions (7 with its follow-up), on the calculator page and in the referral form's
 * score picker alike.
 */
export function DlqiQuestions({
  form,
  issues,
}: {
  form: CalculatorForm
  issues: ReadonlyMap<string, FieldIssue>
}) {
  return (
    <>
      {dlqiQuestions.map((question) =>
        question === 'q7' ? (
          <div key="q7" className="dlqi-q7">
            <DlqiQuestion form={form} question="q7" index="7." issue={issues.get('q7')} />
            {form.values.q7 === 'no' && (
              <DlqiQuestion form={form} question="q7b" index="7b." issue={issues.get('q7b')} />
            )}
          </div>
        ) : (
          <DlqiQuestion
            key={question}
            form={form}
            question={question}
            index={`${question.slice(1)}.`}
            issue={issues.get(question)}
          />
        ),
      )}
    </>
  )
}

/**
 * DLQI: ten questions on the last week, question 7 with its follow-up when answered "No". The
 * wording is our own paraphrase (the official Czech translation is licensed by Cardiff); the
 * scoring and the missing-answer rules are those of the scores package.
 */
export function DlqiCalculator() {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(dlqiSpecs, { fixed: FIXED })
  const input = dlqiFormInput(form.values)
  const outcome = runWithFormInput(calculateDlqi, input)
  const issues = collectIssues(new Map(), outcome.ok ? [] : outcome.issues)
  const result = outcome.ok ? outcome.result : null
  const unanswered = dlqiQuestions.filter((question) => (form.values[question] ?? '') === '')

  const missing: MissingItem[] = [...dlqiQuestions, 'q7b' as const].flatMap((name) => {
    const issue = issues.get(name)
    if (!issue) return []
    return [
      {
        fieldId: `dlqi-${name}`,
        label: t('dlqi.questionNumber', { n: name === 'q7b' ? '7b' : name.slice(1) }),
        // Listed question by question, "more than one unanswered" would repeat ten times.
        message:
          issue.code === 'too_many_unanswered'
            ? t('dlqi.unanswered')
            : issueMessage(t, locale, issue),
      },
    ]
  })

  const formatted = result ? String(result.display) : null
  const notes: string[] = []
  if (result && unanswered.length === 1) {
    notes.push(t('dlqi.oneUnanswered', { n: (unanswered[0] ?? 'q0').slice(1) }))
  }
  const view: ResultView | null =
    result && formatted !== null
      ? {
          value: formatted,
          band: bandView(t, 'dlqi', dlqiScore.bandIds, result.band),
          interpretation: t(interpretationKey('dlqi', result.band)),
          notes,
        }
      : null
  const summary: SummaryItem[] = dlqiQuestions.map((question) => {
    const points = questionPoints(form.values, question)
    return {
      label: t('dlqi.short', { n: question.slice(1) }),
      value: points === null ? '–' : String(points),
    }
  })
  const copyText =
    view && formatted !== null
      ? buildCopyText(locale, {
          score: 'DLQI',
          value: formatted,
          band: view.band?.label ?? null,
          inputs: summary,
          date: new Date(),
        })
      : null

  return (
    <CalculatorShell
      name={t(nameKey('dlqi'))}
      purpose={t(purposeKey('dlqi'))}
      intro={
        <>
          <p className="calc__note">{t('intro.dlqi')}</p>
          <p className="calc__copyright">
            DLQI <span lang="en">{DLQI_COPYRIGHT}</span>. {t('dlqi.licence')}
          </p>
        </>
      }
      scoreName="DLQI"
      summary={summary}
      view={view}
      missingCount={missing.length}
      result={
        <ResultPanel
          scoreName="DLQI"
          result={view}
          missing={missing}
          extra={
            result ? (
              <>
                <SeverityLink param="dlqi" value={result.display} label="dlqi.toSeverity" />
                <UseInReferral score="dlqi" values={form.values} input={withoutEmpty(input)} />
              </>
            ) : undefined
          }
          thresholds={
            <ThresholdTable
              rows={integerRanges(dlqiScore.bands, 0, 30).map((range) => ({
                key: range.band,
                label: t(bandLabelKey('dlqi', range.band)),
                range: formatIntegerRange(range.from, range.to),
                current: range.band === result?.band,
              }))}
            />
          }
          source={sourceText(t, dlqiScore.id)}
          versions={[scoreFormula('dlqi', dlqiScore.version)]}
          copyText={copyText}
          onReset={form.reset}
        />
      }
    >
      <p className="dlqi-recall">{t('dlqi.recall')}</p>
      <DlqiQuestions form={form} issues={issues} />
    </CalculatorShell>
  )
}
