import type { Attachment } from '@konzilium/contract/consultations'
import { consultationsEndpoints as endpoints } from '@konzilium/contract/endpoints/consultations'
import { useRef, useState } from 'react'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { HttpError } from '../../shared/http/http-errors'
import { Button } from '../../shared/ui/button'
import { useFileSize } from './attachments'
import { useConsultationMessages } from './consultation-messages'

type Upload =
  | { key: number; name: string; state: 'uploading' }
  | { key: number; name: string; state: 'done'; attachment: Attachment }
  | { key: number; name: string; state: 'failed'; reason: 'tooLarge' | 'wrongType' | 'failed' }

const reasonOf = (error: unknown) =>
  error instanceof HttpError && error.statusCode === 413
    ? 'tooLarge'
    : error instanceof HttpError && error.statusCode === 415
      ? 'wrongType'
      : 'failed'

/**
 * The files of the message being written: each uploaded at once on its own (the server decides
 * its type from its first bytes), then attached by id when the message is sent.
 */
export function useUploads(consultationId: string) {
  const [items, setItems] = useState<Upload[]>([])
  const next = useRef(0)
  const settle = (key: number, change: Upload) => {
    setItems((current) => current.map((item) => (item.key === key ? change : item)))
  }
  const add = (files: readonly File[]) => {
    for (const file of files) {
      const key = (next.current += 1)
      const name = file.name
      setItems((current) => [...current, { key, name, state: 'uploading' }])
      callEndpoint(endpoints.uploadAttachment, {
        params: { id: consultationId },
        query: { fileName: name },
        rawBody: file,
      }).then(
        (attachment) => {
          settle(key, { key, name, state: 'done', attachment })
        },
        (error: unknown) => {
          settle(key, { key, name, state: 'failed', reason: reasonOf(error) })
        },
      )
    }
  }
  return {
    items,
    add,
    done: items.flatMap((item) => (item.state === 'done' ? [item.attachment] : [])),
    busy: items.some((item) => item.state === 'uploading'),
    count: items.filter((item) => item.state !== 'failed').length,
    remove: (key: number) => {
      setItems((current) => current.filter((item) => item.key !== key))
    },
    clear: () => {
      setItems([])
    },
  }
}

/** Each file's state: going up (a progress bar), ready (its size), or refused in words. */
export function FileUploads({ uploads }: { uploads: ReturnType<typeof useUploads> }) {
  const { t } = useConsultationMessages()
  const size = useFileSize()
  if (uploads.items.length === 0) return null
  return (
    <ul className="uploads">
      {uploads.items.map((item) => (
        <li key={item.key} className={`uploads__item uploads__item--${item.state}`}>
          {item.state === 'uploading' && (
            <>
              <span>{t('composer.uploading', { name: item.name })}</span>
              <progress aria-label={t('composer.uploading', { name: item.name })} />
            </>
          )}
          {item.state === 'done' && (
            <span>
              {t('composer.uploaded', { name: item.name, size: size(item.attachment.size) })}
            </span>
          )}
          {item.state === 'failed' && (
            <span role="alert" className="field__error">
              {t(`upload.${item.reason}`, { name: item.name })}
            </span>
          )}
          {item.state !== 'uploading' && (
            <Button
              variant="text"
              small
              aria-label={t('composer.removeFile', { name: item.name })}
              onClick={() => {
                uploads.remove(item.key)
              }}
            >
              ×
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}
