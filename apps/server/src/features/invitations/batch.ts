import {
  customMessages,
  formatIssueMessage,
  issuePath,
  type MessageLocale,
} from '@konzilium/contract/validation-messages'
import {
  INVITE_BATCH_MAX_ROWS,
  inviteBatchColumnNames,
  inviteRepInputSchema,
  type InviteBatchResult,
} from '@konzilium/contract/invitations'
import { AppError } from '../../platform/app-error'
import {
  defaultSpreadsheetLimits,
  readSpreadsheet,
  SpreadsheetUnreadableError,
  type SpreadsheetLimits,
} from '../../platform/spreadsheets'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { inviteRep } from './service'

/**
 * Batch invitation of reps: a JSON list, or an uploaded CSV (UTF-8, `,` or `;`) or XLSX (first
 * sheet) whose first row names the columns. Every row is checked and invited on its own, in its own
 * transaction, and answered with its own result: one bad row does not stop the others. The file's
 * unpacked size, rows and cell length are bounded before anything is parsed or invited.
 */
const batchLimits: SpreadsheetLimits = {
  ...defaultSpreadsheetLimits,
  maxRows: INVITE_BATCH_MAX_ROWS,
}

const unreadable = () =>
  new AppError(400, 'VALIDATION_FAILED', 'Unreadable file', [
    { path: 'file', message: 'invite.unreadableFile' },
  ])

function fieldOf(header: string): keyof typeof inviteBatchColumnNames | null {
  const name = header.trim().toLowerCase()
  for (const [field, names] of Object.entries(inviteBatchColumnNames)) {
    if ((names as readonly string[]).includes(name))
      return field as keyof typeof inviteBatchColumnNames
  }
  return null
}

function rowsToObjects(table: string[][]): Record<string, unknown>[] {
  const [header, ...body] = table
  if (!header) throw unreadable()
  const fields = header.map(fieldOf)
  if (!fields.includes('email')) throw unreadable()
  return body
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => {
      const row: Record<string, unknown> = {}
      fields.forEach((field, index) => {
        const value = (cells[index] ?? '').trim()
        if (!field || value === '') return
        row[field] = field === 'regions' ? value.split(/[\s,;]+/).filter(Boolean) : value
      })
      return row
    })
}

/** Reads an uploaded file within the spreadsheet limits (413 / 422 past them). */
export async function readBatchFile(
  body: Buffer,
  contentType: string,
  locale: MessageLocale,
): Promise<Record<string, unknown>[]> {
  let table: string[][]
  try {
    table = await readSpreadsheet(body, contentType, locale, batchLimits)
  } catch (error) {
    if (error instanceof SpreadsheetUnreadableError) throw unreadable()
    throw error
  }
  const rows = rowsToObjects(table)
  if (rows.length === 0) throw unreadable()
  return rows
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
  const results: InviteBatchResult['rows'] = []
  const seen = new Set<string>()
  for (const [index, raw] of rows.entries()) {
    const row = index + firstRowNumber
    const parsed = inviteRepInputSchema.safeParse(raw, { reportInput: true })
    const candidate = (raw as { email?: unknown } | null)?.email
    const rawEmail = typeof candidate === 'string' ? candidate.trim().toLowerCase() : null
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issuePath(issue),
        message: formatIssueMessage(issue, locale),
      }))
      results.push({ row, email: rawEmail, status: 'failed', userId: null, issues })
      continue
    }
    if (seen.has(parsed.data.email)) {
      results.push({
        row,
        email: parsed.data.email,
        status: 'failed',
        userId: null,
        issues: [{ path: 'email', message: customMessages['invite.duplicateRow']?.[locale] ?? '' }],
      })
      continue
    }
    seen.add(parsed.data.email)
    try {
      const invitation = await inviteRep(s, ctx, auth, parsed.data)
      results.push({
        row,
        email: invitation.email,
        status: 'invited',
        userId: invitation.userId,
        issues: [],
      })
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error
      const issues = (error.issues ?? [{ path: '', message: error.message }]).map((issue) => ({
        path: issue.path,
        message: customMessages[issue.message]?.[locale] ?? issue.message,
      }))
      results.push({ row, email: parsed.data.email, status: 'failed', userId: null, issues })
    }
  }
  const invited = results.filter((result) => result.status === 'invited').length
  return { invited, failed: results.length - invited, rows: results }
}
