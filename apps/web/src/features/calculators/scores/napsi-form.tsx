import type { ScoreOutcome } from '@konzilium/scores'
import type { ReactNode } from 'react'
import { Button } from '../../../shared/ui/button'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { nameKey, purposeKey } from '../calculator-list'
import { useCalculatorMessages } from '../calculator-messages'
import { CalculatorShell } from '../components/calculator-shell'
import { ResultPanel, type MissingItem, type ResultView } from '../components/result-panel'
import { UseInReferral } from '../components/lazy-use-in-referral'
import { buildCopyText, type SummaryItem } from '../lib/copy-text'
import type { ParamSpec } from '../lib/form-state'
import { issueMessage } from '../lib/issues'
import { runWithFormInput } from '../lib/run-score'
import { sourceText } from '../lib/sources'
import { useCalculatorForm } from '../lib/use-calculator-form'
import { scoreFormula } from '../score-names'

/**
 * What the NAPSI short and long forms share: a list of scored nails, each a set of parts graded
 * by the quadrants they touch (0–4), kept in the address as one digit a part, nails apart by
 * commas. The short form's parts are matrix and bed; the long form's its eight features.
 */
export type Nail<P extends string> = Readonly<Record<P, number>>

const QUADRANTS = ['0', '1', '2', '3', '4'] as const
/** The score each form keeps in its address (constant, as the form hook expects). */
const FIXED = { napsi: { score: 'napsi' }, 'napsi-long': { score: 'napsi-long' } } as const
const FINGERNAILS = 10

/** The `nails` parameter, its digits and the nails they stand for, for the given parts in order. */
export function napsiNailsParam<P extends string>(parts: readonly P[], maxNails: number) {
  const digits = `[0-4]{${String(parts.length)}}`
  const empty = () => Object.fromEntries(parts.map((part) => [part, 0])) as Nail<P>
  const specs: readonly ParamSpec[] = [
    {
      kind: 'pattern',
      name: 'nails',
      pattern: new RegExp(`^${digits}(,${digits}){0,${String(maxNails - 1)}}$`),
    },
  ]
  /** Empty means one target nail with no findings. */
  const read = (value: string): Nail<P>[] =>
    value === ''
      ? [empty()]
      : value
          .split(',')
          .map(
            (nail) =>
              Object.fromEntries(parts.map((part, i) => [part, Number(nail[i])])) as Nail<P>,
          )
  const write = (nails: readonly Nail<P>[]) =>
    nails.map((nail) => parts.map((part) => String(nail[part])).join('')).join(',')
  return { empty, specs, read, write, maxNails }
}

/** One part of one nail, graded by quadrant (0–4). */
export function QuadrantChoice({
  id,
  legend,
  hint,
  value,
  onChange,
}: {
  id: string
  legend: string
  hint?: string
  value: number
  onChange: (value: number) => void
}) {
  return (
    <ChoiceGroup
      id={id}
      legend={legend}
      {...(hint ? { hint } : {})}
      value={String(value)}
      onChange={(next) => {
        onChange(Number(next))
      }}
      options={QUADRANTS.map((quadrant) => ({ value: quadrant, label: quadrant }))}
    />
  )
}

/**
 * The scored nails, each in its own fieldset with a way to remove it (while more than one is
 * left), then adding one more and, where `allFingernails`, filling up to ten.
 */
