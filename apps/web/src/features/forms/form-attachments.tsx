import type { FormAttachment } from '@konzilium/contract/forms'
import { formsEndpoints as endpoints } from '@konzilium/contract/endpoints/forms'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { HttpError } from '../../shared/http/http-errors'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { formKeys, useDeleteAttachment } from './api'
import { AttachmentList } from './attachments'
import { useFormsMessages } from './forms-messages'

type Upload =
  | { key: number; name: string; state: 'uploading' }
  | { key: number; name: string; state: 'failed'; reason: 'tooLarge' | 'wrongType' | 'failed' }

const reasonOf = (error: unknown) =>
  error instanceof HttpError && error.statusCode === 413
    ? 'tooLarge'
    : error instanceof HttpError && error.statusCode === 415
      ? 'wrongType'
      : 'failed'

/**
 * Each chosen file goes up at once, on its own (the server decides its type from its first bytes
 * and keeps nothing of a refused one); once stored it joins the examination's files. Progress is
 * shown per file, not per byte (ADR 037): going up, or refused in words.
 */
function useUploads(formId: string) {
  const client = useQueryClient()
  const [items, setItems] = useState<Upload[]>([])
  const next = useRef(0)
  const add = (files: readonly File[]) => {
    for (const file of files) {
      const key = (next.current += 1)
      const name = file.name
      setItems((current) => [...current, { key, name, state: 'uploading' }])
      callEndpoint(endpoints.uploadFormAttachment, {
        params: { id: formId },
        query: { fileName: name },
        rawBody: file,
      }).then(
        () => {
          setItems((current) => current.filter((item) => item.key !== key))
          void client.invalidateQueries({ queryKey: formKeys.all })
        },
        (error: unknown) => {
          setItems((current) =>
            current.map((item) =>
              item.key === key ? { key, name, state: 'failed', reason: reasonOf(error) } : item,
            ),
          )
        },
      )
    }
  }
  const dismiss = (key: number) => {
    setItems((current) => current.filter((item) => item.key !== key))
  }
  return { items, add, dismiss }
}

/**
 * The examination's files: thumbnails and downloads for every reader; for whoever may attach,
 * a file chooser (PDF, JPEG, PNG, WebP, HEIC) and a way to remove a file.
 */
export function FormAttachments({
  formId,
  attachments,
  mayAttach,
}: {
  formId: string
  attachments: readonly FormAttachment[]
  mayAttach: boolean
}) {
  const { t } = useFormsMessages()
  const uploads = useUploads(formId)
  const remove = useDeleteAttachment(formId)
  const fileInput = useRef<HTMLInputElement>(null)
  return (
    <Card title={t('attachments.title')} className="forms-attachments-card">
      <AttachmentList
        formId={formId}
        attachments={attachments}
        {...(mayAttach
          ? {
              onRemove: (attachment: FormAttachment) => {
                remove.mutate(attachment.id)
              },
              removing: remove.isPending ? remove.variables : null,
            }
          : {})}
      />
      {remove.isError && <p role="alert">{t('attachments.removeFailed')}</p>}
      {uploads.items.length > 0 && (
        <ul className="forms-uploads">
          {uploads.items.map((item) => (
            <li key={item.key} className="forms-uploads__item">
              {item.state === 'uploading' ? (
                <>
                  <span>{t('attachments.uploading', { name: item.name })}</span>
                  <progress aria-label={t('attachments.uploading', { name: item.name })} />
                </>
              ) : (
                <>
                  <span role="alert" className="field__error">
                    {t(
                      item.reason === 'failed'
                        ? 'attachments.uploadFailed'
                        : `attachments.${item.reason}`,
                      { name: item.name },
                    )}
                  </span>
                  <Button
                    variant="text"
                    small
                    aria-label={t('attachments.dismiss', { name: item.name })}
                    onClick={() => {
                      uploads.dismiss(item.key)
                    }}
                  >
                    ×
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayAttach && (
        <div className="forms-upload print-sheet__hide">
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            accept="application/pdf,image/jpeg,image/png,image/webp,image/heic,.heic"
            onChange={(event) => {
              uploads.add([...(event.target.files ?? [])])
              // The same file may be chosen again (after a refusal, say).
              event.target.value = ''
            }}
          />
          <Button
            variant="secondary"
            onClick={() => {
              fileInput.current?.click()
            }}
          >
            {t('attachments.add')}
          </Button>
          <p className="forms-hint">{t('attachments.hint')}</p>
        </div>
      )}
    </Card>
  )
}
