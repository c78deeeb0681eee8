import { inflateRawSync } from 'node:zlib'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import { AppError } from './app-error'

/**
 * Spreadsheet uploads (CSV, XLSX), read with bounds checked before the parser sees the file
 * (security.md 1.5, ASVS 5.2.3; issue 10 section 5). An XLSX is a zip archive: its central
 * directory is read first and the archive refused when an entry or the whole unpacks to more than
 * the limit, when an entry is compressed suspiciously strongly, or when it has too many entries;
 * then every entry is inflated with the declared size as a hard ceiling, so an archive that lies
 * about its sizes costs no more than the limit. Only then is the sheet parsed; its rows and cells
 * are counted and measured before anyone uses them.
 *
 * Too large to unpack: 413. Too many rows or too long a cell: 422. Both through the one error
 * envelope, with an issue on `file` worded in the caller's language. A file that is no spreadsheet
 * at all raises `SpreadsheetUnreadableError`, which the feature words as it likes.
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
  /** Characters in one cell. */
  maxCellLength: number
}

const MB = 1024 * 1024
export const defaultSpreadsheetLimits: SpreadsheetLimits = {
  maxUnpackedBytes: 5 * MB,
  maxEntryBytes: 5 * MB,
  maxCompressionRatio: 200,
  ratioFloorBytes: MB,
  maxEntries: 1000,
  maxRows: 500,
  maxCellLength: 1000,
}

export class SpreadsheetUnreadableError extends Error {
  override name = 'SpreadsheetUnreadableError'
}

type Words = Record<MessageLocale, string>
const word = (locale: MessageLocale, words: Words) => words[locale]
const megabytes = (bytes: number) => String(Math.round((bytes / MB) * 10) / 10)

function tooLarge(locale: MessageLocale, message: string, words: Words): AppError {
  return new AppError(413, 'PAYLOAD_TOO_LARGE', message, [
    { path: 'file', message: word(locale, words) },
  ])
}

function unpackedTooLarge(locale: MessageLocale, limit: number): AppError {
  return tooLarge(locale, `The spreadsheet unpacks to more than ${megabytes(limit)} MB`, {
    cs: `Soubor je po rozbalení větší než ${megabytes(limit)} MB. Nahrajte menší tabulku nebo ji rozdělte.`,
    en: `The file unpacks to more than ${megabytes(limit)} MB. Upload a smaller spreadsheet or split it.`,
  })
}

/** Bounds of an XLSX (zip) archive, read from its central directory; inflates nothing. */
type ZipEntry = {
  name: string
  method: number
  flags: number
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const ZIP64_MARK = 0xffffffff

function readCentralDirectory(body: Buffer): ZipEntry[] {
  const unreadable = () => new SpreadsheetUnreadableError('Not a readable zip archive')
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65535 bytes.
  let eocd = -1
  for (let at = body.length - 22; at >= Math.max(0, body.length - 22 - 0xffff); at--) {
    if (body.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at
      break
    }
  }
  if (eocd < 0) throw unreadable()
  const count = body.readUInt16LE(eocd + 10)
  const size = body.readUInt32LE(eocd + 12)
  const offset = body.readUInt32LE(eocd + 16)
  if (offset + size > eocd) throw unreadable()
  const entries: ZipEntry[] = []
  let at = offset
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || body.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw unreadable()
    const nameLength = body.readUInt16LE(at + 28)
    const extraLength = body.readUInt16LE(at + 30)
    const commentLength = body.readUInt16LE(at + 32)
    entries.push({
      flags: body.readUInt16LE(at + 8),
      method: body.readUInt16LE(at + 10),
      compressedSize: body.readUInt32LE(at + 20),
      uncompressedSize: body.readUInt32LE(at + 24),
      localHeaderOffset: body.readUInt32LE(at + 42),
      name: body.toString('utf8', at + 46, at + 46 + nameLength),
    })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/**
 * Refuses an XLSX whose declared or actual unpacked size passes the limits (413); throws
 * `SpreadsheetUnreadableError` when it is no zip archive we can read.
 */
export function checkXlsxArchive(
  body: Buffer,
  locale: MessageLocale,
  limits: SpreadsheetLimits = defaultSpreadsheetLimits,
): void {
  const entries = readCentralDirectory(body)
  if (entries.length > limits.maxEntries)
    throw tooLarge(locale, `The archive has more than ${limits.maxEntries} entries`, {
      cs: `Soubor obsahuje víc než ${limits.maxEntries} částí. Nahrajte obyčejnou tabulku.`,
      en: `The file holds more than ${limits.maxEntries} parts. Upload a plain spreadsheet.`,
    })
  let total = 0
  for (const entry of entries) {
    // ZIP64 sizes mean 4 GB or more: far past any limit.
    if (entry.uncompressedSize === ZIP64_MARK || entry.compressedSize === ZIP64_MARK)
      throw unpackedTooLarge(locale, limits.maxEntryBytes)
    if (entry.uncompressedSize > limits.maxEntryBytes)
      throw unpackedTooLarge(locale, limits.maxEntryBytes)
    total += entry.uncompressedSize
    if (total > limits.maxUnpackedBytes) throw unpackedTooLarge(locale, limits.maxUnpackedBytes)
    if (
      entry.uncompressedSize > limits.ratioFloorBytes &&
      entry.uncompressedSize > limits.maxCompressionRatio * Math.max(1, entry.compressedSize)
    )
      throw tooLarge(locale, 'The spreadsheet is compressed suspiciously strongly', {
        cs: 'Soubor je podezřele silně zkomprimovaný, a proto ho nelze přijmout.',
        en: 'The file is compressed suspiciously strongly, so it cannot be accepted.',
      })
  }
  // The declared sizes are the archive's word; inflating with them as a hard ceiling checks it.
  for (const entry of entries) {
    if (entry.flags & 0x1) throw new SpreadsheetUnreadableError('Encrypted archive entry')
    const local = entry.localHeaderOffset
    if (local + 30 > body.length || body.readUInt32LE(local) !== LOCAL_SIGNATURE)
      throw new SpreadsheetUnreadableError('Bad local header')
    const start = local + 30 + body.readUInt16LE(local + 26) + body.readUInt16LE(local + 28)
    const data = body.subarray(start, start + entry.compressedSize)
    if (data.length !== entry.compressedSize) throw new SpreadsheetUnreadableError('Truncated')
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize)
        throw new SpreadsheetUnreadableError('Stored entry with two sizes')
      continue
    }
    if (entry.method !== 8) throw new SpreadsheetUnreadableError('Unknown compression method')
    let actual: number
    try {
      actual = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) }).length
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw unpackedTooLarge(locale, limits.maxEntryBytes)
      throw new SpreadsheetUnreadableError('Corrupt archive entry')
    }
    if (actual !== entry.uncompressedSize) throw new SpreadsheetUnreadableError('Size mismatch')
  }
}

