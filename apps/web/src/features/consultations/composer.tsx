import {
  ATTACHMENTS_PER_MESSAGE_MAX,
  attachmentContentTypes,
  type PostMessageInput,
} from '@konzilium/contract/consultations'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { HttpError } from '../../shared/http/http-errors'
import { Button } from '../../shared/ui/button'
import { TextArea } from '../../shared/ui/text-area'
import { useConsultationMessages } from './consultation-messages'
import { FileUploads, useUploads } from './uploads'

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

/** Whether the browser says it is connected; changes with the 'online' and 'offline' events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}

interface Props {
  consultationId: string
  /** Sends one message; resolves when the server has it, rejects with the failure. */
  send: (input: PostMessageInput) => Promise<unknown>
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. Files go up first (each on its own,
 * with its state and a refusal in words) and are attached to the message by their ids. Offline,
 * the message stays here and goes once the browser is connected again; a send that fails because
 * the connection dropped meanwhile waits the same way.
 */
export function Composer({ consultationId, send }: Props) {
  const { t } = useConsultationMessages()
  const online = useOnline()
  const [queued, setQueued] = useState(false)
  const [sending, setSending] = useState(false)
  const uploads = useUploads(consultationId)
  const fileInput = useRef<HTMLInputElement>(null)
  const attachmentIds = uploads.done.map((attachment) => attachment.id)
  const form = useForm<{ text: string }, PostMessageInput>({
    initialValues: { text: '' },
    schema: () => import('@konzilium/contract/consultations').then((m) => m.postMessageInputSchema),
    toInput: (values) => ({ text: values.text, attachmentIds }),
  })
  const empty = form.values.text.trim() === '' && attachmentIds.length === 0
  const blocked = sending || uploads.busy

  const submit = form.handleSubmit((input) => {
    if (blocked) return
    if (!navigator.onLine) {
      setQueued(true)
      return
    }
    setSending(true)
    send(input).then(
      () => {
        form.reset()
        uploads.clear()
        setQueued(false)
        setSending(false)
      },
      (failure: unknown) => {
        setSending(false)
        // No answer because the connection dropped: the message waits for the connection. With
        // the browser still online it does not loop; the text stays and the failure is said.
        if (!(failure instanceof HttpError) && !navigator.onLine) {
          setQueued(true)
          return
        }
        setQueued(false)
        form.showError(failure, t('composer.failed'))
      },
    )
  })

  // Back online: the waiting message goes.
  const formElement = form.formProps.ref
  useEffect(() => {
    if (online && queued) formElement.current?.requestSubmit()
  }, [online, queued, formElement])

  return (
    <form {...form.formProps} className="composer" onSubmit={submit}>
      {!online && <p role="status">{t('composer.offline')}</p>}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextArea
        label={t('composer.label')}
        hint={t('composer.hint')}
        rows={3}
        {...form.bind('text')}
        // Leaving the field empty is no mistake (only sending nothing would be): no message on blur.
        onBlur={undefined}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
          event.preventDefault()
          if (!empty && !blocked) event.currentTarget.form?.requestSubmit()
        }}
      />
      <FileUploads uploads={uploads} />
      {queued && (
        <p className="composer__queued" role="status">
          {t('composer.queued')}
        </p>
      )}
      <div className="composer__actions">
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={attachmentContentTypes.join(',')}
          onChange={(event) => {
            uploads.add([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
        <Button
          variant="secondary"
          disabled={!online || uploads.count >= ATTACHMENTS_PER_MESSAGE_MAX}
          onClick={() => {
            fileInput.current?.click()
          }}
        >
          {t('composer.attach')}
        </Button>
        <Button type="submit" disabled={empty || blocked}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  )
}
