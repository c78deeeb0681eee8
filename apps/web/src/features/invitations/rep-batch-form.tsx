import type { InviteBatchResult, inviteBatchColumnNames } from '@konzilium/contract/invitations'
import { FormAlert } from '../../shared/forms/form-alert'
import { useI18n } from '../../shared/i18n/use-i18n'
import { BatchResults, BatchSourceFields, useBatchImport } from '../../shared/ui/batch-import'
import { Button } from '../../shared/ui/button'
import { useInviteRepBatch } from './api'
import { batchFileType, parsePastedRows } from './invite-form'
import { useInvitationsMessages, type InvitationsMessageKey } from './invitations-messages'
import './invitations.css'

type RepBatchField = keyof typeof inviteBatchColumnNames

/** Each column of the representatives' sheet as the reader's language names it. */
function batchColumns(t: (key: InvitationsMessageKey) => string): Record<RepBatchField, string> {
  return {
    email: t('addUser.batch.column.email'),
    degreesBefore: t('addUser.batch.column.degreesBefore'),
    firstName: t('addUser.batch.column.firstName'),
    lastName: t('addUser.batch.column.lastName'),
    degreesAfter: t('addUser.batch.column.degreesAfter'),
    phone: t('addUser.batch.column.phone'),
    company: t('addUser.batch.column.company'),
    regions: t('addUser.batch.column.regions'),
    locale: t('addUser.batch.column.locale'),
  }
}

/** Reps in bulk: a pasted list or an uploaded CSV/XLSX, answered with a result per row. */
export function RepBatchForm() {
  const global = useI18n()
  const { t } = useInvitationsMessages()
  const batch = useInviteRepBatch()
  const { text, setText, file, setFile, error, result, form, onSubmit } =
    useBatchImport<InviteBatchResult>({
      fileType: batchFileType,
      fileTypeError: t('addUser.batch.fileType'),
      sendFile: (blob, answer) => {
        batch.mutate({ file: blob }, answer)
      },
      sendText: (pasted, answer, fail) => {
        void import('@konzilium/contract/invitations').then(({ inviteBatchColumnNames }) => {
          const rows = parsePastedRows(pasted, inviteBatchColumnNames)
          if (rows.length === 0) {
            fail(t('addUser.batch.empty'))
            return
          }
          batch.mutate({ rows }, answer)
        })
      },
    })

  return (
    <form {...form.formProps} onSubmit={onSubmit}>
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
        {batch.isPending ? global.t('registerPeripheral.submitting') : t('addUser.batch.submit')}
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
          columns={batchColumns(t)}
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
