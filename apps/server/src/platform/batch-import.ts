import type { z } from 'zod'
import {
  customMessages,
  formatIssueMessage,
  issuePath,
  type MessageLocale,
} from '@konzilium/contract/validation-messages'
import { AppError } from './app-error'
import {
  defaultSpreadsheetLimits,
  readSpreadsheet,
  SpreadsheetUnreadableError,
  type ParseBounds,
} from './spreadsheets'

/**
 * Batch imports (centres, rep invitations): a JSON list, or an uploaded CSV (UTF-8, `,` or `;`)
 * or XLSX (first sheet) whose first row names the columns. Every row is checked and created on
 * its own, in its own transaction, and answered with its own result: one bad row does not stop
 * the others. The file's unpacked size, rows and cell length are bounded before anything is
 * parsed (413 / 422, platform/spreadsheets.ts). The feature says which columns a sheet has, how a
 * row is checked, what makes two rows the same and how one is created.
 */

export type RowIssue = { path: string; message: string }

/** How a feature's sheet reads: its columns, the one it cannot do without, its cells. */
export type BatchSheet<Field extends string> = {
  /** Field → the header words (lower case) that name its column. */
  columns: Record<Field, readonly string[]>
  /** A sheet without this column is unreadable. */
  required: Field
  /** A non-empty cell (trimmed) as the field's input. */
  cell: (field: Field, value: string) => unknown
  maxRows: number
  /** The message key of the `file` issue of an unreadable file. */
  unreadable: string
}

const unreadableFile = (key: string) =>
  new AppError(400, 'VALIDATION_FAILED', 'Unreadable file', [{ path: 'file', message: key }])

function fieldOf<Field extends string>(sheet: BatchSheet<Field>, header: string): Field | null {
  const name = header.trim().toLowerCase()
  for (const [field, names] of Object.entries(sheet.columns) as [Field, readonly string[]][]) {
    if (names.includes(name)) return field
  }
  return null
}

/** A sheet's table (header row first) as one object per non-empty row. */
function tableToRows<Field extends string>(
  sheet: BatchSheet<Field>,
  table: string[][],
): Record<string, unknown>[] {
  const [header, ...body] = table
  if (!header) throw unreadableFile(sheet.unreadable)
  const fields = header.map((name) => fieldOf(sheet, name))
  if (!fields.includes(sheet.required)) throw unreadableFile(sheet.unreadable)
  return body
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => {
      const row: Record<string, unknown> = {}
      fields.forEach((field, index) => {
        const value = (cells[index] ?? '').trim()
        if (!field || value === '') return
        row[field] = sheet.cell(field, value)
      })
      return row
    })
}

/**
 * Reads an uploaded file within the spreadsheet limits (400 / 413 / 422 past them): the sheet may
 * name rows up to twice its row limit (empty rows between rows do not count as rows), parsed
 * within `bounds` (the server's configuration).
 */
export async function readBatchSheet<Field extends string>(
  sheet: BatchSheet<Field>,
  body: Buffer,
  contentType: string,
  locale: MessageLocale,
  bounds: ParseBounds,
): Promise<Record<string, unknown>[]> {
  let table: string[][]
  try {
    table = await readSpreadsheet(
      body,
      contentType,
      locale,
      { ...defaultSpreadsheetLimits, maxRows: sheet.maxRows, maxRowNumber: 2 * sheet.maxRows + 1 },
      bounds,
    )
  } catch (error) {
    if (error instanceof SpreadsheetUnreadableError) throw unreadableFile(sheet.unreadable)
    throw error
  }
  const rows = tableToRows(sheet, table)
  if (rows.length === 0) throw unreadableFile(sheet.unreadable)
  return rows
}

/** How a feature checks, names, compares and creates the rows of a batch. */
export type BatchRows<Input, Result> = {
  parse: (raw: unknown) => z.ZodSafeParseResult<Input>
  /** What names a row that is not valid (taken from the raw row, if it has it)... */
  rawLabel: (raw: unknown) => string | null
  /** ...and one that is. */
  label: (input: Input) => string
  /** Rows with the same key are one: the second fails with the `duplicate` issue. */
  key: (input: Input) => string
  /** Its message is a key of the custom messages. */
  duplicate: RowIssue
  /** Creates one row; its result as the batch answers it. */
  create: (input: Input, row: number) => Promise<Result>
  /** The result of a row that failed. */
  failed: (row: number, label: string | null, issues: RowIssue[]) => Result
}

/**
 * Each row checked and created on its own, in order; `firstRowNumber` is 1 for a JSON list, 2 for
 * a file (its header is row 1). A row refused by a 4xx (a conflict, a check in the use case)
 * fails with that refusal's issues in the caller's language; a 5xx stops the batch.
 */
export async function importEachRow<Input, Result>(
  rows: unknown[],
  firstRowNumber: number,
  locale: MessageLocale,
  batch: BatchRows<Input, Result>,
): Promise<Result[]> {
  const results: Result[] = []
  const seen = new Set<string>()
  for (const [index, raw] of rows.entries()) {
    const row = index + firstRowNumber
    const parsed = batch.parse(raw)
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issuePath(issue),
        message: formatIssueMessage(issue, locale),
      }))
      results.push(batch.failed(row, batch.rawLabel(raw), issues))
      continue
    }
    const key = batch.key(parsed.data)
    if (seen.has(key)) {
      const message = customMessages[batch.duplicate.message]?.[locale] ?? ''
      results.push(
        batch.failed(row, batch.label(parsed.data), [{ path: batch.duplicate.path, message }]),
      )
      continue
    }
    seen.add(key)
    try {
      results.push(await batch.create(parsed.data, row))
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error
      const issues = (error.issues ?? [{ path: '', message: error.message }]).map((issue) => ({
        path: issue.path,
        message: customMessages[issue.message]?.[locale] ?? issue.message,
      }))
      results.push(batch.failed(row, batch.label(parsed.data), issues))
    }
  }
  return results
}

/** A string field of a raw row, as given (before any check), or null. */
export function rawText(raw: unknown, field: string): string | null {
  const value = (raw as Record<string, unknown> | null)?.[field]
  return typeof value === 'string' ? value : null
}
