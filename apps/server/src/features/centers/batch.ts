import {
  customMessages,
  formatIssueMessage,
  issuePath,
  type MessageLocale,
} from '@konzilium/contract/validation-messages'
import {
  CENTER_BATCH_MAX_ROWS,
  centerBatchColumnNames,
  createCenterInputSchema,
  type CenterBatchResult,
} from '@konzilium/contract/centers'
import { regions } from '@konzilium/contract/czech'
import { czechSearchKey } from '../../db/czech-text'
import { AppError } from '../../platform/app-error'
import {
  defaultSpreadsheetLimits,
  readSpreadsheet,
  SpreadsheetUnreadableError,
  type SpreadsheetLimits,
} from '../../platform/spreadsheets'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { createCenter } from './service'

/**
 * Batch import of centres: a JSON list, or an uploaded CSV (UTF-8, `,` or `;`) or XLSX (first
 * sheet) whose first row names the columns. Every row is checked and created on its own, in its
 * own transaction, and answered with its own result: one bad row does not stop the others. The
 * file's unpacked size, rows and cell length are bounded before anything is parsed (413 / 422).
 */
const batchLimits: SpreadsheetLimits = {
  ...defaultSpreadsheetLimits,
  maxRows: CENTER_BATCH_MAX_ROWS,
}

type Field = keyof typeof centerBatchColumnNames

const unreadable = () =>
  new AppError(400, 'VALIDATION_FAILED', 'Unreadable file', [
    { path: 'file', message: 'center.unreadableFile' },
  ])

function fieldOf(header: string): Field | null {
  const name = header.trim().toLowerCase()
  for (const [field, names] of Object.entries(centerBatchColumnNames)) {
    if ((names as readonly string[]).includes(name)) return field as Field
  }
  return null
}

// A spreadsheet names regions and specialties in words; the API takes codes.
const regionByName = new Map<string, string>(
  regions.flatMap((region) => {
    const key = czechSearchKey(region.name.toLowerCase())
    return [
      [key, region.code],
      [key.replace(/ kraj$|^kraj /, ''), region.code],
      [region.code.toLowerCase(), region.code],
    ]
  }),
)
const specialtyByName: Record<string, string> = {
  dermatology: 'dermatology',
  dermatologie: 'dermatology',
  dermatovenerologie: 'dermatology',
  rheumatology: 'rheumatology',
  revmatologie: 'rheumatology',
}
const flags: Record<string, boolean> = {
  true: true,
  ano: true,
  yes: true,
  '1': true,
  false: false,
  ne: false,
  no: false,
  '0': false,
}

/** A cell as the field's input: known words become codes, anything else stays for the schema. */
function cellValue(field: Field, value: string): unknown {
  const key = czechSearchKey(value.toLowerCase())
  switch (field) {
    case 'region':
      return regionByName.get(key) ?? value
    case 'specialty':
      return specialtyByName[key] ?? value
    case 'visible':
      return flags[key] ?? value
    case 'name':
    case 'city':
    case 'street':
    case 'postalCode':
    case 'phone':
    case 'email':
      return value
  }
}

export function tableToRows(table: string[][]): Record<string, unknown>[] {
  const [header, ...body] = table
  if (!header) throw unreadable()
  const fields = header.map(fieldOf)
  if (!fields.includes('name')) throw unreadable()
  return body
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => {
      const row: Record<string, unknown> = {}
      fields.forEach((field, index) => {
        const value = (cells[index] ?? '').trim()
        if (!field || value === '') return
        row[field] = cellValue(field, value)
      })
      return row
    })
}

/** Reads an uploaded file within the spreadsheet limits (413 / 422 past them). */
export async function readCenterFile(
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
  const rows = tableToRows(table)
  if (rows.length === 0) throw unreadable()
  return rows
}

/** `firstRowNumber`: 1 for a JSON list, 2 for a file (its header is row 1). */
export async function importCenters(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  rows: unknown[],
  firstRowNumber: number,
): Promise<CenterBatchResult> {
  const locale = ctx.locale
  const results: CenterBatchResult['rows'] = []
  const seen = new Set<string>()
  for (const [index, raw] of rows.entries()) {
    const row = index + firstRowNumber
    const candidate = (raw as { name?: unknown } | null)?.name
    const rawName = typeof candidate === 'string' ? candidate.trim() : null
    const parsed = createCenterInputSchema.safeParse(raw)
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issuePath(issue),
        message: formatIssueMessage(issue, locale),
      }))
      results.push({ row, name: rawName, status: 'failed', centerId: null, issues })
      continue
    }
    const key = `${czechSearchKey(parsed.data.name.toLowerCase())}\u0001${czechSearchKey(parsed.data.city.toLowerCase())}`
    if (seen.has(key)) {
      results.push({
        row,
        name: parsed.data.name,
        status: 'failed',
        centerId: null,
        issues: [{ path: 'name', message: customMessages['center.duplicateRow']?.[locale] ?? '' }],
      })
      continue
    }
    seen.add(key)
    try {
      const center = await createCenter(s, ctx, auth, parsed.data)
      results.push({ row, name: center.name, status: 'created', centerId: center.id, issues: [] })
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error
      const issues = (error.issues ?? [{ path: '', message: error.message }]).map((issue) => ({
        path: issue.path,
        message: customMessages[issue.message]?.[locale] ?? issue.message,
      }))
      results.push({ row, name: parsed.data.name, status: 'failed', centerId: null, issues })
    }
  }
  const created = results.filter((result) => result.status === 'created').length
  return { created, failed: results.length - created, rows: results }
}
