import { inflateRawSync } from 'node:zlib'
import { Worker } from 'node:worker_threads'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import { AppError } from './app-error'

/**
 * Spreadsheet uploads (CSV, XLSX), read with every bound that can be checked without parsing
 * checked first, and parsed where a hard file cannot hurt the server.
 *
 * 1. An XLSX is a zip archive: its central directory is read first and the archive refused when
 *    an entry or the whole unpacks to more than the limit, when an entry is compressed
 *    suspiciously strongly, or when it has too many entries; then every entry is inflated with
 *    its declared size as a hard ceiling, so an archive that lies about its sizes costs no more
 *    than the limit (413).
 * 2. The unpacked XML is scanned once, as text, for the highest row and column any cell, row or
 *    declared dimension names: the parser pads every row and cell it skips, so one cell at row ten
 *    million would cost gigabytes. Past the limits: 400 naming the limit.
 * 3. The parser runs on a worker thread of its own (`spreadsheet-thread.mjs`) with a memory limit,
 *    terminated past a time limit: a file too costly to parse is 422, and the event loop and the
 *    server's heap never carry the parse.
 * 4. The table's rows, columns and cells are counted and measured (422), and every cell is checked
 *    for text the database cannot store: NUL, whether written as such or as XLSX's `_x0000_`, and
 *    lone UTF-16 surrogates (400 naming row and column).
 *
 * Every error goes through the one error envelope, with an issue on `file` worded in the caller's
 * language. A file that is no spreadsheet at all raises `SpreadsheetUnreadableError`, which the
 * feature words as it likes.
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

const MB = 1024 * 1024
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

function readCentralDirectory(body: Buffer): { entries: ZipEntry[]; directoryOffset: number } {
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
  return { entries, directoryOffset: offset }
}

const DESCRIPTOR_SIGNATURE = 0x08074b50

/**
 * The local headers must be exactly the entries the central directory names, back to back from
 * the start of the file to the directory, each with the same name, method and sizes. The parser
 * reads an archive as a stream, local header after local header: an entry hidden between them,
 * or one whose local header names another part, would reach it without any check here.
 */
function checkLocalHeaders(body: Buffer, entries: ZipEntry[], directoryOffset: number): void {
  const unreadable = (why: string) => new SpreadsheetUnreadableError(why)
  let expected = 0
  for (const entry of [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset)) {
    const local = entry.localHeaderOffset
    if (
      local !== expected ||
      local + 30 > body.length ||
      body.readUInt32LE(local) !== LOCAL_SIGNATURE
    )
      throw unreadable('Local entries not back to back')
    const flags = body.readUInt16LE(local + 6)
    const nameLength = body.readUInt16LE(local + 26)
    if (
      body.toString('utf8', local + 30, local + 30 + nameLength) !== entry.name ||
      body.readUInt16LE(local + 8) !== entry.method
    )
      throw unreadable('Local header differs from the directory')
    // With a data descriptor (bit 3) the local sizes are zero and follow the data instead.
    const describedAfter = (flags & 0x8) !== 0
    if (
      !describedAfter &&
      (body.readUInt32LE(local + 18) !== entry.compressedSize ||
        body.readUInt32LE(local + 22) !== entry.uncompressedSize)
    )
      throw unreadable('Local sizes differ from the directory')
    let end = local + 30 + nameLength + body.readUInt16LE(local + 28) + entry.compressedSize
    if (describedAfter)
      end += end + 4 <= body.length && body.readUInt32LE(end) === DESCRIPTOR_SIGNATURE ? 16 : 12
    expected = end
  }
  if (expected !== directoryOffset) throw unreadable('Data between the entries and the directory')
}

/**
 * Refuses an XLSX whose declared or actual unpacked size passes the limits (413); throws
 * `SpreadsheetUnreadableError` when it is no zip archive we can read. Answers the unpacked parts
 * by name (within the limits, so never more than `maxUnpackedBytes`).
 */
