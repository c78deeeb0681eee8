import type { InviteBatchResult } from '@konzilium/contract/invitations'
import { useId, useState, type SyntheticEvent } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { formErrorsFrom } from '../../shared/forms/form-errors'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { useInviteRepBatch } from './api'
import { batchFileType, parsePastedRows } from './invite-form'
import './invitations.css'

/** Reps in bulk: a pasted list or an uploaded CSV/XLSX, answered with a result per row. */
export function RepBatchForm() {
  const { t } = useI18n()
  const textId = useId()
  const fileId = useId()
  const batch = useInviteRepBatch()
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [result, setResult] = useState<InviteBatchResult | null>(null)

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(undefined)
    setResult(null)
    const onError = (failure: unknown) => {
      setError(formErrorsFrom(failure, [], t('form.error.network')).form)
    }
    if (file) {
      const type = batchFileType(file)
      if (!type) {
        setError(t('addUser.batch.fileType'))
        return
      }
      batch.mutate({ file: new Blob([file], { type }) }, { onSuccess: setResult, onError })
      return
    }
    void import('@konzilium/contract/invitations').then(({ inviteBatchColumnNames }) => {
      const rows = parsePastedRows(text, inviteBatchColumnNames)
      if (rows.length === 0) {
        setError(t('addUser.batch.empty'))
        return
      }
      batch.mutate({ rows }, { onSuccess: setResult, onError })
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          {t('addUser.batch.paste')}
        </label>
        <textarea
          id={textId}
          className="batch-textarea"
          value={text}
          aria-describedby={`${textId}-hint`}
          onChange={(event) => {
            setText(event.target.value)
          }}
        />
        <span id={`${textId}-hint`} className="field__hint">
          {t('addUser.batch.pasteHint')}
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          {t('addUser.batch.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
          }}
        />
        <span id={`${fileId}-hint`} className="field__hint">
          {t('addUser.batch.fileHint')}
        </span>
      </div>
      <Button type="submit" disabled={batch.isPending || (!file && text.trim() === '')}>
        {batch.isPending ? t('registerPeripheral.submitting') : t('addUser.batch.submit')}
      </Button>
      {result && (
        <div className="batch-results" role="status">
          <p>
            <strong>
              {t('addUser.batch.summary', { invited: result.invited, failed: result.failed })}
            </strong>
          </p>
          <div className="table-wrap">
            <table className="table">
              <caption>{t('addUser.batch.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('addUser.batch.row')}</th>
                  <th scope="col">{t('users.column.email')}</th>
                  <th scope="col">{t('addUser.batch.result')}</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row) => (
                  <tr key={row.row}>
                    <td>{row.row}</td>
                    <td>{row.email ?? '—'}</td>
                    <td>
                      {row.status === 'invited' ? (
                        t('addUser.batch.invited')
                      ) : (
                        <ul>
                          {row.issues.map((issue) => (
                            <li key={issue.path + issue.message}>
                              {issue.path ? `${issue.path}: ` : ''}
                              {issue.message}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </form>
  )
}
