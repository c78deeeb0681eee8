// @ts-check
// Parses one uploaded spreadsheet (CSV or the first sheet of an XLSX) on a worker thread of its own,
// started per upload by `spreadsheets.ts` with a memory limit and terminated when it runs past its
// time limit. A file that is slow or large to parse therefore costs this thread, never the server's
// event loop or its heap. The bounds that can be read without parsing (archive sizes, the highest
// row and column a sheet names) are checked before this thread starts.
//
// Plain JavaScript on purpose: a worker thread runs a file as Node.js finds it, in the built server
// (dist/) and in the sources (tests, `tsx`) alike. It imports nothing but the two parsers.
import { parentPort, workerData } from 'node:worker_threads'

if (!parentPort) throw new Error('spreadsheet-thread.mjs runs as a worker thread')
const port = parentPort

/** @type {{ kind: 'xlsx' | 'csv', body: Uint8Array, maxRows: number, maxColumns: number }} */
const job = workerData

/** @param {unknown} cell */
const cellText = (cell) =>
  cell === null || cell === undefined
    ? ''
    : cell instanceof Date
      ? cell.toISOString()
      : String(cell)

/** @returns {Promise<string[][]>} */
async function readXlsx() {
  const { readSheet } = await import('read-excel-file/node')
  const sheet = await readSheet(
    Buffer.from(job.body.buffer, job.body.byteOffset, job.body.length),
    1,
  )
  return sheet.map((row) => row.map(cellText))
}

/** @returns {Promise<string[][]>} */
async function readCsv() {
  const { parse } = await import('csv-parse/sync')
  const text = Buffer.from(job.body.buffer, job.body.byteOffset, job.body.length)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  const firstLine = text.split(/\r?\n/, 1)[0] ?? ''
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
  /** @type {unknown} */
  const records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true })
  return /** @type {string[][]} */ (records)
}

/**
 * What goes back: the table, or only the count that passed a limit (a table of a million rows
 * would cost the main thread as much to receive as to parse), or that the file is unreadable.
 * @param {string[][]} table
 */
function answerOf(table) {
  const rows = table.slice(1).filter((cells) => cells.some((cell) => cell.trim() !== '')).length
  if (rows > job.maxRows) return { tooManyRows: rows }
  const columns = table.reduce((widest, cells) => Math.max(widest, cells.length), 0)
  if (columns > job.maxColumns) return { tooManyColumns: columns }
  return { table }
}

try {
  port.postMessage(answerOf(job.kind === 'xlsx' ? await readXlsx() : await readCsv()))
} catch {
  // The parsers' own refusals (not a zip, bad XML, an unclosed quote) say only that it is no
  // spreadsheet; their text may quote the file, so it stays here.
  port.postMessage({ unreadable: true })
}
