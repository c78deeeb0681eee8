import { calculateNapsi, napsiFields, napsiScore } from '@konzilium/scores'
import { useCalculatorMessages } from '../calculator-messages'
import { nameKey, purposeKey } from '../calculator-list'
import { CalculatorShell } from '../components/calculator-shell'
import { ResultPanel, type MissingItem, type ResultView } from '../components/result-panel'
import { buildCopyText, type SummaryItem } from '../lib/copy-text'
import { issueMessage } from '../lib/issues'
import { runWithFormInput } from '../lib/run-score'
import { useCalculatorForm } from '../lib/use-calculator-form'
import { sourceText } from '../lib/sources'
import { scoreFormula } from '../score-names'
import { NailList, napsiNailsParam, QuadrantChoice, type Nail } from './napsi-nails'

const FIXED = { score: 'napsi' } as const
const parts = ['matrix', 'bed'] as const
const MAX_NAILS = napsiFields.nails.maxItems
const nailsParam = napsiNailsParam(parts, MAX_NAILS)

/**
 * `nails=12,04`: one pair of digits per nail, nail-matrix then nail-bed quadrants (0–4 each).
 * Empty means one target nail with no findings.
 */
export const napsiSpecs = nailsParam.specs

/** NAPSI (Rich & Scher): matrix and bed quadrants of each scored nail; no severity bands. */
export function NapsiCalculator() {
  const { t, locale } = useCalculatorMessages()
  const form = useCalculatorForm(napsiSpecs, { fixed: FIXED })
  const nails = nailsParam.read(form.values.nails ?? '')
  const outcome = runWithFormInput(calculateNapsi, { nails })
  const result = outcome.ok ? outcome.result : null
  const missing: MissingItem[] = outcome.ok
    ? []
    : outcome.issues.map((issue) => ({
        fieldId: 'napsi-nail-1-matrix',
        label: t('napsi.nails'),
        message: issueMessage(t, locale, issue),
      }))
  const setNails = (next: readonly Nail<(typeof parts)[number]>[]) => {
    form.update({ nails: nailsParam.write(next) })
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
      <NailList
        nails={nails}
        onChange={setNails}
        empty={nailsParam.empty}
        maxNails={MAX_NAILS}
        allFingernails
        legend={(n) => t('napsi.nail', { n })}
      >
        {(nail, n, set) =>
          parts.map((part) => (
            <QuadrantChoice
              key={part}
              id={`napsi-nail-${n}-${part}`}
              legend={part === 'matrix' ? t('napsi.matrix') : t('napsi.bed')}
              hint={part === 'matrix' ? t('napsi.matrixHint') : t('napsi.bedHint')}
              value={nail[part]}
              onChange={(value) => {
                set(part, value)
              }}
            />
          ))
        }
      </NailList>
    </CalculatorShell>
  )
}
