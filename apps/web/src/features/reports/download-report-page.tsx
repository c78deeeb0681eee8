import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import type { ErrorCode } from '@konzilium/contract/errors'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { HttpError } from '../../shared/http/http-errors'
import { publicMessages } from '../../shared/i18n/parts/public'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import { TextField } from '../../shared/ui/text-field'
import { saveFile, useDownloadReport, useReportLinkStatus } from './api'
import { useReportsMessages, type ReportsMessageKey } from './reports-messages'
import './reports.css'

/** The parts of the catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

/** Why a link cannot be used, by the server's code. */
const refusals: Partial<Record<ErrorCode, ReportsMessageKey>> = {
  CODE_INVALID: 'download.invalid',
  CODE_EXPIRED: 'download.expired',
  CODE_USED: 'download.used',
  ATTEMPTS_EXHAUSTED: 'download.exhausted',
}

/** The token of the link: from the address once, then from the history entry's state (ADR 004). */
function useLinkToken(): string {
  const navigate = useNavigate()
  const location = useLocation()
  const [search] = useSearchParams()
  const [token] = useState(() => {
    const fromState = (location.state as { token?: unknown } | null)?.token
    return search.get('token') ?? (typeof fromState === 'string' ? fromState : '')
  })
  useEffect(() => {
    if (search.has('token')) void navigate({ search: '' }, { replace: true, state: { token } })
  }, [navigate, search, token])
  return token
}

/**
 * /download-report?token=: the recipient of a one-time report link (a patient or a doctor outside
 * the platform) confirms the patient's birth date and downloads the PDF once. The token leaves
 * the address bar at once; expired, used, blocked and unknown links each say what to do.
 */
export function DownloadReportPage() {
  const { t } = useReportsMessages()
  const token = useLinkToken()
  const status = useReportLinkStatus(token)
  const [done, setDone] = useState<Blob | null>(null)
  const refusal =
    token === ''
      ? 'download.invalid'
      : status.error instanceof HttpError
        ? (refusals[status.error.code] ?? 'download.error')
        : status.isError
          ? 'download.error'
          : null
  return (
    <div className="download-report">
      <PageHeader title={t('download.title')} />
      <Card>
        {done ? (
          <Downloaded file={done} />
        ) : refusal ? (
          <FormAlert>{t(refusal)}</FormAlert>
        ) : !status.data ? (
          <p role="status">{t('download.checking')}</p>
        ) : (
          <BirthDateForm
            token={token}
            expiresAt={status.data.expiresAt}
            attemptsLeft={status.data.attemptsLeft}
            onRefused={() => void status.refetch()}
            onDone={setDone}
          />
        )}
      </Card>
    </div>
  )
}

const fileName = 'konzilium-zprava.pdf'

function Downloaded({ file }: { file: Blob }) {
  const { t } = useReportsMessages()
  return (
    <>
      <p role="status">{t('download.done')}</p>
      <Button
        variant="secondary"
        onClick={() => {
          saveFile(file, fileName)
        }}
      >
        {t('download.again')}
      </Button>
    </>
  )
}

function BirthDateForm({
  token,
  expiresAt,
  attemptsLeft,
  onRefused,
  onDone,
}: {
  token: string
  expiresAt: string
  attemptsLeft: number
  onRefused: () => void
  onDone: (file: Blob) => void
}) {
  const global = useI18n()
  const { t, locale } = useReportsMessages()
  const download = useDownloadReport()
  const form = useForm({
    initialValues: { birthDate: '' },
    schema: () =>
      import('@konzilium/contract/reports').then((m) =>
        m.downloadReportInputSchema.omit({ token: true }),
      ),
  })
  const onSubmit = form.handleSubmit((data) => {
    download.mutate(
      { token, birthDate: data.birthDate },
      {
        onSuccess: (blob) => {
          saveFile(blob, fileName)
          onDone(blob)
        },
        onError: (error) => {
          form.showError(error, global.t('form.error.network'))
          // The answer changed what the link allows: attempts left, or the link is spent.
          onRefused()
        },
      },
    )
  })
  return (
    <form {...form.formProps} className="download-report__form" onSubmit={onSubmit}>
      <p>{t('download.intro')}</p>
      <TextField
        label={t('download.birthDate')}
        type="date"
        required
        autoComplete="off"
        {...form.bind('birthDate')}
      />
      <p className="download-report__meta">
        {t('download.expiresAt', { expiresAt: formatDateTime(locale, new Date(expiresAt)) })}{' '}
        {t('download.attemptsLeft', { count: attemptsLeft })}
      </p>
      <Button type="submit" disabled={download.isPending}>
        {t('download.submit')}
      </Button>
    </form>
  )
}
