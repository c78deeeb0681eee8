import type { FormAttachment } from '@konzilium/contract/forms'
import { formsEndpoints as endpoints } from '@konzilium/contract/endpoints/forms'
import { useEffect, useState } from 'react'
import { callEndpointForFile } from '../../shared/http/call-endpoint'
import { formatNumber } from '../../shared/i18n/format'
import { Button } from '../../shared/ui/button'
import { useFormsMessages } from './forms-messages'

/** The image types a browser draws: these get a thumbnail (HEIC and PDF only a download). */
const previewable: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp'])

/** A file's size in words: kB below a megabyte, MB above. */
export function useFileSize() {
  const { t, locale } = useFormsMessages()
  return (bytes: number) =>
    bytes < 1_000_000
      ? t('size.kb', { size: formatNumber(locale, Math.max(1, Math.round(bytes / 1000))) })
      : t('size.mb', {
          size: formatNumber(locale, bytes / 1_000_000, { maximumFractionDigits: 1 }),
        })
}

const fetchFile = (formId: string, attachmentId: string, signal?: AbortSignal) =>
  callEndpointForFile(endpoints.downloadFormAttachment, {
    params: { id: formId, attachmentId },
    ...(signal ? { signal } : {}),
  })

/**
 * The files of an examination: a thumbnail for each image a browser draws, a download for each,
 * and, for whoever may change the examination, a way to remove one. The download endpoint wants the
 * bearer token, which an <img src> or a plain link cannot send: the bytes are fetched as a blob
 * and shown through an object URL, revoked when no longer shown.
 */
export function AttachmentList({
  formId,
  attachments,
  onRemove,
  removing,
}: {
  formId: string
  attachments: readonly FormAttachment[]
  onRemove?: (attachment: FormAttachment) => void
  /** The attachment being removed now, if any. */
  removing?: string | null
}) {
  const { t } = useFormsMessages()
  if (attachments.length === 0) return <p>{t('attachments.none')}</p>
  return (
    <ul className="forms-attachments">
      {attachments.map((attachment) => (
        <li key={attachment.id} className="forms-attachments__item">
          {previewable.has(attachment.contentType) && (
            <Thumbnail formId={formId} attachment={attachment} />
          )}
          <DownloadButton formId={formId} attachment={attachment} />
          {onRemove && (
            <Button
              variant="text"
              small
              className="print-sheet__hide"
              disabled={removing === attachment.id}
              aria-label={t('attachments.remove', { name: attachment.fileName })}
              onClick={() => {
                onRemove(attachment)
              }}
            >
              {t('attachments.removeShort')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}

function Thumbnail({ formId, attachment }: { formId: string; attachment: FormAttachment }) {
  const { t } = useFormsMessages()
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    let objectUrl: string | null = null
    fetchFile(formId, attachment.id, controller.signal).then(
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
  }, [formId, attachment.id])
  if (failed) return <span className="field__error">{t('attachments.failed')}</span>
  if (!url) return <span className="forms-attachments__placeholder" aria-hidden="true" />
  return (
    <img
      className="forms-attachments__thumbnail"
      src={url}
      alt={t('attachments.preview', { name: attachment.fileName })}
    />
  )
}

/** Saves the file under its name: fetched with the token, handed to the browser as a download. */
function DownloadButton({ formId, attachment }: { formId: string; attachment: FormAttachment }) {
  const { t } = useFormsMessages()
  const size = useFileSize()
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const download = () => {
    setState('loading')
    fetchFile(formId, attachment.id).then(
      (blob) => {
        const url = URL.createObjectURL(blob)
        const anchor = document.createElement('a')
        anchor.href = url
        anchor.download = attachment.fileName
        anchor.click()
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
    <span className="forms-attachments__file">
      <Button
        variant="text"
        small
        disabled={state === 'loading'}
        aria-label={t('attachments.download', { name: attachment.fileName })}
        onClick={download}
      >
        ⤓ {attachment.fileName} ({size(attachment.size)})
      </Button>
      {state === 'failed' && <span role="alert">{t('attachments.failed')}</span>}
    </span>
  )
}
