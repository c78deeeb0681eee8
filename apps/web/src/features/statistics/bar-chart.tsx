import type { Cell } from '@konzilium/contract/statistics'
import { useId } from 'react'
import { formatNumber } from '../../shared/i18n/format'
import { useStatisticsMessages } from './statistics-messages'

export interface Bar {
  key: string
  label: string
  value: Cell
}

/**
 * A horizontal bar per figure, drawn as small SVGs of our own (ADR 045): a label, the bar and the
 * figure in words, so the chart reads as a list to a screen reader and fits a phone's width. A
 * count under five is drawn as a short hatched stub marked "< 5", a hidden sum as an empty outline;
 * neither suggests a length it does not have. The table under the chart holds the same figures.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const { t, locale } = useStatisticsMessages()
  const pattern = useId()
  const max = Math.max(5, ...bars.map((bar) => (typeof bar.value === 'number' ? bar.value : 0)))
  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart__title">
        {title} <span className="visually-hidden">{t('statistics.chart.note')}</span>
      </figcaption>
      <svg width="0" height="0" aria-hidden="true" focusable="false" className="bar-chart__defs">
        <defs>
          <pattern id={pattern} width="6" height="6" patternUnits="userSpaceOnUse">
            <path d="M0 6 L6 0" className="bar-chart__hatch" />
          </pattern>
        </defs>
      </svg>
      <ul className="bar-chart__bars">
        {bars.map((bar) => {
          const number = typeof bar.value === 'number'
          const width = number ? (Number(bar.value) / max) * 100 : bar.value === 'small' ? 4 : 0
          const words = number
            ? formatNumber(locale, Number(bar.value))
            : bar.value === 'small'
              ? t('statistics.cell.small')
              : t('statistics.cell.withheld')
          return (
            <li key={bar.key} className="bar-chart__row">
              <span className="bar-chart__label">{bar.label}</span>
              <svg
                className="bar-chart__track"
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                {bar.value === 'withheld' ? (
                  <rect x="0.5" y="0.5" width="99" height="9" className="bar-chart__withheld" />
                ) : (
                  <rect
                    x="0"
                    y="0"
                    width={Math.max(width, number && bar.value !== 0 ? 0.5 : 0)}
                    height="10"
                    className={bar.value === 'small' ? undefined : 'bar-chart__bar'}
                    fill={bar.value === 'small' ? `url(#${pattern})` : undefined}
                  />
                )}
              </svg>
              <span className="bar-chart__value">{words}</span>
            </li>
          )
        })}
      </ul>
    </figure>
  )
}
