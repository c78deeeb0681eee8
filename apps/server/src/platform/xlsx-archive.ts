import { inflateRawSync } from 'node:zlib'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import {
  defaultSpreadsheetLimits,
  fileError,
  SpreadsheetUnreadableError,
  tooManyColumns,
  unpackedTooLarge,
  type SpreadsheetLimits,
} from './spreadsheet-bounds'

/**
 * What can be learnt of an XLSX without parsing it (`spreadsheets.ts`, steps 1 and 2): its zip
 * archive's entries and sizes, its parts unpacked within the limits, and how far its sheets reach.
 */

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
    throw fileError(413, locale, `The archive has more than ${limits.maxEntries} entries`, {
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
      throw fileError(413, locale, 'The spreadsheet is compressed suspiciously strongly', {
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
      throw fileError(
        400,
        locale,
        `The sheet reaches row ${reach.rows}; at most row ${limits.maxRowNumber} is accepted`,
        {
          cs: `Tabulka sahá až na řádek ${reach.rows}, soubor smí sahat nejvýše po řádek ${limits.maxRowNumber} (záhlaví a nejvýše ${limits.maxRows} řádků). Odstraňte vzdálené buňky nebo soubor rozdělte.`,
          en: `The sheet reaches row ${reach.rows}; a file may reach at most row ${limits.maxRowNumber} (a header and at most ${limits.maxRows} rows). Remove the distant cells or split the file.`,
        },
      )
    if (reach.columns > limits.maxColumns) throw tooManyColumns(locale, limits, reach.column)
  }
}
