import { exportsEndpoints } from '@konzilium/contract/endpoints/exports'
import { reportsEndpoints } from '@konzilium/contract/endpoints/reports'
import type { ClientPageKind } from '@konzilium/contract/exports/client-page'
import { useState } from 'react'
import { useForm } from '../../shared/forms/use-form'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { mayCall } from '../../shared/session/may-call'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { ChoiceGroup } from '../../shared/ui/choice-group'
import { Dialog } from '../../shared/ui/dialog'
import { TextField } from '../../shared/ui/text-field'
import { fetchClientPagePdf, saveFile, useCreateReportLink } from './api'
import { useReportsMessages } from './reports-messages'
import './reports.css'

const fileNames: Record<ClientPageKind, string> = {
  patient: 'konzilium-souhrn-pacienta.pdf',
  referral: 'konzilium-zadost.pdf',
}

/**
 * The report actions of a patient's record or a referral: "Download PDF" (the summary or the
 * referral in the page's language) and "Send report by link" (a one-time link by e-mail), each
 * offered to the roles the policy allows.
 */
export function ReportActions({ kind, id }: { kind: ClientPageKind; id: string }) {
  const role = useSessionUser()?.role
  const [sending, setSending] = useState(false)
  const { t } = useReportsMessages()
  if (!mayCall(role, exportsEndpoints.exportClientPage)) return null
  return (
    <span className="report-actions print-sheet__hide">
      <DownloadPdfButton kind={kind} id={id} />
      {mayCall(role, reportsEndpoints.createReportLink) && (
        <Button
          variant="secondary"
          onClick={() => {
            setSending(true)
          }}
        >
          {t('actions.send')}
        </Button>
      )}
      {sending && (
        <SendReportDialog
          kind={kind}
          id={id}
          onClose={() => {
            setSending(false)
          }}
        />
      )}
    </span>
  )
}

function DownloadPdfButton({ kind, id }: { kind: ClientPageKind; id: string }) {
  const { t, locale } = useReportsMessages()
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const download = () => {
    setState('loading')
    fetchClientPagePdf({ kind, id, language: locale }).then(
      (blob) => {
        saveFile(blob, fileNames[kind])
        setState('idle')
      },
      () => {
        setState('failed')
      },
    )
  }
  return (
    <>
      <Button variant="secondary" disabled={state === 'loading'} onClick={download}>
        {state === 'loading' ? t('actions.downloading') : t('actions.download')}
      </Button>
      {state === 'failed' && <span role="alert">{t('actions.failed')}</span>}
    </>
  )
}

function SendReportDialog({
  kind,
  id,
  onClose,
}: {
  kind: ClientPageKind
  id: string
  onClose: () => void
}) {
  const global = useI18n()
  const { t, locale } = useReportsMessages()
  const send = useCreateReportLink()
  const form = useForm({
    initialValues: { recipient: 'patient', email: '', language: locale },
    schema: () =>
      import('@konzilium/contract/reports').then((m) =>
        m.createReportLinkInputSchema.omit({ kind: true, id: true }),
      ),
  })
  const onSubmit = form.handleSubmit((data) => {
    send.mutate(
      { ...data, kind, id },
      {
        onError: (error) => {
          form.showError(error, global.t('form.error.network'))
        },
      },
    )
  })
  const done = send.data
  return (
    <Dialog
      open
      title={t('send.title')}
      onClose={onClose}
      actions={
        <Button variant="text" onClick={onClose}>
          {done ? global.t('form.close') : t('send.cancel')}
        </Button>
      }
    >
      {done ? (
        <p role="status">
          {t('send.done', {
            email: done.email,
            expiresAt: formatDateTime(locale, new Date(done.expiresAt)),
          })}
        </p>
      ) : (
        <form {...form.formProps} className="report-send" onSubmit={onSubmit}>
          <p>{t('send.intro')}</p>
          <ChoiceGroup
            id="report-recipient"
            legend={t('send.recipient')}
            layout="list"
            options={[
              { value: 'patient', label: t('send.recipient.patient') },
              { value: 'doctor', label: t('send.recipient.doctor') },
            ]}
            value={form.values.recipient}
            onChange={(value) => {
              form.setValue('recipient', value)
            }}
          />
          <TextField
            label={t('send.email')}
            type="email"
            autoComplete="off"
            {...form.bind('email')}
          />
          <ChoiceGroup
            id="report-language"
            legend={t('send.language')}
            layout="segmented"
            options={[
              { value: 'cs', label: t('send.language.cs') },
              { value: 'en', label: t('send.language.en') },
            ]}
            value={form.values.language}
            onChange={(value) => {
              form.setValue('language', value === 'en' ? 'en' : 'cs')
            }}
          />
          <Button type="submit" disabled={send.isPending}>
            {t('send.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  )
}
