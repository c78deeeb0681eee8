import type { DoctorFigures, Statistics } from '@konzilium/contract/statistics'
import { Table, type TableColumn, type TableStatus } from '../../shared/ui/table'
import { BarChart } from './bar-chart'
import { CellView, regionName } from './cells'
import { useStatisticsMessages } from './statistics-messages'

type RegionRow = DoctorFigures & { region: string | null; total?: true }
type CenterRow = Statistics['doctors']['rows'][number]

/** Doctors invited and active: a chart of the active ones per region, and the two tables. */
export function DoctorsSection({
  data,
  status,
}: {
  data: Statistics | undefined
  status: TableStatus
}) {
  const { t } = useStatisticsMessages()
  const figureColumns: TableColumn<DoctorFigures>[] = [
    {
      key: 'invited',
      header: t('statistics.column.invited'),
      className: 'statistics-number',
      render: (row) => <CellView cell={row.invited} />,
    },
    {
      key: 'active',
      header: t('statistics.column.active'),
      className: 'statistics-number',
      render: (row) => <CellView cell={row.active} />,
    },
  ]
  const none = t('statistics.noRegion')
  const byRegion: RegionRow[] =
    data && data.doctors.byRegion.length > 0
      ? [...data.doctors.byRegion, { ...data.doctors.total, region: null, total: true }]
      : []
  return (
    <section aria-labelledby="statistics-doctors" className="statistics-section">
      <h2 id="statistics-doctors">{t('statistics.doctors.heading')}</h2>
      <BarChart
        title={t('statistics.doctors.chart')}
        bars={(data?.doctors.byRegion ?? []).map((row) => ({
          key: row.region ?? 'none',
          label: regionName(row.region, none),
          value: row.active,
        }))}
      />
      <Table<RegionRow>
        caption={t('statistics.doctors.byRegion')}
        columns={[
          {
            key: 'region',
            header: t('statistics.column.region'),
            render: (row) =>
              row.total ? <strong>{t('statistics.total')}</strong> : regionName(row.region, none),
          },
          ...figureColumns,
        ]}
        rows={byRegion}
        rowKey={(row) => (row.total ? 'total' : (row.region ?? 'none'))}
        status={status}
        emptyText={t('statistics.empty')}
        errorText={t('statistics.loadError')}
        className="statistics-table"
      />
      <Table<CenterRow>
        caption={t('statistics.doctors.rows')}
        columns={[
          {
            key: 'center',
            header: t('statistics.column.center'),
            render: (row) => row.center?.name ?? t('statistics.outpatients'),
          },
          {
            key: 'region',
            header: t('statistics.column.region'),
            render: (row) => regionName(row.region, none),
          },
          ...figureColumns,
        ]}
        rows={data?.doctors.rows}
        rowKey={(row) => row.center?.id ?? `outpatients ${row.region ?? 'none'}`}
        status={status}
        emptyText={t('statistics.empty')}
        errorText={t('statistics.loadError')}
        className="statistics-table"
      />
    </section>
  )
}
