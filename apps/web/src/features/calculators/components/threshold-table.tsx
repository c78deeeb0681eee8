import { useCalculatorMessages } from '../calculator-messages'

export interface ThresholdTableRow {
  readonly key: string
  readonly label: string
  readonly range: string
  readonly current: boolean
}

/** The cut-offs in use, the result's row marked in words as well as by style. */
export function ThresholdTable({
  caption,
  rows,
}: {
  caption?: string
  rows: readonly ThresholdTableRow[]
}) {
  const { t } = useCalculatorMessages()
  return (
    <table className="threshold-table">
      <caption>{caption ?? t('thresholds.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('thresholds.band')}</th>
          <th scope="col">{t('thresholds.range')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.current ? 'threshold-table__current' : undefined}>
            <th scope="row">
              {row.label}
              {row.current && (
                <span className="threshold-table__marker"> {t('thresholds.currentMarker')}</span>
              )}
            </th>
            <td>{row.range}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
