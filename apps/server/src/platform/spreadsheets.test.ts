import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { makeXlsx } from '../../test/helpers/xlsx'
import { AppError } from './app-error'
import {
  checkTable,
  checkXlsxArchive,
  defaultSpreadsheetLimits,
  readSpreadsheet,
  SpreadsheetUnreadableError,
  XLSX_TYPE,
} from './spreadsheets'

const limits = { ...defaultSpreadsheetLimits, maxRows: 3, maxCellLength: 5 }
const statusOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof AppError ? error.statusCode : (error as Error).name
  }
  return 'passed'
}

describe('spreadsheet limits', () => {
  it('counts non-empty rows after the header, up to the limit', () => {
    const rows = (n: number) => [['h'], ...Array.from({ length: n }, () => ['a']), ['', ' ']]
    expect(
      statusOf(() => {
        checkTable(rows(3), 'cs', limits)
      }),
    ).toBe('passed')
    expect(
      statusOf(() => {
        checkTable(rows(4), 'cs', limits)
      }),
    ).toBe(422)
  })

  it('measures every cell, the header too', () => {
    expect(
      statusOf(() => {
        checkTable([['12345'], ['abcde']], 'en', limits)
      }),
    ).toBe('passed')
    expect(
      statusOf(() => {
        checkTable([['123456'], ['a']], 'en', limits)
      }),
    ).toBe(422)
  })

  it('accepts a real workbook and reads it', async () => {
    const body = makeXlsx([['E-mail'], ['a@b.cz']])
    expect(
      statusOf(() => {
        checkXlsxArchive(body, 'cs')
      }),
    ).toBe('passed')
    expect(await readSpreadsheet(body, XLSX_TYPE, 'cs')).toEqual([['E-mail'], ['a@b.cz']])
  })

  it('refuses an archive by its directory: total, entry, ratio, entries', () => {
    const body = makeXlsx([['E-mail'], ['a@b.cz']])
    const small = { ...defaultSpreadsheetLimits, maxUnpackedBytes: 100 }
    expect(
      statusOf(() => {
        checkXlsxArchive(body, 'cs', small)
      }),
    ).toBe(413)
    const entry = { ...defaultSpreadsheetLimits, maxEntryBytes: 100 }
    expect(
      statusOf(() => {
        checkXlsxArchive(body, 'cs', entry)
      }),
    ).toBe(413)
    const ratio = { ...defaultSpreadsheetLimits, ratioFloorBytes: 10, maxCompressionRatio: 1.01 }
    expect(
      statusOf(() => {
        checkXlsxArchive(body, 'cs', ratio)
      }),
    ).toBe(413)
    const entries = { ...defaultSpreadsheetLimits, maxEntries: 2 }
    expect(
      statusOf(() => {
        checkXlsxArchive(body, 'cs', entries)
      }),
    ).toBe(413)
  })

  it('calls anything that is no zip archive unreadable', async () => {
    for (const body of [Buffer.from(''), Buffer.from('PK\u0003\u0004garbage'), deflateRawSync('x')])
      expect(
        statusOf(() => {
          checkXlsxArchive(body, 'cs')
        }),
      ).toBe('SpreadsheetUnreadableError')
    await expect(readSpreadsheet(undefined, 'text/csv', 'cs')).rejects.toThrow(
      SpreadsheetUnreadableError,
    )
    await expect(readSpreadsheet(Buffer.from('"a'), 'text/csv', 'cs')).rejects.toThrow(
      SpreadsheetUnreadableError,
    )
  })
})
