import type { Writable } from 'node:stream'
import type { MessageLocale } from '@konzilium/contract/validation-messages'

/**
 * One list written as an XLSX workbook by exceljs's streaming writer (ADR 042): rows go to the
 * output as they come, a batch at a time, so a file of any length passes through little memory.
 *
 * - Typed cells: numbers as numbers, dates and times as Excel dates (times in Prague, as the
 *   screens show them), text as text.
 * - Headers in the caller's language, the header row frozen and an autofilter over it.
 * - Every text column is formatted as Text (`@`) and its cells are string cells, never formulas: a
 *   value beginning with `=`, `+`, `-`, `@`, a tab or a carriage return stays what it was typed as
 *   (formula injection), also when the cell is edited in Excel later.
 */
export type CellValue = string | number | Date | null
export type ColumnType = 'text' | 'number' | 'date' | 'datetime'

export type SheetColumn<Item> = {
  header: Record<MessageLocale, string>
  type: ColumnType
  width: number
  value: (item: Item) => CellValue
}

export type SheetSpec<Item> = {
  /** The sheet's name in each language (at most 31 characters). */
  name: Record<MessageLocale, string>
  columns: SheetColumn<Item>[]
}

const formats: Record<ColumnType, string> = {
  text: '@',
  number: '0',
  date: 'd.m.yyyy',
  datetime: 'd.m.yyyy h:mm',
}

/** Characters XML 1.0 cannot hold; a value is cut at Excel's cell limit. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters to remove
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g
const CELL_MAX = 32_767

const prague = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/**
 * An instant as the Prague wall-clock time, as a Date whose UTC fields hold it: Excel dates have no
 * time zone, and exceljs writes a Date's UTC fields.
 */
export function pragueWallClock(at: Date): Date {
  const parts = Object.fromEntries(prague.formatToParts(at).map((p) => [p.type, p.value]))
  return new Date(
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  )
}

function cellOf(type: ColumnType, value: CellValue): CellValue {
  if (value === null) return null
  switch (type) {
    case 'text':
      return String(value).replace(NOT_IN_XML, '').slice(0, CELL_MAX)
    case 'number':
      return typeof value === 'number' ? value : Number(value)
    case 'date':
      // A calendar date (`2026-11-28`) is that day, whatever the time zone.
      return typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value
    case 'datetime':
      return pragueWallClock(value instanceof Date ? value : new Date(value))
  }
}

/**
 * Writes the sheet to `out` from `batches` and ends it; answers how many rows were written.
 * `onBatch` hears the running count after each batch (a job's progress).
 */
export async function writeSheet<Item>(
  out: Writable,
  spec: SheetSpec<Item>,
  locale: MessageLocale,
  batches: AsyncIterable<Item[]>,
  onBatch?: (rowsDone: number) => Promise<void>,
): Promise<number> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  workbook.creator = 'Konzilium'
  const sheet = workbook.addWorksheet(spec.name[locale], {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  sheet.columns = spec.columns.map((column, index) => ({
    header: column.header[locale],
    key: String(index),
    width: column.width,
    style: { numFmt: formats[column.type] },
  }))
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1, column: spec.columns.length },
  }
  const header = sheet.getRow(1)
  header.font = { bold: true }
  header.commit()
  let done = 0
  for await (const batch of batches) {
    for (const item of batch) {
      sheet.addRow(spec.columns.map((column) => cellOf(column.type, column.value(item)))).commit()
    }
    done += batch.length
    if (onBatch) await onBatch(done)
  }
  sheet.commit()
  await workbook.commit()
  return done
}
