import type { InviteBatchResult } from '@konzilium/contract/invitations'
import { useState, type SyntheticEvent } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { formErrorsFrom } from '../../shared/forms/form-errors'
import { useI18n } from '../../shared/i18n/use-i18n'
import { BatchResults, BatchSourceFields } from '../../shared/ui/batch-import'
import { Button } from '../../shared/ui/button'
import { useInviteRepBatch } from './api'
import { batchFileType, parsePastedRows } from './invite-form'
import './invitations.css'

/** Reps in bulk: a pasted list or an uploaded CSV/XLSX, answered with a result per row. */
export function RepBatchForm() {
  const { t } = useI18n()
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
      <BatchSourceFields
        text={text}
        onText={setText}
        onFile={setFile}
        textClassName="batch-textarea"
        words={{
          paste: t('addUser.batch.paste'),
          pasteHint: t('addUser.batch.pasteHint'),
          file: t('addUser.batch.file'),
          fileHint: t('addUser.batch.fileHint'),
        }}
      />
      <Button type="submit" disabled={batch.isPending || (!file && text.trim() === '')}>
        {batch.isPending ? t('registerPeripheral.submitting') : t('addUser.batch.submit')}
      </Button>
      {result && (
        <BatchResults
          className="batch-results"
          rows={result.rows.map((row) => ({
            row: row.row,
            label: row.email,
            done: row.status === 'invited',
            issues: row.issues,
          }))}
          words={{
            summary: t('addUser.batch.summary', { invited: result.invited, failed: result.failed }),
            caption: t('addUser.batch.caption'),
            row: t('addUser.batch.row'),
            label: t('users.column.email'),
            result: t('addUser.batch.result'),
            done: t('addUser.batch.invited'),
          }}
        />
      )}
    </form>
  )
}
