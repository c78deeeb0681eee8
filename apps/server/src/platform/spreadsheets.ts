import type { MessageLocale } from '@konzilium/contract/validation-messages'
import {
  defaultParseBounds,
  defaultSpreadsheetLimits,
  fileError,
  SpreadsheetUnreadableError,
  tooManyColumns,
  tooManyRows,
  XLSX_TYPE,
  type ParseBounds,
  type SpreadsheetLimits,
} from './spreadsheet-bounds'
import { parseOnThread, withParseThread } from './spreadsheet-parse-thread'
import { checkSheetReach, checkXlsxArchive } from './xlsx-archive'

export {
  defaultParseBounds,
  defaultSpreadsheetLimits,
  SpreadsheetUnreadableError,
  XLSX_TYPE,
  type ParseBounds,
  type SpreadsheetLimits,
}

/**
 * Spreadsheet uploads (CSV, XLSX), read with every bound that can be checked without parsing
 * checked first, and parsed where a hard file cannot hurt the server.
 *
 * 1. An XLSX is a zip archive: its central directory is read first and the archive refused when
 *    an entry or the whole unpacks to more than the limit, when an entry is compressed
 *    suspiciously strongly, or when it has too many entries; then every entry is inflated with
 *    its declared size as a hard ceiling, so an archive that lies about its sizes costs no more
 *    than the limit (413). Steps 1 and 2: `xlsx-archive.ts`.
 * 2. The unpacked XML is scanned once, as text, for the highest row and column any cell, row or
 *    declared dimension names: the parser pads every row and cell it skips, so one cell at row ten
 *    million would cost gigabytes. Past the limits: 400 naming the limit.
 * 3. The parser runs on a worker thread of its own (`spreadsheet-thread.mjs`, started by
 *    `spreadsheet-parse-thread.ts`) with a memory limit,
 *    terminated past a time limit: a file too costly to parse is 422, and the event loop and the
 *    server's heap never carry the parse.
 * 4. The table's rows, columns and cells are counted and measured (422), and every cell is checked
 *    for text the database cannot store: NUL, whether written as such or as XLSX's `_x0000_`, and
 *    lone UTF-16 surrogates (400 naming row and column).
 *
 * Every error goes through the one error envelope, with an issue on `file` worded in the caller's
 * language. A file that is no spreadsheet at all raises `SpreadsheetUnreadableError`, which the
 * feature words as it likes. The limits and the errors past them: `spreadsheet-bounds.ts`.
 */

/**
 * Refuses a table with more rows after the header than the limit, more columns, or a longer cell
 * (422; too many columns 400, as when a sheet names them). Rows without any text do not count.
 */
export function checkTable(
  table: string[][],
  locale: MessageLocale,
  limits: SpreadsheetLimits = defaultSpreadsheetLimits,
): void {
  const rows = table.slice(1).filter((cells) => cells.some((cell) => cell.trim() !== '')).length
  if (rows > limits.maxRows) throw tooManyRows(locale, rows, limits)
  if (table.some((cells) => cells.length > limits.maxColumns)) throw tooManyColumns(locale, limits)
  for (const [r, cells] of table.entries()) {
    const c = cells.findIndex((cell) => cell.length > limits.maxCellLength)
    if (c < 0) continue
    throw fileError(
      422,
      locale,
      `Row ${r + 1}, column ${c + 1} is longer than ${limits.maxCellLength} characters`,
      {
        cs: `Buňka na řádku ${r + 1} ve sloupci ${c + 1} je delší než ${limits.maxCellLength} znaků.`,
        en: `The cell in row ${r + 1}, column ${c + 1} is longer than ${limits.maxCellLength} characters.`,
      },
    )
  }
}

// NUL, which no PostgreSQL text holds, and a UTF-16 surrogate without its pair, which UTF-8
// cannot encode: an XLSX writes both as `_xHHHH_` escapes, which the parser decodes.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const unstorable = (cell: string) => cell.includes('\u0000') || LONE_SURROGATE.test(cell)

/**
 * Refuses a table with a character in any cell (the header too) that the database cannot store
 * (400 naming row and column), so that no row of it reaches the database.
 */
export function checkCellText(table: string[][], locale: MessageLocale): void {
  for (const [r, cells] of table.entries()) {
    const c = cells.findIndex(unstorable)
    if (c < 0) continue
    throw fileError(
      400,
      locale,
      `Row ${r + 1}, column ${c + 1} holds a character that cannot be stored`,
      {
        cs: `Buňka na řádku ${r + 1} ve sloupci ${c + 1} obsahuje neplatný znak (například NUL), který nelze uložit. Opravte ji a nahrajte soubor znovu.`,
        en: `The cell in row ${r + 1}, column ${c + 1} holds an invalid character (such as NUL) that cannot be stored. Correct it and upload the file again.`,
      },
    )
  }
}

/**
 * Reads an uploaded CSV (UTF-8 with or without BOM, `,` or `;`) or XLSX (first sheet) into rows of
 * text, within the limits and bounds. Every import reads its file through here.
 */
export async function readSpreadsheet(
  body: Buffer | undefined,
  contentType: string,
  locale: MessageLocale,
  limits: SpreadsheetLimits = defaultSpreadsheetLimits,
  bounds: ParseBounds = defaultParseBounds,
): Promise<string[][]> {
  // No body at all (a request without content) is no spreadsheet either.
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new SpreadsheetUnreadableError('No file in the body')
  const kind = contentType.startsWith(XLSX_TYPE) ? 'xlsx' : 'csv'
  if (kind === 'xlsx') checkSheetReach(checkXlsxArchive(body, locale, limits), locale, limits)
  const table = await withParseThread(() => parseOnThread(kind, body, locale, limits, bounds))
  checkTable(table, locale, limits)
  checkCellText(table, locale)
  return table
}
