import type { MessageLocale } from '@konzilium/contract/validation-messages'
import { AppError } from './app-error'

/**
 * The bounds of a spreadsheet upload (`spreadsheets.ts`) and the errors that refuse a file past
 * them, shared by the archive checks, the parse thread and the table checks.
 */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export type SpreadsheetLimits = {
  /** Sum of the uncompressed sizes of all entries of an XLSX. */
  maxUnpackedBytes: number
  /** Uncompressed size of any one entry. */
  maxEntryBytes: number
  /** Largest uncompressed : compressed ratio of an entry larger than `ratioFloorBytes`. */
  maxCompressionRatio: number
  ratioFloorBytes: number
  maxEntries: number
  /** Non-empty rows after the header row. */
  maxRows: number
  /** The highest row number a sheet may name (empty rows between the rows count here). */
  maxRowNumber: number
  /** Columns of the table; also the highest column a sheet may name (A = 1). */
  maxColumns: number
  /** Characters in one cell. */
  maxCellLength: number
}

export const MB = 1024 * 1024
export const defaultSpreadsheetLimits: SpreadsheetLimits = {
  maxUnpackedBytes: 5 * MB,
  maxEntryBytes: 5 * MB,
  maxCompressionRatio: 200,
  ratioFloorBytes: MB,
  maxEntries: 1000,
  maxRows: 500,
  maxRowNumber: 1001,
  maxColumns: 64,
  maxCellLength: 1000,
}

/** How long and with how much memory the parser's thread may run. */
export type ParseBounds = {
  timeoutMs: number
  /** The thread's old-generation heap. */
  memoryMb: number
}

export const defaultParseBounds: ParseBounds = { timeoutMs: 5000, memoryMb: 128 }

export class SpreadsheetUnreadableError extends Error {
  override name = 'SpreadsheetUnreadableError'
}

export type Words = Record<MessageLocale, string>
const megabytes = (bytes: number) => String(Math.round((bytes / MB) * 10) / 10)

/** An error about the uploaded file: one issue on `file`, worded in the caller's language. */
export function fileError(
  status: 400 | 413 | 422,
  locale: MessageLocale,
  message: string,
  words: Words,
): AppError {
  const code = {
    400: 'VALIDATION_FAILED',
    413: 'PAYLOAD_TOO_LARGE',
    422: 'UNPROCESSABLE_CONTENT',
  } as const
  return new AppError(status, code[status], message, [{ path: 'file', message: words[locale] }])
}

export function unpackedTooLarge(locale: MessageLocale, limit: number): AppError {
  return fileError(413, locale, `The spreadsheet unpacks to more than ${megabytes(limit)} MB`, {
    cs: `Soubor je po rozbalení větší než ${megabytes(limit)} MB. Nahrajte menší tabulku nebo ji rozdělte.`,
    en: `The file unpacks to more than ${megabytes(limit)} MB. Upload a smaller spreadsheet or split it.`,
  })
}

export function tooManyColumns(locale: MessageLocale, limits: SpreadsheetLimits, letters = '') {
  // Letters are named only when short enough to be read; the limit is named always.
  const which = letters.length > 0 && letters.length <= 7 ? ` ${letters.toUpperCase()}` : ''
  return fileError(400, locale, `The sheet has more than ${limits.maxColumns} columns`, {
    cs: `Tabulka sahá za ${limits.maxColumns}. sloupec${which ? ` (až do sloupce${which})` : ''}, soubor smí mít nejvýše ${limits.maxColumns} sloupců. Odstraňte vzdálené buňky.`,
    en: `The sheet goes past column ${limits.maxColumns}${which ? ` (as far as column${which})` : ''}; a file may have at most ${limits.maxColumns} columns. Remove the distant cells.`,
  })
}

export function tooManyRows(
  locale: MessageLocale,
  rows: number,
  limits: SpreadsheetLimits,
): AppError {
  return fileError(
    422,
    locale,
    `The file has ${rows} rows; at most ${limits.maxRows} are accepted`,
    {
      cs: `Soubor má ${rows} řádků, najednou lze načíst nejvýše ${limits.maxRows}. Rozdělte ho na menší soubory.`,
      en: `The file has ${rows} rows; at most ${limits.maxRows} can be imported at once. Split it into smaller files.`,
    },
  )
}

export function tooComplex(locale: MessageLocale): AppError {
  return fileError(422, locale, 'The file is too large or complex to parse', {
    cs: 'Soubor je příliš velký nebo složitý na zpracování. Nahrajte menší nebo jednodušší tabulku, případně ji rozdělte.',
    en: 'The file is too large or too complex to process. Upload a smaller or simpler spreadsheet, or split it.',
  })
}
