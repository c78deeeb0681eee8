import type { SaveTextInput, Text } from '@konzilium/contract/texts'
import { useState } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { toasts } from '../../shared/toasts/toast-store'
import { Button } from '../../shared/ui/button'
import { TextArea } from '../../shared/ui/text-area'
import { TextField } from '../../shared/ui/text-field'
import { useRevertText, useSaveText, useTextVersions } from './api'
import { TextPreview } from './text-preview'
import { useTextsMessages } from './texts-messages'

/**
 * One text in one language: its title (legal documents and mail subjects) and body, a live preview
 * drawn by the page's own renderer, save, revert to the default and the version history. Editing
 * does not wait for the server's checks: the field shows the server's message (an unsafe link, a
 * placeholder a mail does not know) after a save it refused.
 */
export function TextEditor({ text }: { text: Text }) {
  const global = useI18n()
  const { t, locale } = useTextsMessages()
  const save = useSaveText(text.id)
  const revert = useRevertText(text.id)
  const [historyOpen, setHistoryOpen] = useState(false)
  const versions = useTextVersions(text.id, historyOpen)
  const form = useForm<{ title: string; body: string }, SaveTextInput>({
    initialValues: { title: text.title, body: text.body },
    schema: () => import('@konzilium/contract/texts').then((m) => m.saveTextInputSchema),
    toInput: (values) => ({ ...values, baseVersion: text.version }),
  })
  const hasTitle = text.area === 'legal' || text.area === 'mail'
  const labels = { key: text.key, locale: t(`texts.locale.${text.locale}`) }
  const hint =
    text.area === 'mail' && text.placeholders
      ? t('texts.editor.bodyHintMail', {
          allowed: text.placeholders.allowed.map((name) => `{${name}}`).join(', '),
          required: text.placeholders.required.map((name) => `{${name}}`).join(', '),
        })
      : text.area === 'landing'
        ? t('texts.editor.bodyHintPlain')
        : t('texts.editor.bodyHint')
  const submit = form.handleSubmit((data) => {
    save.mutate(data, {
      onSuccess: (saved) => {
        form.reset({ title: saved.title, body: saved.body })
        toasts.add({ type: 'success', title: t('texts.editor.saved', labels) })
      },
      onError: (error) => {
        form.showError(error, global.t('form.error.network'))
      },
    })
  })
  const headingId = `text-${text.id.replaceAll('.', '-')}`
  return (
    <section className="text-editor" aria-labelledby={headingId}>
      <h2 id={headingId}>{labels.locale}</h2>
      <form {...form.formProps} onSubmit={submit}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        {hasTitle && (
          <TextField
            label={text.area === 'mail' ? t('texts.editor.titleMail') : t('texts.editor.title')}
            lang={text.locale}
            {...form.bind('title')}
          />
        )}
        <TextArea
          label={t('texts.editor.body')}
          hint={hint}
          rows={text.area === 'legal' ? 18 : 8}
          lang={text.locale}
          {...form.bind('body')}
        />
        <div className="text-editor__actions">
          <Button type="submit" disabled={save.isPending}>
            {t('texts.editor.save')}
          </Button>
          {text.overridden && (
            <Button
              variant="secondary"
              disabled={revert.isPending}
              onClick={() => {
                revert.mutate(undefined, {
                  onSuccess: () => {
                    form.reset({ title: text.defaultTitle, body: text.defaultBody })
                    toasts.add({ type: 'success', title: t('texts.editor.reverted', labels) })
                  },
                })
              }}
            >
              {t('texts.editor.revert')}
            </Button>
          )}
        </div>
      </form>
      <div className="text-editor__preview" aria-label={t('texts.editor.preview')} role="region">
        <p className="text-editor__preview-label">{t('texts.editor.preview')}</p>
        <div lang={text.locale}>
          <TextPreview
            area={text.area}
            textKey={text.key}
            locale={text.locale}
            title={form.values.title}
            body={form.values.body}
          />
        </div>
      </div>
      <details
        className="text-editor__history"
        onToggle={(event) => {
          setHistoryOpen(event.currentTarget.open)
        }}
      >
        <summary>{t('texts.editor.versions')}</summary>
        {versions.data?.items.length === 0 && <p>{t('texts.editor.noVersions')}</p>}
        <ol>
          {versions.data?.items.map((version) => (
            <li key={version.version}>
              <span>
                {t('texts.editor.versionLine', {
                  version: version.version,
                  action: t(`texts.editor.versionAction.${version.action}`),
                  at: formatDateTime(locale, Date.parse(version.at)),
                  author: version.author?.displayName ?? t('texts.unknownAuthor'),
                })}
              </span>{' '}
              <Button
                variant="text"
                small
                onClick={() => {
                  form.setValues({ title: version.title, body: version.body })
                }}
              >
                {t('texts.editor.loadVersion')}
              </Button>
            </li>
          ))}
        </ol>
      </details>
    </section>
  )
}