export function checkXlsxArchive(
  body: Buffer,
  locale: MessageLocale,
  limits: SpreadsheetLimits = defaultSpreadsheetLimits,
): Map<string, Buffer> {
  const { entries, directoryOffset } = readCentralDirectory(body)
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
  checkLocalHeaders(body, entries, directoryOffset)
  // The declared sizes are the archive's word; inflating with them as a hard ceiling checks it.
  const parts = new Map<string, Buffer>()
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
      parts.set(entry.name, data)
      continue
    }
    if (entry.method !== 8) throw new SpreadsheetUnreadableError('Unknown compression method')
    let unpacked: Buffer
    try {
      unpacked = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) })
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw unpackedTooLarge(locale, limits.maxEntryBytes)
      throw new SpreadsheetUnreadableError('Corrupt archive entry')
    }
    if (unpacked.length !== entry.uncompressedSize)
      throw new SpreadsheetUnreadableError('Size mismatch')
    parts.set(entry.name, unpacked)
  }
  return parts
}

/** The highest row and column (1-based) a sheet's XML names. */
export type SheetReach = { rows: number; columns: number; column: string }

// The start of a row, a cell or the declared dimension, with or without a namespace prefix; `c`
// must end there (a chart's `<c:chart>` is another element).
const REACH_TAG = /<(?:[\w.-]+:)?(row|c|dimension)(?=[\s/>])/g
// One attribute, read where the one before ended (sticky): a name, `=`, a quoted value.
const ATTRIBUTE = /\s*([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y
const TAG_REST = /^\s*\/?$/
const CELL_REFERENCE = /^([A-Za-z]{1,16})(\d{1,16})$/
const ROW_NUMBER = /^\d{1,16}$/
const QUOTE = 0x22
const APOSTROPHE = 0x27
const CLOSE = 0x3e

/** A column's letters as its number: A = 1, Z = 26, AA = 27. */
export function columnNumber(letters: string): number {
  let number = 0
  for (const letter of letters.toUpperCase()) number = number * 26 + letter.charCodeAt(0) - 64
  return number
}

/**
 * Where the tag whose attributes start at `from` ends (its `>`), stepping over quoted values,
 * which may hold `>`. Each character is visited once, so a file of unclosed tags costs one pass.
 */
function tagEnd(xml: string, from: number): number {
  let quote = 0
  for (let at = from; at < xml.length; at++) {
    const code = xml.charCodeAt(at)
    if (quote !== 0) {
      if (code === quote) quote = 0
    } else if (code === QUOTE || code === APOSTROPHE) quote = code
    else if (code === CLOSE) return at
  }
  return -1
}

/**
 * The address attribute (`r`, or `ref` of the dimension) of a tag, read attribute by attribute so
 * that text inside another attribute's value is never taken for it. A tag that is not plain
 * attributes, or names its address twice (also under a namespace prefix), is unreadable: an XML
 * parser could take either.
 */
function addressOf(attributes: string, name: 'r' | 'ref'): string | undefined {
  let address: string | undefined
  ATTRIBUTE.lastIndex = 0
  let at = 0
  for (let match = ATTRIBUTE.exec(attributes); match; match = ATTRIBUTE.exec(attributes)) {
    at = ATTRIBUTE.lastIndex
    if ((match[1] ?? '').split(':').pop() !== name) continue
    if (address !== undefined) throw new SpreadsheetUnreadableError('An address named twice')
    address = match[2] ?? match[3]
  }
  if (!TAG_REST.test(attributes.slice(at))) throw new SpreadsheetUnreadableError('Not a tag')
  return address
}

/**
 * One pass over a worksheet's XML as text, building nothing: the highest row and column that a
 * `<row r>`, a `<c r>` or the `<dimension ref>` names, and where rows and cells without a
 * reference fall (each follows the one before it). A reference that is not plain letters and
 * digits (an entity, say, which the parser would decode) makes the sheet unreadable.
 */
export function scanSheetReach(xml: string): SheetReach {
  const reach: SheetReach = { rows: 0, columns: 0, column: '' }
  const reachCell = (letters: string, row: number) => {
    const column = columnNumber(letters)
    if (column > reach.columns) Object.assign(reach, { columns: column, column: letters })
    reach.rows = Math.max(reach.rows, row)
  }
  const cellReference = (value: string) => {
    const match = CELL_REFERENCE.exec(value.trim())
    if (!match) throw new SpreadsheetUnreadableError('Not a cell reference')
    return { letters: match[1] as string, row: Number(match[2]) }
  }
  let row = 0
  let column = 0
  REACH_TAG.lastIndex = 0
  for (let match = REACH_TAG.exec(xml); match; match = REACH_TAG.exec(xml)) {
    const tag = match[1]
    const end = tagEnd(xml, REACH_TAG.lastIndex)
    if (end < 0) throw new SpreadsheetUnreadableError('An unclosed tag')
    const attributes = xml.slice(REACH_TAG.lastIndex, end)
    REACH_TAG.lastIndex = end + 1
    if (tag === 'dimension') {
      const ref = addressOf(attributes, 'ref')
      for (const corner of ref ? ref.split(':') : []) {
        const cell = cellReference(corner)
        reachCell(cell.letters, cell.row)
      }
      continue
    }
    const r = addressOf(attributes, 'r')
    if (tag === 'row') {
      if (r !== undefined && !ROW_NUMBER.test(r.trim()))
        throw new SpreadsheetUnreadableError('Not a row number')
      row = r === undefined ? row + 1 : Number(r)
      column = 0
      reach.rows = Math.max(reach.rows, row)
      continue
    }
    if (r === undefined) {
      column += 1
      if (column > reach.columns) Object.assign(reach, { columns: column, column: '' })
      reach.rows = Math.max(reach.rows, row)
      continue
    }
    const cell = cellReference(r)
    column = columnNumber(cell.letters)
    reachCell(cell.letters, cell.row)
  }
  return reach
}

/**
 * Refuses a workbook any of whose XML parts names a row or a column past the limits (400), before
 * anything is parsed. Every part is scanned, not only the first sheet: which part the parser
 * reads is the workbook's own word, and a legitimate import has no other large sheet.
 */
export function checkSheetReach(
  parts: Map<string, Buffer>,
  locale: MessageLocale,
  limits: SpreadsheetLimits = defaultSpreadsheetLimits,
): void {
  for (const [name, data] of parts) {
    if (!name.endsWith('.xml')) continue
    // Latin-1 reads every byte as one character: the tags are ASCII and a multi-byte UTF-8
    // character holds no ASCII byte, so nothing is missed and nothing needs decoding.
    const reach = scanSheetReach(data.toString('latin1'))
    if (reach.rows > limits.maxRowNumber)
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        `The sheet reaches row ${reach.rows}; at most row ${limits.maxRowNumber} is accepted`,
        [
          {
            path: 'file',
            message: word(locale, {
              cs: `Tabulka sahá až na řádek ${reach.rows}, soubor smí sahat nejvýše po řádek ${limits.maxRowNumber} (záhlaví a nejvýše ${limits.maxRows} řádků). Odstraňte vzdálené buňky nebo soubor rozdělte.`,
              en: `The sheet reaches row ${reach.rows}; a file may reach at most row ${limits.maxRowNumber} (a header and at most ${limits.maxRows} rows). Remove the distant cells or split the file.`,
            }),
          },
        ],
      )
    if (reach.columns > limits.maxColumns) throw tooManyColumns(locale, limits, reach.column)
  }
}

function tooManyColumns(locale: MessageLocale, limits: SpreadsheetLimits, letters = '') {
  // Letters are named only when short enough to be read; the limit is named always.
  const which = letters.length > 0 && letters.length <= 7 ? ` ${letters.toUpperCase()}` : ''
  return new AppError(
    400,
    'VALIDATION_FAILED',
    `The sheet has more than ${limits.maxColumns} columns`,
    [
      {
        path: 'file',
        message: word(locale, {
          cs: `Tabulka sahá za ${limits.maxColumns}. sloupec${which ? ` (až do sloupce${which})` : ''}, soubor smí mít nejvýše ${limits.maxColumns} sloupců. Odstraňte vzdálené buňky.`,
          en: `The sheet goes past column ${limits.maxColumns}${which ? ` (as far as column${which})` : ''}; a file may have at most ${limits.maxColumns} columns. Remove the distant cells.`,
        }),
      },
    ],
  )
}

function tooManyRows(locale: MessageLocale, rows: number, limits: SpreadsheetLimits): AppError {
  return new AppError(
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
}

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
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      `Row ${r + 1}, column ${c + 1} holds a character that cannot be stored`,
      [
        {
          path: 'file',
          message: word(locale, {
            cs: `Buňka na řádku ${r + 1} ve sloupci ${c + 1} obsahuje neplatný znak (například NUL), který nelze uložit. Opravte ji a nahrajte soubor znovu.`,
            en: `The cell in row ${r + 1}, column ${c + 1} holds an invalid character (such as NUL) that cannot be stored. Correct it and upload the file again.`,
          }),
        },
      ],
    )
  }
}

