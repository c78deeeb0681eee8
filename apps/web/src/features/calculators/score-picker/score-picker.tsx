import type { PasiRegion, ScoreId } from '@konzilium/scores'
import { useCallback, useEffect, useState } from 'react'
import { useCalculatorMessages } from '../calculator-messages'
import {
  ConfigInputs,
  scoreInput,
  type ScoreCalculatorConfig,
  type ScoreVariant,
} from '../components/score-calculator'
import { collectIssues } from '../lib/fields'
import type { FormState } from '../lib/form-state'
import { runWithFormInput } from '../lib/run-score'
import { bsaConfig } from '../scores/dermatology-configs'
import { DlqiQuestions, dlqiFormInput } from '../scores/dlqi-calculator'
import { nailsParam, NapsiNailParts } from '../scores/napsi-calculator'
import { NailList } from '../scores/napsi-form'
import { SpgaChoices, spgaFormInput } from '../scores/spga-calculator'
import { pasiOutcome } from '../scores/pasi-outcome'
import { AREA_INPUT } from '../scores/pasi-regions'
import { PasiRegionsPicker } from '../scores/pasi-regions-picker'
import { rheumatologyConfigs } from '../scores/rheumatology-configs'
import { calculateDlqi, calculateSpga } from '@konzilium/scores'
import type { PickedScore } from './picker-scores'
import { pasiInput, withoutEmpty } from './picker-input'
import { usePickerForm } from './picker-form'
import '../calculators.css'

/** The calculator and formula of a score entered with number fields and joint counts. */
function configOf(score: ScoreId): { config: ScoreCalculatorConfig; variant: ScoreVariant } | null {
  for (const config of [bsaConfig, ...rheumatologyConfigs]) {
    const variant = config.variants.find((v) => v.scoreParam === score)
    if (variant) return { config, variant }
  }
  return null
}

/** The score's input (what the referral sends) from the picker's state. */
export function pickerInput(score: ScoreId, values: FormState): Record<string, unknown> {
  if (score === 'pasi' || score === 'pasi-percent') return pasiInput(values, score !== 'pasi')
  if (score === 'dlqi') return withoutEmpty(dlqiFormInput(values))
  if (score === 'spga') return withoutEmpty(spgaFormInput(values))
  if (score === 'napsi') return { nails: nailsParam.read(values.nails ?? '') }
  const found = configOf(score)
  return found ? withoutEmpty(scoreInput(found.config, found.variant, values).input) : {}
}

export interface ScorePickerProps {
  readonly score: ScoreId
  readonly value: FormState
  readonly onChange: (picked: PickedScore) => void
  /** Prefixes the fields' ids, so two pickers of a page never share one. */
  readonly idPrefix: string
}

/**
 * One score entered with the calculator's own picker, on state its owner keeps: PASI with its
 * four regions (area as the 0–6 score, or in % for `pasi-percent`), DLQI's ten questions, the
 * joint picker of DAS28, CDAI, SDAI and DAPSA, sPGA's graded components, NAPSI's nails, and the
 * number fields of BSA, BASDAI and ASDAS.
 */
export function ScorePicker({ score, value, onChange, idPrefix }: ScorePickerProps) {
  const change = useCallback(
    (next: FormState) => {
      onChange({ values: next, input: pickerInput(score, next) })
    },
    [onChange, score],
  )
  const form = usePickerForm(value, change)
  if (score === 'pasi' || score === 'pasi-percent')
    return <PasiPicker form={form} percent={score === 'pasi-percent'} />
  if (score === 'dlqi') return <DlqiPicker form={form} />
  if (score === 'spga') return <SpgaPicker form={form} idPrefix={`${idPrefix}-spga`} />
  if (score === 'napsi') return <NapsiPicker form={form} idPrefix={`${idPrefix}-napsi`} />
  const found = configOf(score)
  if (!found) return null
  return <ConfigPicker form={form} {...found} idPrefix={`${idPrefix}-${score}`} />
}

type PickerForm = ReturnType<typeof usePickerForm>

function PasiPicker({ form, percent }: { form: PickerForm; percent: boolean }) {
  const { t, locale } = useCalculatorMessages()
  const [selected, setSelected] = useState<PasiRegion>('head')
  const values = { ...form.values, [AREA_INPUT]: percent ? 'percent' : 'band' }
  const { regions, shares, involved } = pasiOutcome(values, t, locale, setSelected)
  return (
    <div className="score-picker score-picker--pasi">
      <PasiRegionsPicker
        form={{ ...form, values }}
        selected={selected}
        onSelect={setSelected}
        regions={regions}
        shares={shares}
        involved={involved}
        percentMode={percent}
      />
    </div>
  )
}

function DlqiPicker({ form }: { form: PickerForm }) {
  const outcome = runWithFormInput(calculateDlqi, dlqiFormInput(form.values))
  const issues = collectIssues(new Map(), outcome.ok ? [] : outcome.issues)
  return (
    <div className="score-picker score-picker--dlqi">
      <DlqiQuestions form={form} issues={issues} />
    </div>
  )
}

function SpgaPicker({ form, idPrefix }: { form: PickerForm; idPrefix: string }) {
  const outcome = runWithFormInput(calculateSpga, spgaFormInput(form.values))
  const issues = collectIssues(new Map(), outcome.ok ? [] : outcome.issues)
  return (
    <div className="score-picker score-picker--spga">
      <SpgaChoices form={form} issues={issues} idPrefix={idPrefix} />
    </div>
  )
}

function NapsiPicker({ form, idPrefix }: { form: PickerForm; idPrefix: string }) {
  const { t } = useCalculatorMessages()
  // A new NAPSI starts, as on the calculator page, with one nail without findings: its input too,
  // not only the drawn zeros, so the result it shows (0) is what would be sent.
  const started = form.values.nails !== undefined
  const { update } = form
  useEffect(() => {
    if (!started) update({ nails: nailsParam.write(nailsParam.read('')) })
  }, [started, update])
  return (
    <div className="score-picker score-picker--napsi">
      <NailList
        nails={nailsParam.read(form.values.nails ?? '')}
        onChange={(next) => {
          form.update({ nails: nailsParam.write(next) })
        }}
        empty={nailsParam.empty}
        maxNails={nailsParam.maxNails}
        legend={(n) => t('napsi.nail', { n })}
      >
        {(nail, n, set) => <NapsiNailParts nail={nail} n={n} set={set} idPrefix={idPrefix} />}
      </NailList>
    </div>
  )
}

function ConfigPicker({
  form,
  config,
  variant,
  idPrefix,
}: {
  form: PickerForm
  config: ScoreCalculatorConfig
  variant: ScoreVariant
  idPrefix: string
}) {
  const { input, parseIssues } = scoreInput(config, variant, form.values)
  const outcome = runWithFormInput(variant.calculate, input)
  const issues = collectIssues(parseIssues, outcome.ok ? [] : outcome.issues)
  return (
    <div className="score-picker">
      <ConfigInputs
        config={config}
        variant={variant}
        form={form}
        idPrefix={idPrefix}
        issues={issues}
      />
    </div>
  )
}
