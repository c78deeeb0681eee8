import type { BandScale, FieldUnit, ScoreOutcome, ScoreResult } from '@konzilium/scores'
import { useMemo, type ReactNode } from 'react'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { useCalculatorMessages, type CalculatorMessageKey } from '../calculator-messages'
import { nameKey, purposeKey, type CalculatorId } from '../calculator-list'
import { bandLabelKey, bandTone, type BandFamily, type BandOf } from '../lib/bands'
import { buildCopyText, type SummaryItem } from '../lib/copy-text'
import { collectIssues, parseInputs, unitSuffix, type NumberInput } from '../lib/fields'
import type { FormState, ParamSpec } from '../lib/form-state'
import { issueMessage, type CalculatorT, type FieldIssue } from '../lib/issues'
import { formatScoreValue } from '../lib/locale-number'
import { runWithFormInput } from '../lib/run-score'
import { formatThresholdRange, thresholdRows } from '../lib/thresholds'
import { useCalculatorForm, type CalculatorForm } from '../lib/use-calculator-form'
import { CalculatorShell } from './calculator-shell'
import type { JointCountsWithPicker } from './joint-picker/joint-support'
import { ResultPanel, type MissingItem, type ResultView } from './result-panel'
import { SeverityLink } from './severity-link'
import { UseInReferral } from './lazy-use-in-referral'
import { withoutEmpty } from '../score-picker/picker-input'
import { ThresholdTable } from './threshold-table'
import { NumberInputFields } from './number-input-fields'
import { sourceText } from '../lib/sources'
import { definitionFormula } from '../score-names'

/** What the page needs of a score definition (packages/scores `ScoreDefinition`). */
export interface ScoreDefinitionView {
  readonly id: string
  readonly version: string
  readonly decimals: number
  readonly bandIds: readonly string[]
  readonly bands: BandScale<string> | null
}

/** One formula of a calculator: DAS28-CRP has two (4 and 3 variables), most have one. */
export interface ScoreVariant {
  /** The value of `?score=` (`das28-crp-3v`). */
  readonly scoreParam: string
  /** The variant's name in the variant choice. */
  readonly label?: CalculatorMessageKey
  /** The score's name in the result, the copied text and the print view. */
  readonly displayName: CalculatorMessageKey
  /** Number inputs besides the joint counts, in form order. */
  readonly inputs: readonly NumberInput[]
  readonly definition: ScoreDefinitionView
  readonly calculate: (input: never) => ScoreOutcome<string | null>
}

export interface ScoreCalculatorConfig {
  readonly id: CalculatorId
  readonly variants: readonly [ScoreVariant, ...ScoreVariant[]]
  readonly joints?: JointCountsWithPicker
  readonly family: BandFamily
  /** `interp.<prefix>.<band>` holds the one-line meaning of each band. */
  readonly interpretationPrefix: string
  /** The unit of the result, if it has one (BSA %, PASI response %). */
  readonly resultUnit?: FieldUnit
  /** What the number is when it is not the score itself (EULAR: the DAS28 improvement). */
  readonly valueLabel?: CalculatorMessageKey
  /** Paragraphs under the purpose. */
  readonly intro?: readonly CalculatorMessageKey[]
  /** Lines under the interpretation, from the inputs and the result (e.g. the ASDAS CRP floor). */
  readonly notes?: (
    values: Readonly<Record<string, number | null>>,
    result: ScoreResult<string | null>,
  ) => readonly CalculatorMessageKey[]
  /** A link under the result to the psoriasis severity calculator, carrying the result (BSA). */
  readonly toSeverity?: { readonly param: string; readonly label: CalculatorMessageKey }
  /** Replaces the band-scale table (EULAR's matrix). */
  readonly thresholds?: (
    result: ScoreResult<string | null> | null,
    values: Readonly<Record<string, number | null>>,
  ) => ReactNode
}

const VARIANT = 'score'
const KEEP_VARIANT = [VARIANT] as const

/** Every URL parameter of a calculator: the variant, the joint picks and counts, the inputs. */
export function scoreCalculatorSpecs(config: ScoreCalculatorConfig): ParamSpec[] {
  const names = new Set<string>()
  const inputs: ParamSpec[] = []
  for (const variant of config.variants) {
    for (const input of variant.inputs) {
      if (names.has(input.name)) continue
      names.add(input.name)
      inputs.push({ kind: 'number', name: input.name })
    }
  }
  return [
    { kind: 'choice', name: VARIANT, options: config.variants.map((v) => v.scoreParam) },
    ...(config.joints ? config.joints.support.specs(config.joints) : []),
    ...inputs,
  ]
}

