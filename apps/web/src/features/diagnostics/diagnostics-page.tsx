import type { AppInfo, TaskInfo } from '@konzilium/contract/diagnostics'
import { formatDateTime, formatNumber, formatTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { toasts } from '../../shared/toasts/toast-store'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import { Table, type TableColumn } from '../../shared/ui/table'
import { useAppInfo, useRefreshCache, useRunTask, useTasks } from './api'
import { useDiagnosticsMessages } from './diagnostics-messages'
import './diagnostics.css'

/**
 * /app/diagnostics (admins, ADR 043): the running instance and its database, the background tasks
 * with their last and next runs and "Run now", and the server's caches with "Refresh". Shows no
 * personal data: counts, names of tasks and caches, times.
 */
export function DiagnosticsPage() {
  const global = useI18n()
  return (
    <>
      <PageHeader
        title={global.t('diagnostics.title')}
        description={global.t('diagnostics.description')}
      />
      <div className="diagnostics">
        <TasksCard />
        <AppCard />
      </div>
    </>
  )
}

function TasksCard() {
  const { t, locale } = useDiagnosticsMessages()
  const tasks = useTasks()
  const run = useRunTask()
  const when = (iso: string | null) => (iso ? formatDateTime(locale, Date.parse(iso)) : '—')
  const outcomeOf = (task: TaskInfo) => {
    if (task.running) return t('diagnostics.tasks.outcome.running')
    const last = task.lastRun
    if (!last?.outcome) return '—'
    const words = t(`diagnostics.tasks.outcome.${last.outcome}`)
    return last.error ? `${words}: ${last.error}` : words
  }
  /** The schedule in the reader's words; a daily time in the reader's time zone. */
  const scheduleWords = (task: TaskInfo) => {
    if (task.everyMinutes !== null)
      return t('diagnostics.tasks.every', { minutes: task.everyMinutes })
    if (task.dailyAtUtc !== null) {
      const [hours, minutes] = task.dailyAtUtc.split(':').map(Number)
      const at = new Date()
      at.setUTCHours(hours ?? 0, minutes ?? 0, 0, 0)
      return t('diagnostics.tasks.daily', { time: formatTime(locale, at) })
    }
    return task.schedule
  }
  const runNow = (name: string) => {
    run.mutate(name, {
      onSuccess: (result) => {
        toasts.add(
          result.outcome === 'success'
            ? { title: t('diagnostics.tasks.ran', { name }), type: 'success' }
            : {
                title: t('diagnostics.tasks.failed', { name, error: result.error ?? '' }),
                type: 'error',
              },
        )
      },
    })
  }
  const columns: TableColumn<TaskInfo>[] = [
    {
      key: 'name',
      header: t('diagnostics.tasks.name'),
      className: 'diagnostics__name',
      render: (row) => row.name,
    },
    {
      key: 'schedule',
      header: t('diagnostics.tasks.schedule'),
      render: (row) => scheduleWords(row),
    },
    {
      key: 'last',
      header: t('diagnostics.tasks.lastRun'),
      render: (row) =>
        row.lastRun ? (
          <span data-testid={`last-run-${row.name}`}>
            {when(row.lastRun.startedAt)}
            {row.lastRun.durationMs !== null &&
              `, ${t('diagnostics.tasks.duration', { ms: row.lastRun.durationMs })}`}
            {row.lastRun.trigger && ` (${t(`diagnostics.tasks.trigger.${row.lastRun.trigger}`)})`}
          </span>
        ) : (
          <span data-testid={`last-run-${row.name}`}>{t('diagnostics.tasks.never')}</span>
        ),
    },
    { key: 'outcome', header: t('diagnostics.tasks.outcome'), render: outcomeOf },
    { key: 'next', header: t('diagnostics.tasks.nextRun'), render: (row) => when(row.nextRunAt) },
    {
      key: 'run',
      header: t('diagnostics.tasks.run'),
      render: (row) => (
        <Button
          small
          variant="secondary"
          className="diagnostics__action"
          aria-label={t('diagnostics.tasks.runLabel', { name: row.name })}
          disabled={row.running || (run.isPending && run.variables === row.name)}
          onClick={() => {
            runNow(row.name)
          }}
        >
          {t('diagnostics.tasks.run')}
        </Button>
      ),
    },
  ]
  return (
    <Card title={t('diagnostics.tasks.title')} className="diagnostics__tasks">
      <Table<TaskInfo>
        caption={t('diagnostics.tasks.caption')}
        className="diagnostics-table"
        columns={columns}
        rows={tasks.data?.items}
        rowKey={(row) => row.name}
        status={tasks}
        emptyText={t('diagnostics.tasks.empty')}
      />
    </Card>
  )
}

type Cache = AppInfo['caches'][number]
type RowCount = AppInfo['rowCounts'][number]

function AppCard() {
  const { t, locale } = useDiagnosticsMessages()
  const info = useAppInfo()
  const refresh = useRefreshCache()
  const app = info.data
  const bytes = (value: number) => `${formatNumber(locale, Math.round(value / 1_048_576))} MB`
  const cacheColumns: TableColumn<Cache>[] = [
    {
      key: 'name',
      header: t('diagnostics.caches.name'),
      className: 'diagnostics__name',
      render: (row) => row.name,
    },
    {
      key: 'entries',
      header: t('diagnostics.caches.entries'),
      render: (row) => formatNumber(locale, row.entries),
    },
    {
      key: 'refresh',
      header: t('diagnostics.caches.refresh'),
      render: (row) => (
        <Button
          small
          variant="secondary"
          className="diagnostics__action"
          aria-label={t('diagnostics.caches.refreshLabel', { name: row.name })}
          disabled={refresh.isPending && refresh.variables === row.name}
          onClick={() => {
            refresh.mutate(row.name, {
              onSuccess: () => {
                toasts.add({
                  title: t('diagnostics.caches.refreshed', { name: row.name }),
                  type: 'success',
                })
              },
            })
          }}
        >
          {t('diagnostics.caches.refresh')}
        </Button>
      ),
    },
  ]
  const rowColumns: TableColumn<RowCount>[] = [
    {
      key: 'table',
      header: t('diagnostics.rows.table'),
      className: 'diagnostics__name',
      render: (row) => row.table,
    },
    {
      key: 'rows',
      header: t('diagnostics.rows.rows'),
      render: (row) => formatNumber(locale, row.rows),
    },
  ]
  return (
    <>
      <Card title={t('diagnostics.app.title')}>
        {info.isPending && <p>{t('diagnostics.app.loading')}</p>}
        {info.isError && <p role="alert">{t('diagnostics.app.error')}</p>}
        {app && (
          <dl className="diagnostics__facts">
            <dt>{t('diagnostics.app.version')}</dt>
            <dd>{app.version}</dd>
            <dt>{t('diagnostics.app.build')}</dt>
            <dd className="diagnostics__name">{app.build ?? t('diagnostics.app.unknown')}</dd>
            <dt>{t('diagnostics.app.uptime')}</dt>
            <dd>{formatDateTime(locale, Date.parse(app.startedAt))}</dd>
            <dt>{t('diagnostics.app.node')}</dt>
            <dd>{app.node}</dd>
            <dt>{t('diagnostics.app.database')}</dt>
            <dd>{t(`diagnostics.app.database.${app.database.kind}`)}</dd>
            <dt>{t('diagnostics.app.migration')}</dt>
            <dd className="diagnostics__name">
              {app.database.migration ?? t('diagnostics.app.unknown')}
            </dd>
            <dt>{t('diagnostics.app.mailQueue')}</dt>
            <dd>{t('diagnostics.app.mailQueueValue', app.mailQueue)}</dd>
            <dt>{t('diagnostics.app.jobQueue')}</dt>
            <dd>{t('diagnostics.app.jobQueueValue', app.jobQueue)}</dd>
            <dt>{t('diagnostics.app.memory')}</dt>
            <dd>
              {bytes(app.memory.rssBytes)} / {bytes(app.memory.heapUsedBytes)}
            </dd>
          </dl>
        )}
      </Card>
      <Card title={t('diagnostics.caches.title')}>
        <Table<Cache>
          caption={t('diagnostics.caches.caption')}
          className="diagnostics-table"
          columns={cacheColumns}
          rows={app?.caches}
          rowKey={(row) => row.name}
          status={info}
          emptyText={t('diagnostics.caches.empty')}
        />
      </Card>
      <Card title={t('diagnostics.rows.title')}>
        <Table<RowCount>
          caption={t('diagnostics.rows.caption')}
          className="diagnostics-table"
          columns={rowColumns}
          rows={app?.rowCounts}
          rowKey={(row) => row.table}
          status={info}
          emptyText="—"
        />
      </Card>
    </>
  )
}
