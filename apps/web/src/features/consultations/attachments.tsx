import type { Attachment } from '@konzilium/contract/consultations'
import { consultationsEndpoints as endpoints } from '@konzilium/contract/endpoints/consultations'
import { useEffect, useState } from 'react'
import { callEndpointForFile } from '../../shared/http/call-endpoint'
import { formatNumber } from '../../shared/i18n/format'
import { Button } from '../../shared/ui/button'
import { useConsultationMessages } from './consultation-messages'

const previewable = new Set<Attachment['contentType']>(['image/jpeg', 'image/png', 'image/webp'])

/** A file's size in words: kB below a megabyte, MB above. */
export function useFileSize() {
  const { t, locale } = useConsultationMessages()
  return (bytes: number) =>
    bytes < 1_000_000
      ? t('size.kb', { size: formatNumber(locale, Math.max(1, Math.round(bytes / 1000))) })
      : t('size.mb', {
          size: formatNumber(locale, bytes / 1_000_000, { maximumFractionDigits: 1 }),
        })
}

/**
 * The files of a message: a thumbnail for the images a browser draws, and a download for each.
 * The download endpoint wants the bearer token, which an <img src> or a plain link cannot send:
 * the bytes are fetched as a blob and shown through an object URL, revoked when no longer shown.
 */
export function AttachmentList({
  consultationId,
  attachments,
}: {
  consultationId: string
  attachments: readonly Attachment[]
}) {
  if (attachments.length === 0) return null
  return (
    <ul className="attachments">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          {previewable.has(attachment.contentType) && (
            <Thumbnail consultationId={consultationId} attachment={attachment} />
          )}
          <DownloadButton consultationId={consultationId} attachment={attachment} />
        </li>
      ))}
    </ul>
  )
}

const fetchFile = (consultationId: string, attachmentId: string, signal?: AbortSignal) =>
  callEndpointForFile(endpoints.downloadAttachment, {
    params: { id: consultationId, attachmentId },
    ...(signal ? { signal } : {}),
  })

function Thumbnail({
  consultationId,
  attachment,
}: {
  consultationId: string
  attachment: Attachment
}) {
  const { t } = useConsultationMessages()
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    let objectUrl: string | null = null
    fetchFile(consultationId, attachment.id, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob)
        setUrl(objectUrl)
      },
      () => {
        if (!controller.signal.aborted) setFailed(true)
      },
    )
    return () => {
      controller.abort()
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [consultationId, attachment.id])
  if (failed) return <span className="field__error">{t('attachment.failed')}</span>
  if (!url) return <span className="attachments__placeholder" aria-hidden="true" />
  return (
    <img
      className="attachments__thumbnail"
      src={url}
      alt={t('attachment.preview', { name: attachment.fileName })}
    />
  )
}

/** Saves the file under its name: fetched with the token, handed to the browser as a download. */
function DownloadButton({
  consultationId,
  attachment,
}: {
  consultationId: string
  attachment: Attachment
}) {
  const { t } = useConsultationMessages()
  const size = useFileSize()
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const download = () => {
    setState('loading')
    fetchFile(consultationId, attachment.id).then(
      (blob) => {
        const url = URL.createObjectURL(blob)
        const link = document.createElement('a')
        link.href = url
        link.download = attachment.fileName
        link.click()
        // The click has handed the file over; the URL is not needed any longer.
        setTimeout(() => {
          URL.revokeObjectURL(url)
        }, 0)
        setState('idle')
      },
      () => {
        setState('failed')
      },
    )
  }
  return (
    <span className="attachments__file">
      <Button
        variant="text"
        small
        disabled={state === 'loading'}
        aria-label={t('attachment.download', { name: attachment.fileName })}
        onClick={download}
      >
        ⤓ {attachment.fileName} ({size(attachment.size)})
      </Button>
      {state === 'failed' && <span role="alert">{t('attachment.failed')}</span>}
    </span>
  )
}
