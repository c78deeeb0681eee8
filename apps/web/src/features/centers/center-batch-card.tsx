import type { CenterBatchResult } from '@konzilium/contract/centers'
import { useId, useState, type SyntheticEvent } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { formErrorsFrom } from '../../shared/forms/form-errors'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { useImportCenters } from './api'
import { batchFileType, centerTemplateCsv, pastedTextToCsv } from './center-form'

/** Centres in bulk: a pasted list or an uploaded CSV/XLSX, answered with a result per row. */
export function CenterBatchCard({ onClose }: { onClose: () => void }) {
  const { t } = useI18n()
  const textId = useId()
  const fileId = useId()
  const batch = useImportCenters()
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [result, setResult] = useState<CenterBatchResult | null>(null)
  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(centerTemplateCsv)}`

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
        setError(t('centers.batch.fileType'))
        return
      }
      batch.mutate(new Blob([file], { type }), { onSuccess: setResult, onError })
      return
    }
    void import('@konzilium/contract/centers').then(({ centerBatchColumnNames }) => {
      const csv = pastedTextToCsv(text, centerBatchColumnNames.name)
      if (csv === '') {
        setError(t('centers.batch.empty'))
        return
      }
      batch.mutate(new Blob([csv], { type: 'text/csv' }), { onSuccess: setResult, onError })
    })
  }

  return (
    <Card title={t('centers.batch.title')}>
      <form onSubmit={onSubmit} noValidate>
        {error && <FormAlert>{error}</FormAlert>}
        <p className="field__hint">
          {t('centers.batch.intro')}{' '}
          <a href={templateHref} download="centra-sablona.csv">
            {t('centers.batch.template')}
          </a>
        </p>
        <div className="field">
          <label className="field__label" htmlFor={textId}>
            {t('centers.batch.paste')}
          </label>
          <textarea
            id={textId}
            className="centers-batch__text"
            value={text}
            aria-describedby={`${textId}-hint`}
            onChange={(event) => {
              setText(event.target.value)
            }}
          />
          <span id={`${textId}-hint`} className="field__hint">
            {t('centers.batch.pasteHint')}
          </span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            {t('centers.batch.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
            }}
          />
        </div>
        <div className="centers-form__actions">
          <Button type="submit" disabled={batch.isPending || (!file && text.trim() === '')}>
            {batch.isPending ? t('form.saving') : t('centers.batch.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('centers.close')}
          </Button>
        </div>
        {result && (
          <div className="centers-batch__results" role="status">
            <p>
              <strong>
                {t('centers.batch.summary', { created: result.created, failed: result.failed })}
              </strong>
            </p>
            <div className="table-wrap">
              <table className="table">
                <caption>{t('centers.batch.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('centers.batch.row')}</th>
                    <th scope="col">{t('centers.field.name')}</th>
                    <th scope="col">{t('centers.batch.result')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.rows.map((row) => (
                    <tr key={row.row}>
                      <td>{row.row}</td>
                      <td>{row.name ?? '—'}</td>
                      <td>
                        {row.status === 'created' ? (
                          t('centers.batch.created')
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
    </Card>
  )
}