function tooComplex(locale: MessageLocale): AppError {
  return new AppError(422, 'UNPROCESSABLE_CONTENT', 'The file is too large or complex to parse', [
    {
      path: 'file',
      message: word(locale, {
        cs: 'Soubor je příliš velký nebo složitý na zpracování. Nahrajte menší nebo jednodušší tabulku, případně ji rozdělte.',
        en: 'The file is too large or too complex to process. Upload a smaller or simpler spreadsheet, or split it.',
      }),
    },
  ])
}

const threadFile = new URL('./spreadsheet-thread.mjs', import.meta.url)

type ThreadAnswer =
  | { table: string[][] }
  | { tooManyRows: number }
  | { tooManyColumns: number }
  | { unreadable: true }

// At most this many parse threads at once per process, each within its memory bound; a further
// upload waits for one to end, so many uploads at once cannot add up to the server's memory.
const MAX_PARSE_THREADS = 2
let parseThreads = 0
const waitingForThread: (() => void)[] = []

async function withParseThread<T>(run: () => Promise<T>): Promise<T> {
  if (parseThreads >= MAX_PARSE_THREADS)
    await new Promise<void>((resolve) => waitingForThread.push(resolve))
  else parseThreads += 1
  try {
    return await run()
  } finally {
    // The slot passes straight to the next upload in line, or is freed.
    const next = waitingForThread.shift()
    if (next) next()
    else parseThreads -= 1
  }
}

