import type { ExportJob } from '@konzilium/contract/exports'
import { useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useI18n } from '../../shared/i18n/use-i18n'
import { publicMessages } from '../../shared/i18n/parts/public'
import { Link } from '../../shared/navigation/link'
import { paths } from '../../shared/navigation/paths'
import { loginPathFor } from '../../shared/navigation/return-target'
import { useSessionUser } from '../../shared/session/use-session-user'
import { showAppErrorToast } from '../../shared/toasts/app-error-toast'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { Table, type TableColumn } from '../../shared/ui/table'
import { downloadJobFile, saveFile, useExportJobs } from './api'
import { useExportsMessages } from './exports-messages'
import './exports.css'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

/**
 * /export: the signed-in caller's export jobs (ADR 004, ADR 042), with state, progress, size and
 * expiry, and the download of finished ones. `?job=` names the one the caller came for (the
 * notice's link): it is marked, or the page says it is not the caller's or has expired.
 */
export function ExportPage() {
  const { t } = useI18n()
  const m = useExportsMessages()
  const user = useSessionUser()
  const [params] = useSearchParams()
  const location = useLocation()
  const wanted = params.get('job')
  const jobs = useExportJobs(user !== null)
  const items = jobs.data?.items
  const wantedJob = wanted ? items?.find((job) => job.id === wanted) : undefined
  return (
    <>
      <PageHeader title={t('exportDownload.title')} description={t('exportDownload.description')} />
      {user === null ? (
        <p role="status">
          {m.t('page.signIn')}{' '}
          <Link to={loginPathFor(paths.login, `${paths.export}${location.search}`)}>
            {m.t('page.signInLink')}
          </Link>
        </p>
      ) : (
        <>
          {wanted && items && !wantedJob ? (
            <p role="alert" className="export-page__notice">
              {m.t('page.notFound')}
            </p>
          ) : null}
          {wantedJob?.expired ? (
            <p role="alert" className="export-page__notice">
              {m.t('page.expired')}
            </p>
          ) : null}
          <JobsTable jobs={items} status={jobs} wanted={wanted} />
        </>
      )}
    </>
  )
}

function JobsTable({
  jobs,
  status,
  wanted,
}: {
  jobs: ExportJob[] | undefined
  status: { isPending: boolean; isFetching: boolean; isError: boolean }
  wanted: string | null
}) {
  const m = useExportsMessages()
  const { locale } = useI18n()
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const columns: TableColumn<ExportJob>[] = [
    {
      key: 'file',
      header: m.t('col.file'),
      render: (job) => (job.id === wanted ? <strong>{job.fileName}</strong> : job.fileName),
    },
    {
      key: 'state',
      header: m.t('col.state'),
      render: (job) => m.t(job.expired ? 'state.expired' : `state.${job.state}`),
    },
    {
      key: 'progress',
      header: m.t('col.progress'),
      render: (job) => (
        <span className="export-page__progress">
          <progress max={Math.max(job.rowsTotal, 1)} value={job.rowsDone} />
          <span>{m.t('progress', { done: job.rowsDone, total: job.rowsTotal })}</span>
        </span>
      ),
    },
    {
      key: 'size',
      header: m.t('col.size'),
      render: (job) => (job.size === null ? '—' : `${size.format(job.size / 1024)} kB`),
    },
    {
      key: 'expires',
      header: m.t('col.expires'),
      render: (job) => date.format(new Date(job.expiresAt)),
    },
    {
      key: 'download',
      header: m.t('col.download'),
      render: (job) => (job.state === 'done' && !job.expired ? <DownloadButton job={job} /> : '—'),
    },
  ]
  return (
    <Table
      caption={m.t('page.caption')}
      columns={columns}
      rows={jobs}
      rowKey={(job) => job.id}
      emptyText={m.t('page.empty')}
      status={status}
    />
  )
}

function DownloadButton({ job }: { job: ExportJob }) {
  const m = useExportsMessages()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      saveFile(await downloadJobFile(job.id), job.fileName)
    } catch (error) {
      showAppErrorToast(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button small variant="secondary" disabled={busy} onClick={() => void download()}>
      {m.t('download')}
    </Button>
  )
}
