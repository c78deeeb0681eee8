import { deflateRawSync } from 'node:zlib'
import { unzipSync, Zip, ZipDeflate } from 'fflate'
import { describe, expect, it } from 'vitest'
import { makeXlsx, makeXlsxOfSheetXml } from '../../test/helpers/xlsx'
import { AppError } from './app-error'
import {
  checkCellText,
  checkTable,
  defaultParseBounds,
  defaultSpreadsheetLimits,
  readSpreadsheet,
  SpreadsheetUnreadableError,
  XLSX_TYPE,
} from './spreadsheets'
import { checkSheetReach, checkXlsxArchive, columnNumber, scanSheetReach } from './xlsx-archive'

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

  it('calls an archive with a local entry the directory does not name unreadable', () => {
    const body = makeXlsx([['E-mail'], ['a@b.cz']])
    const eocd = body.length - 22
    const directoryOffset = body.readUInt32LE(eocd + 16)
    const secondEntry = body.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), 4)
    // A copy of the first local entry, hidden between the last entry and the directory: a
    // streaming reader would read it, the directory never names it.
    const hidden = body.subarray(0, secondEntry)
    const smuggled = Buffer.concat([
      body.subarray(0, directoryOffset),
      hidden,
      body.subarray(directoryOffset),
    ])
    smuggled.writeUInt32LE(directoryOffset + hidden.length, smuggled.length - 22 + 16)
    expect(
      statusOf(() => {
        checkXlsxArchive(smuggled, 'cs')
      }),
    ).toBe('SpreadsheetUnreadableError')
    // The same archive with the directory where it was is read.
    expect(
      statusOf(() => {
        checkXlsxArchive(body, 'cs')
      }),
    ).toBe('passed')
  })

  it('reads an archive whose sizes follow each entry (data descriptors)', async () => {
    // How streaming writers (fflate's Zip, Java's ZipOutputStream) write a workbook.
    const chunks: Uint8Array[] = []
    const zip = new Zip((error, data) => {
      if (error) throw error
      chunks.push(data)
    })
    for (const [name, data] of Object.entries(unzipSync(makeXlsx([['E-mail'], ['a@b.cz']])))) {
      const entry = new ZipDeflate(name, { level: 6 })
      zip.add(entry)
      entry.push(data, true)
    }
    zip.end()
    const body = Buffer.concat(chunks)
    expect(body.readUInt16LE(6) & 0x8).toBe(0x8)
    expect(await readSpreadsheet(body, XLSX_TYPE, 'cs')).toEqual([['E-mail'], ['a@b.cz']])
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

const cell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`
/** What `readSpreadsheet` refused with: status and the `file` issue, or what it read. */
const outcomeOf = async (read: Promise<string[][]>) => {
  try {
    return { table: await read }
  } catch (error) {
    if (!(error instanceof AppError)) return { error: (error as Error).name }
    return { status: error.statusCode, message: error.issues?.[0]?.message }
  }
}

describe('how far a sheet reaches, read from its XML without parsing it', () => {
  it('takes the highest row and column of rows, cells and the declared dimension', () => {
    expect(columnNumber('A')).toBe(1)
    expect(columnNumber('z')).toBe(26)
    expect(columnNumber('AA')).toBe(27)
    expect(columnNumber('XFD')).toBe(16384)
    expect(scanSheetReach(`<sheetData><row r="3">${cell('C3', 'x')}</row></sheetData>`)).toEqual({
      rows: 3,
      columns: 3,
      column: 'C',
    })
    expect(scanSheetReach('<dimension ref="A1:H10000000"/><sheetData/>').rows).toBe(10_000_000)
    expect(scanSheetReach(`<row r="2">${cell('ZZZZZZ2', 'x')}</row>`).column).toBe('ZZZZZZ')
    // A row's own number counts even when its cells say less (the parser pads to it).
    expect(scanSheetReach(`<row r='100000000'>${cell('A1', 'x')}</row>`).rows).toBe(100_000_000)
  })

  it('counts rows and cells without a reference from the one before', () => {
    const rows = '<row><c><v>1</v></c><c><v>2</v></c></row>'.repeat(3)
    expect(scanSheetReach(`<row r="7"/>${rows}`)).toEqual({ rows: 10, columns: 2, column: '' })
    expect(scanSheetReach(`<row r="1">${cell('E1', 'x')}<c><v>1</v></c></row>`).columns).toBe(6)
  })

  it('reads prefixed elements and any spacing, and leaves other elements alone', () => {
    expect(scanSheetReach('<x:row\n  r = "5000" spans="1:1"><x:c r="B5000"/></x:row>')).toEqual({
      rows: 5000,
      columns: 2,
      column: 'B',
    })
    expect(
      scanSheetReach('<c:chart r="XFD9"/><col min="1" max="16384"/><cols/><comment ref="A9"/>'),
    ).toEqual({ rows: 0, columns: 0, column: '' })
  })

  it('reads the address itself, not text inside another attribute', () => {
    expect(scanSheetReach('<c s="a>b" r="A10000000"/>').rows).toBe(10_000_000)
    expect(scanSheetReach("<row spans='>' r='70000'/>").rows).toBe(70_000)
    expect(scanSheetReach(`<c t="x r='A1'" r="A10000000"/>`).rows).toBe(10_000_000)
    expect(scanSheetReach('<c x:r="B7"></c>')).toEqual({ rows: 7, columns: 2, column: 'B' })
  })

  it('reads a file of unclosed tags in one pass', () => {
    // Each unclosed tag scanned to the end of the text would make this quadratic.
    expect(() => scanSheetReach('<c a'.repeat(1_000_000))).toThrow(SpreadsheetUnreadableError)
    expect(() => scanSheetReach('<c s="'.repeat(500_000))).toThrow(SpreadsheetUnreadableError)
  })

  it('calls a reference that is not plain letters and digits unreadable', () => {
    for (const xml of [
      '<row r="&#49;0000000"/>',
      '<c r="A&#49;0000000"/>',
      '<dimension ref="A1:ZZZZZZZZZZZZZZZZZZZZ1"/>',
      '<row r="1e9"/>',
      '<c r="A1" r="A100000000"/>',
      '<c r="A1" x:r="A100000000"/>',
      '<c r=A100000000/>',
    ])
      expect(() => scanSheetReach(xml), xml).toThrow(SpreadsheetUnreadableError)
  })

  it('refuses a workbook past the row or column limit with 400, naming the limit', () => {
    const parts = (xml: string) => new Map([['xl/worksheets/sheet2.xml', Buffer.from(xml)]])
    const refusal = (xml: string, locale: 'cs' | 'en') => {
      try {
        checkSheetReach(parts(xml), locale)
      } catch (error) {
        return error instanceof AppError ? [error.statusCode, error.issues?.[0]?.message] : error
      }
      return 'passed'
    }
    expect(refusal('<row r="1001"/>', 'cs')).toBe('passed')
    expect(refusal('<row r="1002"/>', 'cs')).toEqual([
      400,
      'Tabulka sahá až na řádek 1002, soubor smí sahat nejvýše po řádek 1001 (záhlaví a nejvýše 500 řádků). Odstraňte vzdálené buňky nebo soubor rozdělte.',
    ])
    expect(refusal(cell('BL1', 'x'), 'en')).toBe('passed')
    expect(refusal(cell('XFD1', 'x'), 'en')).toEqual([
      400,
      'The sheet goes past column 64 (as far as column XFD); a file may have at most 64 columns. Remove the distant cells.',
    ])
    // Only XML parts are scanned (a picture may hold any bytes).
    const picture = new Map([['xl/media/a.png', Buffer.from('<row r="9999999"/>')]])
    expect(() => {
      checkSheetReach(picture, 'cs')
    }).not.toThrow()
  })

  it('refuses far rows, far columns and a far dimension before the parser, quickly', async () => {
    const far = [
      `<sheetData><row r="1">${cell('A1', 'E-mail')}</row><row r="10000000">${cell('A10000000', 'x')}</row></sheetData>`,
      `<sheetData><row r="100000000">${cell('A100000000', 'x')}</row></sheetData>`,
      `<sheetData><row r="1">${cell('A1', 'E-mail')}${cell('ZZZZZZ1', 'x')}</row></sheetData>`,
      `<dimension ref="A1:XFD1048576"/><sheetData><row r="1">${cell('A1', 'E-mail')}</row></sheetData>`,
    ]
    for (const xml of far) {
      const outcome = await outcomeOf(readSpreadsheet(makeXlsxOfSheetXml(xml), XLSX_TYPE, 'cs'))
      expect(outcome.status, xml).toBe(400)
    }
  })
})

describe('text the database cannot store', () => {
  it('refuses NUL and lone surrogates in any cell, naming row and column', () => {
    const refusal = (table: string[][]) => {
      try {
        checkCellText(table, 'en')
      } catch (error) {
        return error instanceof AppError ? [error.statusCode, error.issues?.[0]?.message] : error
      }
      return 'passed'
    }
    expect(
      refusal([
        ['E-mail', 'Jméno'],
        ['a@b.cz', 'Žluťoučký 😀'],
      ]),
    ).toBe('passed')
    expect(
      refusal([
        ['E-mail', 'Jméno'],
        ['a@b.cz', 'Eva\u0000'],
      ]),
    ).toEqual([
      400,
      'The cell in row 2, column 2 holds an invalid character (such as NUL) that cannot be stored. Correct it and upload the file again.',
    ])
    expect(refusal([['E-mail\uD800']])).toEqual([400, expect.stringContaining('row 1, column 1')])
    expect(refusal([['a'], ['b', 'c', '\uDC00x']])).toEqual([
      400,
      expect.stringContaining('row 2, column 3'),
    ])
  })

  it("refuses XLSX's escaped _x0000_ and a NUL in a CSV field or header", async () => {
    const xlsx = makeXlsx([['E-mail'], ['a@b.cz'], ['x_x0000_y@b.cz']])
    expect(await outcomeOf(readSpreadsheet(xlsx, XLSX_TYPE, 'cs'))).toEqual({
      status: 400,
      message:
        'Buňka na řádku 3 ve sloupci 1 obsahuje neplatný znak (například NUL), který nelze uložit. Opravte ji a nahrajte soubor znovu.',
    })
    const csv = (text: string) => readSpreadsheet(Buffer.from(text), 'text/csv', 'en')
    expect(await outcomeOf(csv('E-mail;Jméno\na@b.cz;E\u0000va\n'))).toMatchObject({
      status: 400,
      message: expect.stringContaining('row 2, column 2') as string,
    })
    expect(await outcomeOf(csv('E-mail\u0000\na@b.cz\n'))).toMatchObject({
      message: expect.stringContaining('row 1, column 1') as string,
    })
  })
})

describe('the parser thread', () => {
  it('reads CSV and XLSX as before', async () => {
    expect(await readSpreadsheet(Buffer.from('\uFEFFa;b\r\n1;2\r\n'), 'text/csv', 'cs')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(await readSpreadsheet(makeXlsx([['a', 'b'], ['1']]), XLSX_TYPE, 'cs')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ])
  })

  it('answers 422 when the thread runs out of memory or time, and reads again after', async () => {
    const body = makeXlsx([['E-mail'], ['a@b.cz']])
    const tooComplex = {
      status: 422,
      message:
        'The file is too large or too complex to process. Upload a smaller or simpler spreadsheet, or split it.',
    }
    const bounded = (bounds: { timeoutMs: number; memoryMb: number }) =>
      outcomeOf(readSpreadsheet(body, XLSX_TYPE, 'en', defaultSpreadsheetLimits, bounds))
    expect(await bounded({ ...defaultParseBounds, memoryMb: 1 })).toEqual(tooComplex)
    expect(await bounded({ ...defaultParseBounds, timeoutMs: 1 })).toEqual(tooComplex)
    expect(await bounded(defaultParseBounds)).toEqual({ table: [['E-mail'], ['a@b.cz']] })
  })

  it('sends back only the count of a CSV past the row or column limit', async () => {
    const limits = { ...defaultSpreadsheetLimits, maxRows: 3, maxColumns: 4 }
    const csv = (text: string) => readSpreadsheet(Buffer.from(text), 'text/csv', 'en', limits)
    expect(await outcomeOf(csv('a\n1\n2\n3\n4\n'))).toMatchObject({
      status: 422,
      message: expect.stringContaining('The file has 4 rows') as string,
    })
    expect(await outcomeOf(csv('a,b,c,d,e\n1\n'))).toMatchObject({
      status: 400,
      message: expect.stringContaining('at most 4 columns') as string,
    })
  })
})
