import type {
  ChartMarker,
  ChartPoint,
  ChartSeries,
  ChartTreatment,
} from '@konzilium/contract/charts'
import { treatmentOn } from '@konzilium/scores/score-series'
import { Table, type TableColumn, type TableStatus } from '../../shared/ui/table'
import { useChartMessages } from './chart-messages'
import { useChartText } from './chart-words'

interface Row {
  series: ChartSeries
  point: ChartPoint
  marker: ChartMarker | undefined
  treatment: ChartTreatment | null
}

/** Every drawn value as a row, newest first: the chart's accessible and printable alternative. */
export function chartRows(
  series: readonly ChartSeries[],
  treatments: readonly ChartTreatment[],
): Row[] {
  const rows = series.flatMap((s) =>
    s.points.map((point) => ({
      series: s,
      point,
      marker: s.markers.find((m) => m.formId === point.formId && m.date === point.date),
      treatment: treatmentOn(point.date, treatments),
    })),
  )
  return rows.sort(
    (a, b) =>
      b.point.date.localeCompare(a.point.date) ||
      series.indexOf(a.series) - series.indexOf(b.series),
  )
}

/** The values of the charts in the one data table (ADR 029). */
export function ChartTable({
  series,
  treatments,
  status,
}: {
  series: readonly ChartSeries[]
  treatments: readonly ChartTreatment[]
  status: TableStatus
}) {
  const { t } = useChartMessages()
  const text = useChartText()
  const columns: TableColumn<Row>[] = [
    { key: 'date', header: t('table.date'), render: (r) => text.day(r.point.date) },
    { key: 'score', header: t('table.score'), render: (r) => text.scores.name(r.series.score) },
    {
      key: 'value',
      header: t('table.value'),
      render: (r) => text.value(r.series, r.point.value),
      className: 'chart-table__number',
    },
    {
      key: 'band',
      header: t('table.band'),
      render: (r) => (r.point.band ? text.scores.band(r.series.score, r.point.band) : '—'),
    },
    {
      key: 'response',
      header: t('table.response'),
      render: (r) => (r.marker ? text.markerLong(r.marker, r.series.decimals) : '—'),
    },
    {
      key: 'treatment',
      header: t('table.treatment'),
      render: (r) => r.treatment?.drug ?? '—',
    },
    {
      key: 'version',
      header: t('table.version'),
      render: (r) => text.scores.version(r.point.formulaVersion, r.series.score),
    },
  ]
  return (
    <Table
      caption={t('table.caption')}
      columns={columns}
      rows={chartRows(series, treatments)}
      rowKey={(r) => `${r.series.score}-${r.point.formId}`}
      emptyText={t('table.empty')}
      status={status}
      className="chart-table"
    />
  )
}
