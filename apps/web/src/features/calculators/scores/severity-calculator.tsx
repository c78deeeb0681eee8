import {
  assessPsoriasisSeverity,
  czechSuklUnverified,
  europeanConsensus,
  psoriasisSeverityFields,
  ruleOfTens,
  type SeverityCondition,
  type SeverityRuleSet,
} from '@konzilium/scores'
import { Checkbox } from '../../../shared/ui/checkbox'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import type { Locale } from '../../../shared/i18n/locale'
import { useCalculatorMessages, type CalculatorMessageKey } from '../calculator-messages'
import { nameKey, purposeKey } from '../calculator-list'
import { BandIcon, type BandTone } from '../components/band-badge'
import { CalculatorShell } from '../components/calculator-shell'
import { ResultPanel, type MissingItem } from '../components/result-panel'
import { interpretationKey } from '../components/score-calculator'
import { bandLabelKey, bandTone, type BandFamily, type BandOf } from '../lib/bands'
import { joinCopyParts, type SummaryItem } from '../lib/copy-text'
import { collectIssues, parseInputs, unitSuffix, type NumberInput } from '../lib/fields'
import { issueMessage, type CalculatorT } from '../lib/issues'
import { formatLimit, formatScoreValue } from '../lib/locale-number'
import { runWithFormInput } from '../lib/run-score'
import { useCalculatorForm } from '../lib/use-calculator-form'
import { NumberInputFields } from '../components/number-input-fields'
import { sourceText } from '../lib/sources'
import { RULES, ruleChoices, severitySpecs } from './severity-specs'

const FIXED = { score: 'severity' } as const

const inputs: readonly NumberInput[] = [
  {
    name: 'pasi',
    spec: psoriasisSeverityFields.pasi,
    label: 'severity.pasi',
    short: 'severity.short.pasi',
    hint: 'severity.pasiHint',
  },
  {
    name: 'bsa',
    spec: psoriasisSeverityFields.bsa,
    label: 'severity.bsa',
    short: 'severity.short.bsa',
    hint: 'severity.bsaHint',
  },
  {
    name: 'dlqi',
    spec: psoriasisSeverityFields.dlqi,
    label: 'severity.dlqi',
    short: 'severity.short.dlqi',
    hint: 'severity.dlqiHint',
  },
]

type RuleChoice = (typeof ruleChoices)[number]

interface RuleSetView {
  readonly ruleSet: SeverityRuleSet<string>
  readonly family: BandFamily
  readonly title: CalculatorMessageKey
  readonly testId: string
}

const ruleSets: readonly RuleSetView[] = [
  {
    ruleSet: ruleOfTens,
    family: 'ruleOfTens',
    title: 'severity.ruleOfTens',
    testId: 'severity-rule-of-tens',
  },
  {
    ruleSet: europeanConsensus,
    family: 'consensus',
    title: 'severity.consensus',
    testId: 'severity-consensus',
  },
  {
    ruleSet: czechSuklUnverified,
    family: 'czech',
    title: 'severity.czech',
    testId: 'severity-czech',
  },
]

const choiceLabel: Readonly<Record<RuleChoice, CalculatorMessageKey>> = {
  verified: 'severity.rules.verified',
  'rule-of-tens': 'severity.ruleOfTens',
  'european-consensus': 'severity.consensus',
  'czech-sukl-unverified': 'severity.rules.czech',
}

function shownRuleSets(choice: string | undefined): readonly RuleSetView[] {
  if (choice === undefined || choice === 'verified')
    return ruleSets.filter((view) => view.ruleSet.verified)
  return ruleSets.filter((view) => view.ruleSet.id === choice)
}

const metricUnit: Readonly<Record<'pasi' | 'bsa' | 'dlqi', string>> = {
  pasi: '',
  bsa: '%',
  dlqi: '',
}

/**
 * A rule set's condition in words, written from the very data the assessment uses, so the page
 * shows exactly the thresholds applied ("PASI > 10 nebo BSA > 10 % nebo DLQI > 10").
 */
export function describeCondition(
  t: CalculatorT,
  locale: Locale,
  condition: SeverityCondition,
): string {
  switch (condition.kind) {
    case 'compare': {
      const unit = metricUnit[condition.metric] === '' ? '' : `\u00a0${t('unit.percent')}`
      return `${condition.metric.toUpperCase()} ${condition.comparator} ${formatLimit(locale, condition.threshold)}${unit}`
    }
    case 'flag':
      return t('severity.flagUpgrade')
    case 'all':
    case 'any': {
      const joiner = condition.kind === 'all' ? t('severity.and') : t('severity.or')
      return condition.conditions
        .map((inner) => {
          const text = describeCondition(t, locale, inner)
          return inner.kind === 'all' || inner.kind === 'any' ? `(${text})` : text
        })
        .join(` ${joiner} `)
    }
  }
}

/** One rule set's answer: the band it gives and how it reads. */
interface Verdict {
  readonly view: RuleSetView
  readonly band: string
  readonly label: string
  readonly tone: BandTone
}

/** The severity under each rule set shown, one block a rule set. */
function SeverityVerdicts({ verdicts }: { verdicts: readonly Verdict[] }) {
  const { t } = useCalculatorMessages()
  return (
    <div className="severity-results">
      {verdicts.map((verdict) => (
        <div
          key={verdict.view.ruleSet.id}
          className="severity-result"
          data-testid={verdict.view.testId}
        >
          <p className="severity-result__title">
            {t(verdict.view.title)}
            {!verdict.view.ruleSet.verified && (
              <span className="severity-result__unverified"> ({t('severity.unverified')})</span>
            )}
          </p>
          <p className={`result-panel__band band-tone--${verdict.tone}`}>
            <BandIcon tone={verdict.tone} />
            <span>{verdict.label}</span>
          </p>
          <p className="result-panel__interpretation">
            {t(interpretationKey(verdict.view.family, verdict.band))}
          </p>
        </div>
      ))}
    </div>
  )
}

