import { useId, useState } from 'react'
import { useForm } from '../forms/use-form'
import { useI18n } from '../i18n/use-i18n'
import { Table } from './table'

/**
 * The pieces every bulk import shares (centres, representatives): where the rows come from (a
 * pasted list or a CSV/XLSX file) and the answer, a result per row. The feature passes its words.
 */

type Answer<R> = { onSuccess: (result: R) => void; onError: (failure: unknown) => void }

/**
 * The state of a bulk import form: the pasted text, the chosen file, the error said above the
 * form and the answer. On submit a chosen file goes first (`sendFile`, once `fileType` knows its
 * type, else `fileTypeError` is said); otherwise the text goes (`sendText`, which may `fail`).
 */
export function useBatchImport<R>({
  fileType,
  fileTypeError,
  sendFile,
  sendText,
}: {
  fileType: (file: File) => string | null
  fileTypeError: string
  sendFile: (blob: Blob, answer: Answer<R>) => void
  sendText: (text: string, answer: Answer<R>, fail: (message: string) => void) => void
}) {
  const { t } = useI18n()
  // The one form hook, without client checks: the server checks the rows one by one.
  const form = useForm({ initialValues: { text: '' } })
  const [file, setFile] = useState<File | null>(null)
  const [result, setResult] = useState<R | null>(null)

  const onSubmit = form.handleSubmit(({ text }) => {
    setResult(null)
    const answer: Answer<R> = {
      onSuccess: setResult,
      onError: (failure) => {
        form.showError(failure, t('form.error.network'))
      },
    }
    if (file) {
      const type = fileType(file)
      if (!type) {
        form.setFormError(fileTypeError)
        return
      }
      sendFile(new Blob([file], { type }), answer)
      return
    }
    sendText(text, answer, form.setFormError)
  })

  const setText = (text: string) => {
    form.setValue('text', text)
  }
  return {
    text: form.values.text,
    setText,
    file,
    setFile,
    error: form.formError,
    result,
    form,
    onSubmit,
  }
}

const spreadsheetTypes =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A text area for pasted rows and a file input for a CSV or XLSX file. */
export function BatchSourceFields({
  text,
  onText,
  onFile,
  textClassName,
  words,
}: {
  text: string
  onText: (text: string) => void
  onFile: (file: File | null) => void
  textClassName: string
  words: { paste: string; pasteHint: string; file: string; fileHint?: string }
}) {
  const textId = useId()
  const fileId = useId()
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          {words.paste}
        </label>
        <textarea
          id={textId}
          className={textClassName}
          value={text}
          aria-describedby={`${textId}-hint`}
          onChange={(event) => {
            onText(event.target.value)
          }}
        />
        <span id={`${textId}-hint`} className="field__hint">
          {words.pasteHint}
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          {words.file}
        </label>
        <input
          id={fileId}
          type="file"
          accept={spreadsheetTypes}
          aria-describedby={words.fileHint === undefined ? undefined : `${fileId}-hint`}
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null)
          }}
        />
        {words.fileHint !== undefined && (
          <span id={`${fileId}-hint`} className="field__hint">
            {words.fileHint}
          </span>
        )}
      </div>
    </>
  )
}

export type BatchRowResult = {
  row: number
  /** What names the row (a name, an e-mail), when the row had it. */
  label: string | null
  /** Whether the row was taken (created, invited); otherwise its issues say why not. */
  done: boolean
  issues: readonly { path: string; message: string }[]
}

/**
 * The column an issue is about, as the reader's file names it: the label of its field (`regions.1`
 * is about `regions`). A path without a label says nothing rather than a field key.
 */
export function issueColumn(path: string, columns: Readonly<Record<string, string>>): string {
  if (path === '') return ''
  return columns[path] ?? columns[path.split('.')[0] ?? ''] ?? ''
}

/**
 * The answer to a bulk import: a summary, then a table with the result of each row. `columns`
 * gives each field's column label in the reader's language (the feature's catalogue), so an issue
 * reads `Název: …`, never the field key.
 */
export function BatchResults({
  className,
  rows,
  columns,
  words,
}: {
  className: string
  rows: readonly BatchRowResult[]
  columns: Readonly<Record<string, string>>
  words: {
    summary: string
    caption: string
    row: string
    label: string
    result: string
    done: string
  }
}) {
  return (
    <div className={className} role="status">
      <p>
        <strong>{words.summary}</strong>
      </p>
      <Table<BatchRowResult>
        caption={words.caption}
        columns={[
          { key: 'row', header: words.row, render: (row) => row.row },
          { key: 'label', header: words.label, render: (row) => row.label ?? '—' },
          {
            key: 'result',
            header: words.result,
            render: (row) =>
              row.done ? (
                words.done
              ) : (
                <ul>
                  {row.issues.map((issue) => {
                    const column = issueColumn(issue.path, columns)
                    return (
                      <li key={issue.path + issue.message}>
                        {column ? `${column}: ` : ''}
                        {issue.message}
                      </li>
                    )
                  })}
                </ul>
              ),
          },
        ]}
        rows={rows}
        rowKey={(row) => String(row.row)}
        emptyText=""
      />
    </div>
  )
}