export function interpretationKey(prefix: string, band: string): CalculatorMessageKey {
  return `interp.${prefix}.${band}` as CalculatorMessageKey
}

/** The band of a result as the panel shows it (label, tone, place on the scale). */
export function bandView(
  t: CalculatorT,
  family: BandFamily,
  bandIds: readonly string[],
  band: string,
): ResultView['band'] {
  const id = band as BandOf<typeof family>
  return {
    label: t(bandLabelKey(family, id)),
    tone: bandTone(family, id),
    index: bandIds.indexOf(band),
    count: bandIds.length,
  }
}

/** The rows of a band-scale table, the result's band marked. */
export function scaleRows(
  t: CalculatorT,
  locale: Parameters<typeof formatThresholdRange>[1],
  family: BandFamily,
  scale: BandScale<string>,
  current: string | null,
  unit = '',
) {
  return thresholdRows(scale).map((row) => ({
    key: row.band,
    label: t(bandLabelKey(family, row.band as BandOf<typeof family>)),
    range: formatThresholdRange(t, locale, row, unit),
    current: row.band === current,
  }))
}

/**
 * The calculator's input from the form: the variant's numbers and the joint counts (picked or
 * typed), with what could not be read.
 */
export function scoreInput(
  config: ScoreCalculatorConfig,
  variant: ScoreVariant,
  values: FormState,
) {
  const parsed = parseInputs(values, variant.inputs)
  const counts = config.joints ? config.joints.support.counts(values, config.joints) : null
  const input: Record<string, number | null> = { ...parsed.values }
  const parseIssues = new Map<string, FieldIssue>(parsed.parseIssues)
  if (config.joints && counts) {
    input[config.joints.tender.name] = counts.tender.value
    input[config.joints.swollen.name] = counts.swollen.value
    if (counts.tender.parseIssue)
      parseIssues.set(config.joints.tender.name, counts.tender.parseIssue)
    if (counts.swollen.parseIssue) {
      parseIssues.set(config.joints.swollen.name, counts.swollen.parseIssue)
    }
  }
  return { input, parseIssues }
}

/**
 * A calculator of number inputs (and joint counts): DAS28, CDAI, SDAI, DAPSA, BASDAI, ASDAS, BSA,
 * PASI and EULAR responses. Parses as the user types, runs the pure calculator synchronously (one
 * change, one render), and shows the result or what is missing.
 */