/**
 * Refuses a table with more rows after the header than the limit, or a longer cell (422). Rows
 * without any text do not count.
 */
export function checkTable(
  table: string[][],
  locale: MessageLocale,
  limits: SpreadsheetLimits = defaultSpreadsheetLimits,
): void {
  const rows = table.slice(1).filter((cells) => cells.some((cell) => cell.trim() !== '')).length
  if (rows > limits.maxRows)
    throw new AppError(
      422,
      'UNPROCESSABLE_CONTENT',
      `The file has ${rows} rows; at most ${limits.maxRows} are accepted`,
      [
        {
          path: 'file',
          message: word(locale, {
            cs: `Soubor má ${rows} řádků, najednou lze načíst nejvýše ${limits.maxRows}. Rozdělte ho na menší soubory.`,
            en: `The file has ${rows} rows; at most ${limits.maxRows} can be imported at once. Split it into smaller files.`,
          }),
        },
      ],
    )
  for (const [r, cells] of table.entries()) {
    const c = cells.findIndex((cell) => cell.length > limits.maxCellLength)
    if (c < 0) continue
    throw new AppError(
      422,
      'UNPROCESSABLE_CONTENT',
      `Row ${r + 1}, column ${c + 1} is longer than ${limits.maxCellLength} characters`,
      [
        {
          path: 'file',
          message: word(locale, {
            cs: `Buňka na řádku ${r + 1} ve sloupci ${c + 1} je delší než ${limits.maxCellLength} znaků.`,
            en: `The cell in row ${r + 1}, column ${c + 1} is longer than ${limits.maxCellLength} characters.`,
          }),
        },
      ],
    )
  }
}

/**
 * Reads an uploaded CSV (UTF-8 with or without BOM, `,` or `;`) or XLSX (first sheet) into rows of
 * text, within the limits. The readers are loaded on first use (issue 10: lazy rare modules).
 */
export async function readSpreadsheet(
  body: Buffer | undefined,
  contentType: string,
  locale: MessageLocale,
  limits: SpreadsheetLimits = defaultSpreadsheetLimits,
): Promise<string[][]> {
  // No body at all (a request without content) is no spreadsheet either.
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new SpreadsheetUnreadableError('No file in the body')
  let table: string[][]
  if (contentType.startsWith(XLSX_TYPE)) {
    checkXlsxArchive(body, locale, limits)
    const { readSheet } = await import('read-excel-file/node')
    try {
      const sheet = await readSheet(body, 1)
      table = sheet.map((row) =>
        row.map((cell) =>
          cell === null ? '' : cell instanceof Date ? cell.toISOString() : String(cell),
        ),
      )
    } catch {
      throw new SpreadsheetUnreadableError('The sheet cannot be read')
    }
  } else {
    const { parse } = await import('csv-parse/sync')
    const text = body.toString('utf8').replace(/^\uFEFF/, '')
    const firstLine = text.split(/\r?\n/, 1)[0] ?? ''
    const delimiter =
      (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
    try {
      const records: unknown = parse(text, {
        delimiter,
        relax_column_count: true,
        skip_empty_lines: true,
      })
      table = records as string[][]
    } catch {
      throw new SpreadsheetUnreadableError('The CSV cannot be read')
    }
  }
  checkTable(table, locale, limits)
  return table
}
