import { eularResponseCriteria, type EularResponseBand } from '@konzilium/scores'
import { useCalculatorMessages } from '../calculator-messages'
import { bandLabelKey } from '../lib/bands'
import { formatLimit } from '../lib/locale-number'

type Row = keyof typeof eularResponseCriteria.matrix
const rows: readonly Row[] = ['low', 'moderate', 'high']

/**
 * The EULAR response matrix, read from the criteria the calculator uses (current DAS28 by its
 * improvement), with the cell of the result marked in words as well as by style.
 */
export function EularMatrix({
  improvement,
  current,
}: {
  improvement: number | null
  current: number | null
}) {
  const { t, locale } = useCalculatorMessages()
  const { currentAtMost, improvementAbove, matrix } = eularResponseCriteria
  const n = (value: number) => formatLimit(locale, value)
  const rowOf = (value: number): Row =>
    value <= currentAtMost.low ? 'low' : value <= currentAtMost.moderate ? 'moderate' : 'high'
  const columnOf = (delta: number) =>
    delta > improvementAbove.large ? 0 : delta > improvementAbove.small ? 1 : 2
  const currentCell =
    improvement !== null && current !== null
      ? { row: rowOf(current), column: columnOf(improvement) }
      : null

  const rowLabels: Readonly<Record<Row, string>> = {
    low: `≤ ${n(currentAtMost.low)}`,
    moderate: t('thresholds.between', {
      lower: `> ${n(currentAtMost.low)}`,
      upper: `≤ ${n(currentAtMost.moderate)}`,
    }),
    high: `> ${n(currentAtMost.moderate)}`,
  }
  const columnLabels = [
    `> ${n(improvementAbove.large)}`,
    t('thresholds.between', {
      lower: `> ${n(improvementAbove.small)}`,
      upper: `≤ ${n(improvementAbove.large)}`,
    }),
    `≤ ${n(improvementAbove.small)}`,
  ]
  const label = (band: EularResponseBand) => t(bandLabelKey('eular', band))
  return (
    <table className="threshold-table threshold-table--matrix">
      <caption>{t('eular.matrixCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('eular.currentHeader')}</th>
          {columnLabels.map((text) => (
            <th key={text} scope="col">
              {t('eular.deltaHeader', { range: text })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <th scope="row">{rowLabels[row]}</th>
            {matrix[row].map((band, column) => {
              const isCurrent = currentCell?.row === row && currentCell.column === column
              return (
                <td key={column} className={isCurrent ? 'threshold-table__current' : undefined}>
                  {label(band)}
                  {isCurrent && (
                    <span className="threshold-table__marker">
                      {' '}
                      {t('thresholds.currentMarker')}
                    </span>
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
