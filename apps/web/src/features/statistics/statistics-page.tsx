import {
  statisticsReferralStates,
  type ReferralFigures,
  type Statistics,
} from '@konzilium/contract/statistics'
import { useState } from 'react'
import { useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { formatMonth, formatMonthRange } from '../../shared/i18n/format'
import { PageHeader } from '../../shared/ui/page-header'
import { Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import { Table, type TableStatus } from '../../shared/ui/table'
import { TextField } from '../../shared/ui/text-field'
import { useStatistics } from './api'
import { BarChart } from './bar-chart'
import { regionName, useStateColumns } from './cells'
import { DoctorsSection } from './doctors-section'
import { statisticsQueryParsers } from './statistics-query'
import { useStatisticsMessages } from './statistics-messages'
import './statistics.css'

const PAGE_SIZE = 24
type Measure = (typeof statisticsReferralStates)[number] | 'total'
const measures: readonly Measure[] = ['total', ...statisticsReferralStates]

/** /app/statistics (administrators and representatives, ADR 045). */
export function StatisticsPage() {
  return (
    <NuqsAdapter>
      <StatisticsScreen />
    </NuqsAdapter>
  )
}

function StatisticsScreen() {
  const { t } = useStatisticsMessages()
  const [state, setState] = useQueryStates(statisticsQueryParsers, { history: 'push' })
  const rangeInvalid = Boolean(state.from && state.to && state.from > state.to)
  const answer = useStatistics({
    ...(state.region ? { region: state.region } : {}),
    ...(state.center ? { centerId: state.center } : {}),
    ...(state.from && !rangeInvalid ? { from: state.from } : {}),
    ...(state.to && !rangeInvalid ? { to: state.to } : {}),
  })
  const data = answer.data
  const centers = (data?.centers ?? []).filter((c) => !state.region || c.region === state.region)
  return (
    <>
      <PageHeader title={t('statistics.title')} description={t('statistics.description')} />
      <div role="group" aria-label={t('statistics.filters')} className="statistics-filters">
        <Select
          label={t('statistics.filter.region')}
          value={state.region ?? ''}
          options={[
            { value: '', label: t('statistics.filter.anyRegion') },
            ...(data?.regions ?? []).map((code) => ({ value: code, label: regionName(code, '') })),
          ]}
          onChange={(e) => {
            const region = data?.regions.find((code) => code === e.target.value) ?? null
            void setState({ region, center: null, page: 1 })
          }}
        />
        <Select
          label={t('statistics.filter.center')}
          value={state.center ?? ''}
          options={[
            { value: '', label: t('statistics.filter.anyCenter') },
            ...centers.map((c) => ({ value: c.id, label: c.name })),
          ]}
          onChange={(e) => void setState({ center: e.target.value || null, page: 1 })}
        />
        <TextField
          label={t('statistics.filter.from')}
          type="month"
          value={state.from ?? data?.from ?? ''}
          onChange={(e) => void setState({ from: e.target.value || null, page: 1 })}
        />
        <TextField
          label={t('statistics.filter.to')}
          type="month"
          value={state.to ?? data?.to ?? ''}
          error={rangeInvalid ? t('statistics.filter.rangeInvalid') : undefined}
          onChange={(e) => void setState({ to: e.target.value || null, page: 1 })}
        />
      </div>
      <p className="statistics-rule">{t('statistics.rule')}</p>
      <ReferralsSection
        data={data}
        status={answer}
        page={state.page}
        onPage={(page) => void setState({ page })}
      />
      <DoctorsSection data={data} status={answer} />
    </>
  )
}

type SectionProps = {
  data: Statistics | undefined
  status: TableStatus
  page: number
  onPage: (page: number) => void
}
type MonthRow = ReferralFigures & { month: string }
type CenterRow = Statistics['referrals']['byCenter'][number] | (ReferralFigures & { total$: true })

function ReferralsSection({ data, status, page, onPage }: SectionProps) {
  const { t, locale } = useStatisticsMessages()
  const [measure, setMeasure] = useState<Measure>('total')
  const stateColumns = useStateColumns<ReferralFigures>()
  const period = data ? formatMonthRange(locale, data.from, data.to) : ''
  const byMonth: MonthRow[] = data
    ? [...data.referrals.byMonth, { ...data.referrals.total, month: '' }]
    : []
  const byCenter: CenterRow[] = data
    ? [...data.referrals.byCenter, { ...data.referrals.total, total$: true }]
    : []
  const rows = data?.referrals.rows ?? []
  const errorText = t('statistics.loadError')
  return (
    <section aria-labelledby="statistics-referrals" className="statistics-section">
      <h2 id="statistics-referrals">{t('statistics.referrals.heading')}</h2>
      <Select
        className="statistics-measure"
        label={t('statistics.referrals.measure')}
        value={measure}
        options={measures.map((m) => ({ value: m, label: t(`statistics.state.${m}`) }))}
        onChange={(e) => {
          setMeasure(measures.find((m) => m === e.target.value) ?? 'total')
        }}
      />
      <BarChart
        title={`${t('statistics.referrals.chart')}: ${t(`statistics.state.${measure}`)}`}
        bars={(data?.referrals.byMonth ?? []).map((m) => ({
          key: m.month,
          label: formatMonth(locale, m.month),
          value: m[measure],
        }))}
      />
      <Table<MonthRow>
        caption={t('statistics.referrals.byMonth', { from: period })}
        columns={[
          {
            key: 'month',
            header: t('statistics.column.month'),
            render: (row) =>
              row.month ? formatMonth(locale, row.month) : <strong>{t('statistics.total')}</strong>,
          },
          ...stateColumns,
        ]}
        rows={byMonth}
        rowKey={(row) => row.month || 'total'}
        status={status}
        emptyText={t('statistics.empty')}
        errorText={errorText}
        className="statistics-table"
      />
      <Table<CenterRow>
        caption={t('statistics.referrals.byCenter', { from: period })}
        columns={[
          {
            key: 'center',
            header: t('statistics.column.center'),
            render: (row) =>
              'center' in row ? row.center.name : <strong>{t('statistics.total')}</strong>,
          },
          {
            key: 'region',
            header: t('statistics.column.region'),
            render: (row) => ('region' in row ? regionName(row.region, '—') : ''),
          },
          ...stateColumns,
        ]}
        rows={data && data.referrals.byCenter.length > 0 ? byCenter : []}
        rowKey={(row) => ('center' in row ? row.center.id : 'total')}
        status={status}
        emptyText={t('statistics.empty')}
        errorText={errorText}
        className="statistics-table"
      />
      <Table<Statistics['referrals']['rows'][number]>
        caption={t('statistics.referrals.rows')}
        columns={[
          {
            key: 'center',
            header: t('statistics.column.center'),
            render: (row) => row.center.name,
          },
          {
            key: 'month',
            header: t('statistics.column.month'),
            render: (row) => formatMonth(locale, row.month),
          },
          ...stateColumns,
        ]}
        rows={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
        rowKey={(row) => `${row.center.id} ${row.month}`}
        status={status}
        emptyText={t('statistics.empty')}
        errorText={errorText}
        className="statistics-table"
      />
      <Pager
        label={t('statistics.pages')}
        page={page}
        total={rows.length}
        pageSize={PAGE_SIZE}
        onPage={onPage}
      />
    </section>
  )
}