/**
 * Parses the file on a thread of its own, within the memory and time bounds: past either, or if
 * the thread dies, the file is too complex (422); the thread is ended on every way out.
 */
function parseOnThread(
  kind: 'xlsx' | 'csv',
  body: Buffer,
  locale: MessageLocale,
  limits: SpreadsheetLimits,
  bounds: ParseBounds,
): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadFile, {
      workerData: { kind, body, maxRows: limits.maxRows, maxColumns: limits.maxColumns },
      resourceLimits: {
        maxOldGenerationSizeMb: bounds.memoryMb,
        maxYoungGenerationSizeMb: Math.min(16, bounds.memoryMb),
      },
    })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      outcome()
    }
    const timer = setTimeout(() => {
      settle(() => {
        reject(tooComplex(locale))
      })
    }, bounds.timeoutMs)
    worker.on('message', (answer: ThreadAnswer) => {
      settle(() => {
        if ('table' in answer) resolve(answer.table)
        else if ('tooManyRows' in answer) reject(tooManyRows(locale, answer.tooManyRows, limits))
        else if ('tooManyColumns' in answer) reject(tooManyColumns(locale, limits))
        else reject(new SpreadsheetUnreadableError('The file cannot be parsed'))
      })
    })
    // Out of memory, or anything else that ends the thread before it answers, is the file's
    // doing; a thread file that cannot be loaded is the server's, and stays a 5xx.
    worker.on('error', (error: Error & { code?: string }) => {
      settle(() => {
        reject(error.code === 'ERR_MODULE_NOT_FOUND' ? error : tooComplex(locale))
      })
    })
    worker.on('exit', () => {
      settle(() => {
        reject(tooComplex(locale))
      })
    })
  })
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
