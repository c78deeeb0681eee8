import type { CenterBatchResult, centerBatchColumnNames } from '@konzilium/contract/centers'
import { FormAlert } from '../../shared/forms/form-alert'
import { useI18n } from '../../shared/i18n/use-i18n'
import { BatchResults, BatchSourceFields, useBatchImport } from '../../shared/ui/batch-import'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { useImportCenters } from './api'
import { batchFileType, centerTemplateCsv, pastedTextToCsv } from './center-form'
import { useCentersMessages, type CentersMessageKey } from './centers-messages'

type CenterBatchField = keyof typeof centerBatchColumnNames

/** Each column of the centres' sheet as the reader's language names it. */
function batchColumns(t: (key: CentersMessageKey) => string): Record<CenterBatchField, string> {
  return {
    name: t('centers.batch.column.name'),
    city: t('centers.batch.column.city'),
    region: t('centers.batch.column.region'),
    specialty: t('centers.batch.column.specialty'),
    street: t('centers.batch.column.street'),
    postalCode: t('centers.batch.column.postalCode'),
    phone: t('centers.batch.column.phone'),
    email: t('centers.batch.column.email'),
    visible: t('centers.batch.column.visible'),
  }
}

/** Centres in bulk: a pasted list or an uploaded CSV/XLSX, answered with a result per row. */
export function CenterBatchCard({ onClose }: { onClose: () => void }) {
  const global = useI18n()
  const { t } = useCentersMessages()
  const batch = useImportCenters()
  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(centerTemplateCsv)}`
  const { text, setText, file, setFile, error, result, form, onSubmit } =
    useBatchImport<CenterBatchResult>({
      fileType: batchFileType,
      fileTypeError: t('centers.batch.fileType'),
      sendFile: (blob, answer) => {
        batch.mutate(blob, answer)
      },
      sendText: (pasted, answer, fail) => {
        void import('@konzilium/contract/centers').then(({ centerBatchColumnNames }) => {
          const csv = pastedTextToCsv(pasted, centerBatchColumnNames.name)
          if (csv === '') {
            fail(t('centers.batch.empty'))
            return
          }
          batch.mutate(new Blob([csv], { type: 'text/csv' }), answer)
        })
      },
    })

  return (
    <Card title={t('centers.batch.title')}>
      <form {...form.formProps} onSubmit={onSubmit}>
        {error && <FormAlert>{error}</FormAlert>}
        <p className="field__hint">
          {t('centers.batch.intro')}{' '}
          <a href={templateHref} download="centra-sablona.csv">
            {t('centers.batch.template')}
          </a>
        </p>
        <BatchSourceFields
          text={text}
          onText={setText}
          onFile={setFile}
          textClassName="centers-batch__text"
          words={{
            paste: t('centers.batch.paste'),
            pasteHint: t('centers.batch.pasteHint'),
            file: t('centers.batch.file'),
          }}
        />
        <div className="centers-form__actions">
          <Button type="submit" disabled={batch.isPending || (!file && text.trim() === '')}>
            {batch.isPending ? global.t('form.saving') : t('centers.batch.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('centers.close')}
          </Button>
        </div>
        {result && (
          <BatchResults
            className="centers-batch__results"
            rows={result.rows.map((row) => ({
              row: row.row,
              label: row.name,
              done: row.status === 'created',
              issues: row.issues,
            }))}
            columns={batchColumns(t)}
            words={{
              summary: t('centers.batch.summary', {
                created: result.created,
                failed: result.failed,
              }),
              caption: t('centers.batch.caption'),
              row: t('centers.batch.row'),
              label: t('centers.field.name'),
              result: t('centers.batch.result'),
              done: t('centers.batch.created'),
            }}
          />
        )}
      </form>
    </Card>
  )
}
