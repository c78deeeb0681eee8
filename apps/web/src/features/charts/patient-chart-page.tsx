import type { ChartScoreId } from '@konzilium/contract/charts'
import { chartScoreIds } from '@konzilium/scores/score-series'
import { useSearchParams } from 'react-router'
import { HttpError } from '../../shared/http/http-errors'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Link } from '../../shared/navigation/link'
import { to } from '../../shared/navigation/paths'
import { useSessionUser } from '../../shared/session/use-session-user'
import { PageHeader } from '../../shared/ui/page-header'
import { PrintButton, PrintHeader } from '../../shared/ui/print-sheet'
import { useOwnPatientRecordId } from '../patients'
import { useChart, type ChartRequest } from './api'
import { ChartControls } from './chart-controls'
import { useChartMessages } from './chart-messages'
import { ChartTable } from './chart-table'
import { ScoreChart } from './score-chart'
import { TreatmentList } from './treatment-list'
import './charts.css'

/** The scores named in the address (`scores=pasi,dlqi`), unknown names left out. */
function scoresOf(text: string | null): ChartScoreId[] {
  const known = new Set<string>(chartScoreIds)
  return (text ?? '').split(',').filter((s): s is ChartScoreId => known.has(s))
}

/**
 * /app/detail/chart?patient=<id>: the patient's scores over time (ADR 004): one chart per score
 * with its bands, the treatment periods and the response markers, the same values in a table, and
 * a print sheet. A signed-in patient opens the own chart without an id (read-only, as everything).
 */
export function PatientChartPage() {
  const global = useI18n()
  const { t } = useChartMessages()
  const [params] = useSearchParams()
  const requested = params.get('patient') ?? ''
  const role = useSessionUser()?.role
  const own = useOwnPatientRecordId(role === 'patient' && !requested)
  if (requested) return <PatientChart id={requested} />
  if (role !== 'patient')
    return <PageHeader title={t('chart.title')} description={t('chart.notFound')} />
  if (own.isError) return <PageHeader title={t('chart.title')} description={t('chart.loadError')} />
  if (own.data === undefined) return <p role="status">{global.t('form.loading')}</p>
  if (own.data === null)
    return <PageHeader title={t('chart.title')} description={t('chart.noRecord')} />
  return <PatientChart id={own.data} />
}

function PatientChart({ id }: { id: string }) {
  const global = useI18n()
  const { t } = useChartMessages()
  const role = useSessionUser()?.role
  const [params, setParams] = useSearchParams()
  const request: ChartRequest = {
    patient: id,
    scores: scoresOf(params.get('scores')),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  }
  const chart = useChart(request)
  // The choices live in the address (ids and days only, never a name), so a reload keeps them.
  const change = (next: Partial<Omit<ChartRequest, 'patient'>>) => {
    const merged = { ...request, ...next }
    const search = new URLSearchParams()
    if (params.get('patient')) search.set('patient', id)
    if (merged.scores.length > 0) search.set('scores', merged.scores.join(','))
    if (merged.from) search.set('from', merged.from)
    if (merged.to) search.set('to', merged.to)
    setParams(search, { replace: true })
  }
  const failure = chart.error instanceof HttpError ? chart.error : null
  if (failure?.statusCode === 404 || failure?.statusCode === 403)
    return <PageHeader title={t('chart.title')} description={t('chart.notFound')} />
  const data = chart.data
  return (
    <div className="patient-chart">
      <p className="print-sheet__hide">
        <Link to={to.patient(id)}>{t('chart.back')}</Link>
      </p>
      <PrintHeader />
      <PageHeader
        title={data ? `${t('chart.title')}: ${data.patient.name}` : t('chart.title')}
        description={role === 'patient' ? t('chart.own') : t('chart.description')}
        actions={<PrintButton />}
      />
      <ChartControls
        available={data?.available ?? []}
        request={request}
        issues={failure?.statusCode === 400 ? (failure.issues ?? []) : []}
        onChange={change}
      />
      {chart.isError && failure?.statusCode !== 400 && <p role="alert">{t('chart.loadError')}</p>}
      {chart.isPending && <p role="status">{global.t('form.loading')}</p>}
      {data && data.available.length === 0 && <p>{t('chart.none')}</p>}
      {data && data.available.length > 0 && data.series.every((s) => s.points.length === 0) && (
        <p>{t('chart.noneInRange')}</p>
      )}
      {data?.series
        .filter((s) => s.points.length > 0)
        .map((s) => (
          <ScoreChart key={s.score} series={s} treatments={data.treatments} />
        ))}
      {data && data.available.length > 0 && <TreatmentList treatments={data.treatments} />}
      {data && data.available.length > 0 && (
        <ChartTable series={data.series} treatments={data.treatments} status={chart} />
      )}
    </div>
  )
}
