import type { z } from 'zod'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import {
  CENTER_BATCH_MAX_ROWS,
  centerBatchColumnNames,
  createCenterInputSchema,
  type CenterBatchResult,
} from '@konzilium/contract/centers'
import { regions } from '@konzilium/contract/czech'
import { czechSearchKey } from '../../db/czech-text'
import {
  importEachRow,
  rawText,
  readBatchSheet,
  type BatchSheet,
} from '../../platform/batch-import'
import type { AuthContext } from '../../platform/auth/access'
import type { ParseBounds } from '../../platform/spreadsheets'
import type { RequestContext, Services } from '../../platform/services'
import { createCenter } from './create-center'

/**
 * Batch import of centres (platform/batch-import.ts): a JSON list or an uploaded CSV or XLSX, each
 * row checked and created on its own. Columns are named in Czech or English; regions, specialties
 * and flags may be written in words.
 */
type Field = keyof typeof centerBatchColumnNames

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

const sheet: BatchSheet<Field> = {
  columns: centerBatchColumnNames,
  required: 'name',
  cell: cellValue,
  maxRows: CENTER_BATCH_MAX_ROWS,
  unreadable: 'center.unreadableFile',
}

/** Reads an uploaded file within the spreadsheet limits (platform/batch-import.ts). */
export function readCenterFile(
  body: Buffer,
  contentType: string,
  locale: MessageLocale,
  bounds: ParseBounds,
) {
  return readBatchSheet(sheet, body, contentType, locale, bounds)
}

/** `firstRowNumber`: 1 for a JSON list, 2 for a file (its header is row 1). */
export async function importCenters(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  rows: unknown[],
  firstRowNumber: number,
): Promise<CenterBatchResult> {
  const results = await importEachRow<
    z.output<typeof createCenterInputSchema>,
    CenterBatchResult['rows'][number]
  >(rows, firstRowNumber, ctx.locale, {
    parse: (raw) => createCenterInputSchema.safeParse(raw, { reportInput: true }),
    rawLabel: (raw) => rawText(raw, 'name')?.trim() ?? null,
    label: (input) => input.name,
    key: (input) =>
      `${czechSearchKey(input.name.toLowerCase())}\u0001${czechSearchKey(input.city.toLowerCase())}`,
    duplicate: { path: 'name', message: 'center.duplicateRow' },
    create: async (input, row) => {
      const center = await createCenter(s, ctx, auth, input)
      return { row, name: center.name, status: 'created', centerId: center.id, issues: [] }
    },
    failed: (row, name, issues) => ({ row, name, status: 'failed', centerId: null, issues }),
  })
  const created = results.filter((result) => result.status === 'created').length
  return { created, failed: results.length - created, rows: results }
}
