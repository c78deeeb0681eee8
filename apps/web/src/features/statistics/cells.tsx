import {
  statisticsReferralStates,
  type Cell,
  type ReferralFigures,
} from '@konzilium/contract/statistics'
import { regions } from '@konzilium/contract/czech'
import { formatNumber } from '../../shared/i18n/format'
import type { TableColumn } from '../../shared/ui/table'
import { useStatisticsMessages } from './statistics-messages'

/** A figure: a number, "< 5" for a count from 1 to 4, "hidden" for a sum that includes one. */
export function CellView({ cell }: { cell: Cell }) {
  const { t, locale } = useStatisticsMessages()
  if (typeof cell === 'number') return <>{formatNumber(locale, cell)}</>
  const [short, long] =
    cell === 'small'
      ? [t('statistics.cell.small'), t('statistics.cell.smallLong')]
      : [t('statistics.cell.withheld'), t('statistics.cell.withheldLong')]
  return (
    <span className={`statistics-cell statistics-cell--${cell}`}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{long}</span>
    </span>
  )
}

export const regionName = (code: string | null, none: string) =>
  code === null ? none : (regions.find((region) => region.code === code)?.name ?? code)

/** The columns of the referral figures: one per state and the total, numbers aligned right. */
export function useStateColumns<Row extends ReferralFigures>(): TableColumn<Row>[] {
  const { t } = useStatisticsMessages()
  return [
    ...statisticsReferralStates.map((state) => ({
      key: state,
      header: t(`statistics.state.${state}`),
      className: 'statistics-number',
      render: (row: Row) => <CellView cell={row[state]} />,
    })),
    {
      key: 'total',
      header: t('statistics.state.total'),
      className: 'statistics-number statistics-total',
      render: (row: Row) => <CellView cell={row.total} />,
    },
  ]
}