export function ScoreCalculator({ config }: { config: ScoreCalculatorConfig }) {
  const { t, locale } = useCalculatorMessages()
  const specs = useMemo(() => scoreCalculatorSpecs(config), [config])
  const form = useCalculatorForm(specs, { keepOnReset: KEEP_VARIANT })
  // `score` names the variant; it is empty only on the page's default calculator opened without
  // `?score=`, and then stays out of the URL, which reopens the same calculator.
  const variant =
    config.variants.find((v) => v.scoreParam === form.values[VARIANT]) ?? config.variants[0]
  const idPrefix = config.id

  const { input, parseIssues } = scoreInput(config, variant, form.values)
  const outcome = runWithFormInput(variant.calculate, input)
  const issues = collectIssues(parseIssues, outcome.ok ? [] : outcome.issues)
  const result = outcome.ok && parseIssues.size === 0 ? outcome.result : null

  const allInputs: NumberInput[] = [
    ...(config.joints ? [config.joints.tender, config.joints.swollen] : []),
    ...variant.inputs,
  ]
  const unitOf = (inputConfig: NumberInput) => unitSuffix(t, inputConfig.spec.unit)
  const missing: MissingItem[] = allInputs.flatMap((inputConfig) => {
    const issue = issues.get(inputConfig.name)
    if (!issue) return []
    return [
      {
        fieldId: `${idPrefix}-${inputConfig.name}`,
        label: t(inputConfig.label),
        message: issueMessage(t, locale, issue, unitOf(inputConfig)),
      },
    ]
  })

  const scoreName = t(variant.displayName)
  const resultUnit = config.resultUnit ? unitSuffix(t, config.resultUnit) : ''
  const formattedValue = result
    ? formatScoreValue(locale, result.display, variant.definition.decimals)
    : null
  const view: ResultView | null =
    result && formattedValue !== null
      ? {
          value: formattedValue,
          unit: resultUnit,
          band:
            result.band === null
              ? null
              : bandView(t, config.family, variant.definition.bandIds, result.band),
          interpretation: t(interpretationKey(config.interpretationPrefix, result.band ?? 'none')),
          notes: (config.notes?.(input, result) ?? []).map((key) => t(key)),
        }
      : null

  const summary: SummaryItem[] = allInputs.flatMap((inputConfig) => {
    const value = input[inputConfig.name]
    if (value === null || value === undefined) return []
    return [
      {
        label: t(inputConfig.short),
        value: `${formatScoreValue(locale, value, decimalsOf(value))}${unitOf(inputConfig)}`,
      },
    ]
  })
  const copyText =
    view && formattedValue !== null
      ? buildCopyText(locale, {
          score: config.valueLabel ? `${scoreName}, ${t(config.valueLabel)}` : scoreName,
          value: `${formattedValue}${resultUnit}`,
          band: view.band?.label ?? null,
          inputs: summary,
          date: new Date(),
        })
      : null

  const thresholds = config.thresholds ? (
    config.thresholds(result, input)
  ) : variant.definition.bands ? (
    <ThresholdTable
      rows={scaleRows(
        t,
        locale,
        config.family,
        variant.definition.bands,
        result?.band ?? null,
        resultUnit,
      )}
    />
  ) : null

  return (
    <CalculatorShell
      name={t(nameKey(config.id))}
      purpose={t(purposeKey(config.id))}
      intro={config.intro?.map((key) => (
        <p key={key} className="calc__note">
          {t(key)}
        </p>
      ))}
      scoreName={config.valueLabel ? t(config.valueLabel) : scoreName}
      summary={summary}
      printDetails={
        config.joints ? config.joints.support.markedJoints(t, form.values, config.joints.set) : []
      }
      view={view}
      missingCount={missing.length}
      result={
        <ResultPanel
          scoreName={config.valueLabel ? t(config.valueLabel) : scoreName}
          result={view}
          missing={missing}
          extra={
            result ? (
              <>
                {config.toSeverity && (
                  <SeverityLink
                    param={config.toSeverity.param}
                    value={result.display}
                    label={config.toSeverity.label}
                  />
                )}
                <UseInReferral
                  score={variant.scoreParam}
                  values={form.values}
                  input={withoutEmpty(input)}
                />
              </>
            ) : undefined
          }
          thresholds={thresholds}
          source={sourceText(t, variant.definition.id)}
          versions={[definitionFormula(variant.definition, variant.displayName)]}
          copyText={copyText}
          onReset={form.reset}
        />
      }
    >
      {config.variants.length > 1 && (
        <ChoiceGroup
          id={`${idPrefix}-variant`}
          legend={t('variant.legend')}
          value={variant.scoreParam}
          onChange={(value) => {
            form.update({ [VARIANT]: value })
          }}
          options={config.variants.map((v) => ({
            value: v.scoreParam,
            label: t(v.label ?? v.displayName),
          }))}
        />
      )}
      <ConfigInputs
        config={config}
        variant={variant}
        form={form}
        idPrefix={idPrefix}
        issues={issues}
      />
    </CalculatorShell>
  )
}

/**
 * The inputs of one formula of a calculator: the joint counts with their picker (DAS28, CDAI,
 * SDAI, DAPSA) and the number fields. The calculator page and the referral form's score picker
 * draw the same component on their own form state.
 */
export function ConfigInputs({
  config,
  variant,
  form,
  idPrefix,
  issues,
}: {
  config: ScoreCalculatorConfig
  variant: ScoreVariant
  form: CalculatorForm
  idPrefix: string
  issues: ReadonlyMap<string, FieldIssue>
}) {
  return (
    <>
      {config.joints && (
        <config.joints.support.Section
          config={config.joints}
          form={form}
          idPrefix={idPrefix}
          tenderIssue={issues.get(config.joints.tender.name)}
          swollenIssue={issues.get(config.joints.swollen.name)}
        />
      )}
      <NumberInputFields inputs={variant.inputs} idPrefix={idPrefix} form={form} issues={issues} />
    </>
  )
}

/** Decimals to show an input with: as many as it has (at most 2), "12" stays "12". */
function decimalsOf(value: number): number {
  const decimals = (String(value).split('.')[1] ?? '').length
  return Math.min(decimals, 2)
}
