import { useId, type ReactNode } from 'react'
import { LocalForm } from '../../../shared/forms/local-form'
import { formatDate } from '../../../shared/i18n/format'
import { useCalculatorMessages } from '../calculator-messages'
import type { SummaryItem } from '../lib/copy-text'
import { BandIcon } from './band-badge'
import type { ResultView } from './result-panel'

interface CalculatorShellProps {
  readonly name: string
  readonly purpose: string
  /** Notes under the purpose (licence, how to use the diagram…). */
  readonly intro?: ReactNode
  /** The form's fields. */
  readonly children: ReactNode
  /** The result panel. */
  readonly result: ReactNode
  /** For the print view and the phone's result bar. */
  readonly scoreName: string
  readonly summary: readonly SummaryItem[]
  /** Further lines of the print view only (the marked joints by name). */
  readonly printDetails?: readonly SummaryItem[]
  readonly view: ResultView | null
  readonly missingCount: number
}

/**
 * The frame of every calculator: its heading and purpose, the form beside the result (below it on
 * a phone, where a bar at the bottom keeps the result in sight while typing), and a print view
 * that lists the inputs as the record needs them.
 */
export function CalculatorShell({
  name,
  purpose,
  intro,
  children,
  result,
  scoreName,
  summary,
  printDetails = [],
  view,
  missingCount,
}: CalculatorShellProps) {
  const { t, locale } = useCalculatorMessages()
  const headingId = useId()
  return (
    <section className="calc" aria-labelledby={headingId}>
      <div className="calc__intro">
        <h2 id={headingId}>{name}</h2>
        <p className="calc__purpose">{purpose}</p>
        {intro}
      </div>
      <div className="calc__grid">
        <LocalForm className="calc__form" aria-labelledby={headingId} noValidate>
          {children}
        </LocalForm>
        <div className="calc__result">{result}</div>
      </div>
      <section className="calc__print-inputs" aria-label={t('print.inputs')}>
        <h3>{t('print.inputs')}</h3>
        <dl>
          {[
            { label: t('print.date'), value: formatDate(locale, new Date()) },
            ...summary,
            ...printDetails,
          ].map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="calc__bar" aria-hidden="true">
        {view ? (
          <>
            <span className="calc__bar-score">
              {scoreName} <strong>{view.value}</strong>
              {view.unit}
            </span>
            {view.band && (
              <span className={`calc__bar-band band-tone--${view.band.tone}`}>
                <BandIcon tone={view.band.tone} />
                {view.band.label}
              </span>
            )}
          </>
        ) : (
          <span>{t('result.barMissing', { count: missingCount })}</span>
        )}
      </div>
    </section>
  )
}