/** A rule set's bands and the condition of each, in the order they are tried. */
function RuleSetTable({ view }: { view: RuleSetView }) {
  const { t, locale } = useCalculatorMessages()
  return (
    <table className="threshold-table">
      <caption>{t('severity.rulesCaption', { name: t(view.title) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('thresholds.band')}</th>
          <th scope="col">{t('severity.condition')}</th>
        </tr>
      </thead>
      <tbody>
        {view.ruleSet.rules.map((rule) => (
          <tr key={rule.id}>
            <th scope="row">
              {t(bandLabelKey(view.family, rule.band as BandOf<typeof view.family>))}
            </th>
            <td>{describeCondition(t, locale, rule.when)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">
            {t(bandLabelKey(view.family, view.ruleSet.otherwise as BandOf<typeof view.family>))}
          </th>
          <td>{t('severity.otherwise')}</td>
        </tr>
      </tbody>
    </table>
  )
}

/**
 * Psoriasis severity from PASI, BSA and DLQI under the rule set the user picks: by default the two
 * verified ones, the rule of tens (any one > 10) and the European consensus ((BSA or PASI) > 10 and
 * DLQI > 10, upgrade criteria); or a Czech (SÚKL) preset, always labelled unverified.
 */
export function SeverityCalculator() {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(severitySpecs, { fixed: FIXED })
  const parsed = parseInputs(form.values, inputs)
  const input = { ...parsed.values, upgradeCriteria: form.values.upgrade === '1' }
  const shown = shownRuleSets(form.values[RULES])
  const assessments = shown.map((view) => ({
    view,
    outcome: runWithFormInput(
      (value: Parameters<typeof assessPsoriasisSeverity>[1]) =>
        assessPsoriasisSeverity(view.ruleSet, value),
      input,
    ),
  }))
  const first = assessments[0]?.outcome
  const issues = collectIssues(parsed.parseIssues, first && !first.ok ? first.issues : [])
  const unitOf = (config: NumberInput) => unitSuffix(t, config.spec.unit)
  const missing: MissingItem[] = inputs.flatMap((config) => {
    const issue = issues.get(config.name)
    return issue
      ? [
          {
            fieldId: `severity-${config.name}`,
            label: t(config.label),
            message: issueMessage(t, locale, issue, unitOf(config)),
          },
        ]
      : []
  })
  const ready = missing.length === 0 && assessments.every((a) => a.outcome.ok)

  const verdicts = assessments.flatMap(({ view, outcome }) => {
    if (!outcome.ok) return []
    const band = outcome.result.band as BandOf<typeof view.family>
    const verdict: Verdict = {
      view,
      band,
      label: t(bandLabelKey(view.family, band)),
      tone: bandTone(view.family, band),
    }
    return [verdict]
  })
  const summary: SummaryItem[] = inputs.flatMap((config) => {
    const value = parsed.values[config.name]
    if (value === null || value === undefined) return []
    const decimals = config.spec.step === 1 ? 0 : 1
    return [
      {
        label: t(config.short),
        value: `${formatScoreValue(locale, value, decimals)}${unitOf(config)}`,
      },
    ]
  })
  if (form.values.upgrade === '1')
    summary.push({ label: t('severity.short.upgrade'), value: t('severity.yes') })
  const copyText = ready
    ? joinCopyParts(
        locale,
        verdicts.map((verdict) => `${t(verdict.view.title)}: ${verdict.label}`),
        summary,
        new Date(),
      )
    : null

  return (
    <CalculatorShell
      name={t(nameKey('severity'))}
      purpose={t(purposeKey('severity'))}
      intro={
        <>
          <p className="calc__note">{t('intro.severity')}</p>
          <p className="calc__note calc__note--warning">{t('severity.czechUnverified')}</p>
        </>
      }
      scoreName={t('severity.short')}
      summary={summary}
      view={
        ready && verdicts[0]
          ? {
              value: verdicts[0].label,
              band: null,
              interpretation: '',
            }
          : null
      }
      missingCount={missing.length}
      result={
        <ResultPanel
          scoreName={t('severity.short')}
          result={null}
          body={ready ? <SeverityVerdicts verdicts={verdicts} /> : undefined}
          missing={missing}
          thresholds={shown.map((view) => (
            <RuleSetTable key={view.ruleSet.id} view={view} />
          ))}
          source={sourceText(t, ...shown.map((view) => view.ruleSet.id))}
          versions={shown.map((view) => ({ id: view.ruleSet.version, name: view.title }))}
          copyText={copyText}
          onReset={form.reset}
        />
      }
    >
      <ChoiceGroup
        id="severity-rules"
        legend={t('severity.rules')}
        value={form.values[RULES] ?? 'verified'}
        onChange={(value) => {
          form.update({ [RULES]: value })
        }}
        options={ruleChoices.map((choice) => ({ value: choice, label: t(choiceLabel[choice]) }))}
      />
      {shown.some((view) => !view.ruleSet.verified) && (
        <p className="calc__note calc__note--warning" role="note">
          {t('severity.czechPresetWarning')}
        </p>
      )}
      <NumberInputFields inputs={inputs} idPrefix={'severity'} form={form} issues={issues} />
      <Checkbox
        label={t('severity.upgrade')}
        checked={form.values.upgrade === '1'}
        onChange={(event) => {
          form.update({ upgrade: event.target.checked ? '1' : '' })
        }}
      />
      <p className="calc__hint">{t('severity.upgradeHint')}</p>
    </CalculatorShell>
  )
}
