import { Fragment, useId, useState, type ReactNode } from 'react'
import { Button } from '../../../shared/ui/button'
import { useCalculatorMessages } from '../calculator-messages'
import { formulaVersionInWords, type FormulaVersion } from '../score-names'
import { BandIcon, BandMeter, type BandTone } from './band-badge'

export interface BandView {
  readonly label: string
  readonly tone: BandTone
  /** Position on the band scale, for the meter. */
  readonly index: number
  readonly count: number
}

export interface ResultView {
  /** The displayed value, formatted for the locale ("4,12"). */
  readonly value: string
  /** Unit after the value (" %"), empty for score points. */
  readonly unit?: string
  readonly band: BandView | null
  /** The one-line meaning of this result. */
  readonly interpretation: string
  /** Further lines under the interpretation (a rule that applied, a unit conversion…). */
  readonly notes?: readonly string[]
}

/** Something still to enter or to correct before there is a result. */
export interface MissingItem {
  /** The id of the field to focus (an input, or a fieldset whose first radio is `${id}-first`). */
  readonly fieldId: string
  readonly label: string
  readonly message: string
  /** Brings the field on screen first (PASI edits one region at a time). */
  readonly onActivate?: () => void
}

interface ResultPanelProps {
  /** The score's name with its variant ("DAS28-CRP (3 proměnné)"). */
  readonly scoreName: string
  readonly result: ResultView | null
  readonly missing: readonly MissingItem[]
  /** The cut-offs (a table), shown whether or not there is a result. */
  readonly thresholds?: ReactNode
  /** The formula's source note in the page's language (`sourceText`). */
  readonly source: string
  /** The formulas (or rule sets) behind the result, shown in words, their ids on hover. */
  readonly versions: readonly FormulaVersion[]
  readonly extra?: ReactNode
  /** Replaces the value and band (psoriasis severity shows two rule sets instead). */
  readonly body?: ReactNode
  readonly copyText: string | null
  readonly onReset: () => void
}

function focusField(fieldId: string): void {
  const element =
    document.getElementById(`${fieldId}-first`) ?? document.getElementById(fieldId) ?? null
  element?.focus()
}

type CopyState = { readonly text: string; readonly outcome: 'copied' | 'failed' } | null

/** The score, its band (icon, words and meter), its meaning and any notes. */
function ResultValue({ scoreName, result }: { scoreName: string; result: ResultView }) {
  return (
    <>
      <p className="result-panel__value">
        <span className="result-panel__score">{scoreName}</span>{' '}
        <output className="result-panel__number" data-testid="score-result">
          {result.value}
        </output>
        {result.unit}
      </p>
      {result.band && (
        <p className={`result-panel__band band-tone--${result.band.tone}`} data-testid="score-band">
          <BandIcon tone={result.band.tone} />
          <span>{result.band.label}</span>
          <BandMeter index={result.band.index} count={result.band.count} tone={result.band.tone} />
        </p>
      )}
      <p className="result-panel__interpretation">{result.interpretation}</p>
      {result.notes?.map((note) => (
        <p key={note} className="result-panel__note">
          {note}
        </p>
      ))}
    </>
  )
}

/** What the score still needs, each item a button to the field it names. */
function MissingList({ missing }: { missing: readonly MissingItem[] }) {
  const { t } = useCalculatorMessages()
  return (
    <div className="result-panel__missing" data-testid="score-missing">
      <p>{t('result.missingIntro')}</p>
      <ul>
        {missing.map((item) => (
          <li key={`${item.fieldId}:${item.message}`}>
            <button
              type="button"
              className="result-panel__field-link"
              onClick={() => {
                if (item.onActivate) {
                  item.onActivate()
                  requestAnimationFrame(() => {
                    focusField(item.fieldId)
                  })
                } else {
                  focusField(item.fieldId)
                }
              }}
            >
              {item.label}
            </button>
            : {item.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The result of a calculator: value, band (colour, icon, meter and words), its meaning, the
 * thresholds, the source, and the actions (copy as text, print, reset). Announced politely as it
 * changes. While inputs are missing or invalid it shows no number, but says what is needed.
 */
export function ResultPanel({
  scoreName,
  result,
  missing,
  thresholds,
  source,
  versions,
  extra,
  body,
  copyText,
  onReset,
}: ResultPanelProps) {
  const { t } = useCalculatorMessages()
  const headingId = useId()
  const [copy, setCopy] = useState<CopyState>(null)
  // A confirmation belongs to the text it copied; after any change it is no longer true.
  const copyOutcome = copy !== null && copy.text === copyText ? copy.outcome : null

  const copyToClipboard = async () => {
    if (copyText === null) return
    try {
      await navigator.clipboard.writeText(copyText)
      setCopy({ text: copyText, outcome: 'copied' })
    } catch {
      // No clipboard (an http page, a denied permission): the text is shown to copy by hand.
      setCopy({ text: copyText, outcome: 'failed' })
    }
  }

  return (
    <section className="result-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="result-panel__heading">
        {t('result.heading')}
      </h3>
      <div className="result-panel__live" aria-live="polite" aria-atomic="true">
        {body ??
          (result ? (
            <ResultValue scoreName={scoreName} result={result} />
          ) : (
            <MissingList missing={missing} />
          ))}
      </div>
      {extra}
      {thresholds}
      <div className="result-panel__actions">
        <Button
          variant="primary"
          small
          disabled={copyText === null}
          onClick={() => {
            void copyToClipboard()
          }}
        >
          {t('result.copy')}
        </Button>
        <Button
          variant="secondary"
          small
          onClick={() => {
            window.print()
          }}
        >
          {t('result.print')}
        </Button>
        <Button variant="text" small onClick={onReset}>
          {t('result.reset')}
        </Button>
      </div>
      <div role="status" className="result-panel__copy-status">
        {copyOutcome === 'copied' && <p>{t('result.copied', { text: copyText ?? '' })}</p>}
      </div>
      {copyOutcome === 'failed' && copyText !== null && (
        <div className="result-panel__copy-fallback">
          <label htmlFor={`${headingId}-copy`}>{t('result.copyManually')}</label>
          <textarea
            id={`${headingId}-copy`}
            readOnly
            rows={3}
            value={copyText}
            onFocus={(event) => {
              event.currentTarget.select()
            }}
          />
        </div>
      )}
      <p className="result-panel__source">
        {t('result.source')} {source}
      </p>
      {versions.length > 0 && (
        <p className="result-panel__version">
          {versions.map((formula, index) => (
            <Fragment key={formula.id}>
              {index > 0 && ', '}
              {/* The version in words; its id (ADR 005) on hover, for a query. */}
              <span title={formula.id}>
                {formulaVersionInWords(t, formula.id, t(formula.name))}
              </span>
            </Fragment>
          ))}
        </p>
      )}
    </section>
  )
}
