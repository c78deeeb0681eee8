import { calculateNapsi, napsiFields, napsiScore } from '@konzilium/scores'
import { Button } from '../../../shared/ui/button'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { useCalculatorMessages } from '../calculator-messages'
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

const FIXED = { score: 'napsi' } as const
const QUADRANTS = ['0', '1', '2', '3', '4'] as const
const MAX_NAILS = napsiFields.nails.maxItems
const FINGERNAILS = 10

/**
 * `nails=12,04`: one pair of digits per nail, nail-matrix then nail-bed quadrants (0–4 each).
 * Empty means one target nail with no findings.
 */
export const napsiSpecs: readonly ParamSpec[] = [
  {
    kind: 'pattern',
    name: 'nails',
    pattern: new RegExp(`^[0-4]{2}(,[0-4]{2}){0,${MAX_NAILS - 1}}$`),
  },
]

interface Nail {
  readonly matrix: number
  readonly bed: number
}

function readNails(value: string): Nail[] {
  if (value === '') return [{ matrix: 0, bed: 0 }]
  return value.split(',').map((pair) => ({ matrix: Number(pair[0]), bed: Number(pair[1]) }))
}

const writeNails = (nails: readonly Nail[]) =>
  nails.map((nail) => `${nail.matrix}${nail.bed}`).join(',')

/** NAPSI (Rich & Scher): matrix and bed quadrants of each scored nail; no severity bands. */
export function NapsiCalculator() {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(napsiSpecs, { fixed: FIXED })
  const nails = readNails(form.values.nails ?? '')
  const outcome = runWithFormInput(calculateNapsi, { nails })
  const result = outcome.ok ? outcome.result : null
  const missing: MissingItem[] = outcome.ok
    ? []
    : outcome.issues.map((issue) => ({
        fieldId: 'napsi-nail-1-matrix',
        label: t('napsi.nails'),
        message: issueMessage(t, locale, issue),
      }))
  const setNails = (next: readonly Nail[]) => {
    form.update({ nails: writeNails(next) })
  }
  const view: ResultView | null = result
    ? {
        value: String(result.display),
        band: null,
        interpretation: t('interp.napsi.none'),
        notes: [t('napsi.maximum', { count: nails.length, max: nails.length * 8 })],
      }
    : null
  const summary: SummaryItem[] = nails.map((nail, index) => ({
    label: t('napsi.short', { n: String(index + 1) }),
    value: `${nail.matrix}+${nail.bed}`,
  }))
  const copyText = view
    ? buildCopyText(locale, {
        score: 'NAPSI',
        value: view.value,
        band: null,
        inputs: summary,
        date: new Date(),
      })
    : null

  return (
    <CalculatorShell
      name={t(nameKey('napsi'))}
      purpose={t(purposeKey('napsi'))}
      intro={<p className="calc__note">{t('intro.napsi')}</p>}
      scoreName="NAPSI"
      summary={summary}
      view={view}
      missingCount={missing.length}
      result={
        <ResultPanel
          scoreName="NAPSI"
          result={view}
          missing={missing}
          thresholds={<p className="result-panel__note">{t('napsi.noBands')}</p>}
          source={sourceText(t, napsiScore.id)}
          versions={[scoreFormula('napsi', napsiScore.version)]}
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
                <legend className="napsi-nail__legend">{t('napsi.nail', { n })}</legend>
                {(['matrix', 'bed'] as const).map((part) => (
                  <ChoiceGroup
                    key={part}
                    id={`napsi-nail-${n}-${part}`}
                    legend={part === 'matrix' ? t('napsi.matrix') : t('napsi.bed')}
                    hint={part === 'matrix' ? t('napsi.matrixHint') : t('napsi.bedHint')}
                    value={String(nail[part])}
                    onChange={(value) => {
                      setNails(
                        nails.map((other, i) =>
                          i === index ? { ...other, [part]: Number(value) } : other,
                        ),
                      )
                    }}
                    options={QUADRANTS.map((value) => ({ value, label: value }))}
                  />
                ))}
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
            setNails([...nails, { matrix: 0, bed: 0 }])
          }}
        >
          {t('napsi.add')}
        </Button>
        {nails.length < FINGERNAILS && (
          <Button
            variant="text"
            small
            onClick={() => {
              setNails([
                ...nails,
                ...Array.from({ length: FINGERNAILS - nails.length }, () => ({
                  matrix: 0,
                  bed: 0,
                })),
              ])
            }}
          >
            {t('napsi.allFingernails')}
          </Button>
        )}
      </div>
    </CalculatorShell>
  )
}
