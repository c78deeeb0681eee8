import type { z } from 'zod'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import {
  INVITE_BATCH_MAX_ROWS,
  inviteBatchColumnNames,
  inviteRepInputSchema,
  type InviteBatchResult,
} from '@konzilium/contract/invitations'
import {
  importEachRow,
  rawText,
  readBatchSheet,
  type BatchSheet,
} from '../../platform/batch-import'
import type { AuthContext } from '../../platform/auth/access'
import type { ParseBounds } from '../../platform/spreadsheets'
import type { RequestContext, Services } from '../../platform/services'
import { inviteRep } from './service'

/**
 * Batch invitation of reps (platform/batch-import.ts): a JSON list or an uploaded CSV or XLSX,
 * each row checked and invited on its own. A cell of regions lists codes apart by spaces, commas
 * or semicolons.
 */
const sheet: BatchSheet<keyof typeof inviteBatchColumnNames> = {
  columns: inviteBatchColumnNames,
  required: 'email',
  cell: (field, value) => (field === 'regions' ? value.split(/[\s,;]+/).filter(Boolean) : value),
  maxRows: INVITE_BATCH_MAX_ROWS,
  unreadable: 'invite.unreadableFile',
}

/** Reads an uploaded file within the spreadsheet limits (platform/batch-import.ts). */
export function readBatchFile(
  body: Buffer,
  contentType: string,
  locale: MessageLocale,
  bounds: ParseBounds,
) {
  return readBatchSheet(sheet, body, contentType, locale, bounds)
}

/** `firstRowNumber`: 1 for a JSON list, 2 for a file (its header is row 1). */
export async function inviteRepBatch(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  rows: unknown[],
  firstRowNumber: number,
  locale: MessageLocale,
): Promise<InviteBatchResult> {
  const results = await importEachRow<
    z.output<typeof inviteRepInputSchema>,
    InviteBatchResult['rows'][number]
  >(rows, firstRowNumber, locale, {
    parse: (raw) => inviteRepInputSchema.safeParse(raw, { reportInput: true }),
    rawLabel: (raw) => rawText(raw, 'email')?.trim().toLowerCase() ?? null,
    label: (input) => input.email,
    key: (input) => input.email,
    duplicate: { path: 'email', message: 'invite.duplicateRow' },
    create: async (input, row) => {
      const invitation = await inviteRep(s, ctx, auth, input)
      // The same answer for a known address: the row says the mail went out, not to whom.
      return { row, email: invitation.email, status: 'invited', issues: [] }
    },
    failed: (row, email, issues) => ({ row, email, status: 'failed', issues }),
  })
  const invited = results.filter((result) => result.status === 'invited').length
  return { invited, failed: results.length - invited, rows: results }
}