export function NailList<P extends string>({
  nails,
  onChange,
  empty,
  maxNails,
  allFingernails = false,
  legend,
  children,
}: {
  nails: readonly Nail<P>[]
  onChange: (nails: readonly Nail<P>[]) => void
  empty: () => Nail<P>
  maxNails: number
  allFingernails?: boolean
  legend: (n: string, nail: Nail<P>) => string
  /** The nail's parts; `set` changes one of them. */
  children: (nail: Nail<P>, n: string, set: (part: P, value: number) => void) => ReactNode
}) {
  const { t } = useCalculatorMessages()
  return (
    <>
      <ol className="napsi-nails">
        {nails.map((nail, index) => {
          const n = String(index + 1)
          const set = (part: P, value: number) => {
            onChange(nails.map((other, i) => (i === index ? { ...other, [part]: value } : other)))
          }
          return (
            <li key={index} className="napsi-nail">
              <fieldset className="napsi-nail__fieldset">
                <legend className="napsi-nail__legend">{legend(n, nail)}</legend>
                {children(nail, n, set)}
                {nails.length > 1 && (
                  <Button
                    variant="text"
                    small
                    onClick={() => {
                      onChange(nails.filter((_, i) => i !== index))
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
          disabled={nails.length >= maxNails}
          onClick={() => {
            onChange([...nails, empty()])
          }}
        >
          {t('napsi.add')}
        </Button>
        {allFingernails && nails.length < FINGERNAILS && (
          <Button
            variant="text"
            small
            onClick={() => {
              onChange([
                ...nails,
                ...Array.from({ length: FINGERNAILS - nails.length }, () => empty()),
              ])
            }}
          >
            {t('napsi.allFingernails')}
          </Button>
        )}
      </div>
    </>
  )
}

/**
 * A NAPSI form around its nails: the form in the address, the result (no severity bands, the
 * maximum for the nails scored beside it), a line per nail to copy, the source and the version.
 */
export function NapsiForm<P extends string>({
  id,
  scoreName,
  intro,
  score,
  calculate,
  param,
  perNail,
  firstFieldId,
  nailValue,
  allFingernails,
  legend,
  children,
}: {
  id: 'napsi' | 'napsi-long'
  scoreName: string
  intro: string
  score: { id: string; version: string }
  calculate: (input: never) => ScoreOutcome<null>
  param: ReturnType<typeof napsiNailsParam<P>>
  /** The most one nail can score. */
  perNail: number
  firstFieldId: string
  /** A nail as its line in the copied summary. */
  nailValue: (nail: Nail<P>) => string
  allFingernails?: boolean
  legend: (n: string, nail: Nail<P>) => string
  children: (nail: Nail<P>, n: string, set: (part: P, value: number) => void) => ReactNode
}) {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(param.specs, { fixed: FIXED[id] })
  const nails = param.read(form.values.nails ?? '')
  const outcome = runWithFormInput(calculate, { nails })
  const missing: MissingItem[] = outcome.ok
    ? []
    : outcome.issues.map((issue) => ({
        fieldId: firstFieldId,
        label: t('napsi.nails'),
        message: issueMessage(t, locale, issue),
      }))
  const view: ResultView | null = outcome.ok
    ? {
        value: String(outcome.result.display),
        band: null,
        interpretation: t('interp.napsi.none'),
        notes: [t('napsi.maximum', { count: nails.length, max: nails.length * perNail })],
      }
    : null
  const summary: SummaryItem[] = nails.map((nail, index) => ({
    label: t('napsi.short', { n: String(index + 1) }),
    value: nailValue(nail),
  }))
  const copyText = view
    ? buildCopyText(locale, {
        score: scoreName,
        value: view.value,
        band: null,
        inputs: summary,
        date: new Date(),
      })
    : null

  return (
    <CalculatorShell
      name={t(nameKey(id))}
      purpose={t(purposeKey(id))}
      intro={<p className="calc__note">{intro}</p>}
      scoreName={scoreName}
      summary={summary}
      view={view}
      missingCount={missing.length}
      result={
        <ResultPanel
          scoreName={scoreName}
          result={view}
          missing={missing}
          extra={
            outcome.ok ? (
              <UseInReferral score={id} values={form.values} input={{ nails }} />
            ) : undefined
          }
          thresholds={<p className="result-panel__note">{t('napsi.noBands')}</p>}
          source={sourceText(t, score.id)}
          versions={[scoreFormula(id, score.version)]}
          copyText={copyText}
          onReset={form.reset}
        />
      }
    >
      <NailList
        nails={nails}
        onChange={(next) => {
          form.update({ nails: param.write(next) })
        }}
        empty={param.empty}
        maxNails={param.maxNails}
        allFingernails={allFingernails ?? false}
        legend={legend}
      >
        {children}
      </NailList>
    </CalculatorShell>
  )
}
