import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib'
import { strToU8, zipSync } from 'fflate'

/** A minimal XLSX workbook (one sheet, inline strings), enough for upload tests. */
export function makeXlsx(rows: string[][]): Buffer {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const column = (index: number) => String.fromCharCode(65 + index)
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((cell, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${escape(cell)}</t></is></c>`).join('')}</row>`,
    )
    .join('')
  return Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(workbookFiles(sheetRows)).map(([name, text]) => [name, strToU8(text)]),
      ),
    ),
  )
}

/**
 * A one-sheet workbook whose worksheet holds exactly the given XML (what goes inside
 * `<worksheet>`: a `<dimension>`, `<sheetData>`, ...), for files no spreadsheet program writes.
 */
export function makeXlsxOfSheetXml(worksheetXml: string): Buffer {
  const files = {
    ...workbookFiles(''),
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${worksheetXml}</worksheet>`,
  }
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  )
}

/** The parts of a one-sheet workbook around the given `<row>` elements. */
function workbookFiles(sheetRows: string): Record<string, string> {
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Reprezentanti" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  }
}

type ZipPart = { name: string; data: Buffer; crc: number; size: number }

/** A zip archive of already deflated parts, with the sizes each part declares. */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8')
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(part.crc, 14)
    local.writeUInt32LE(part.data.length, 18)
    local.writeUInt32LE(part.size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(part.crc, 16)
    central.writeUInt32LE(part.data.length, 20)
    central.writeUInt32LE(part.size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, part.data)
    centrals.push(central, name)
    offset += 30 + name.length + part.data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const smallPart = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text, 'utf8')
  return { name, data: deflateRawSync(data), crc: crc32(data), size: data.length }
}

/**
 * A zip bomb shaped as an XLSX: a valid workbook whose sheet unpacks to `unpackedBytes` of real
 * rows but is a few hundred KB compressed. It is deflated as a stream, so the test never holds
 * the unpacked sheet. `declaredBytes` makes the archive lie about the sheet's size.
 */
export async function makeXlsxBomb(options: {
  unpackedBytes: number
  declaredBytes?: number
}): Promise<Buffer> {
  const rowXml = (r: number) =>
    `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>bomba@test.konzilium.cz</t></is></c></row>`
  const head = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowXml(1).replace('bomba@test.konzilium.cz', 'E-mail')}`,
  )
  const tail = Buffer.from('</sheetData></worksheet>')
  // One repeated block: identical rows (row numbers may be omitted) and whitespace between them.
  const block = Buffer.concat([
    Buffer.from(
      Array.from({ length: 100 }, () =>
        rowXml(2).replace(' r="2"', '').replace(' r="A2"', ''),
      ).join(''),
    ),
    Buffer.alloc(256 * 1024, ' '),
  ])
  const deflate = createDeflateRaw({ level: 6 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve)
    deflate.on('error', reject)
  })
  let size = 0
  let crc = 0
  const write = async (chunk: Buffer) => {
    size += chunk.length
    crc = crc32(chunk, crc)
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  await write(head)
  while (size + block.length + tail.length <= options.unpackedBytes) await write(block)
  await write(tail)
  deflate.end()
  await done
  const sheet: ZipPart = {
    name: 'xl/worksheets/sheet1.xml',
    data: Buffer.concat(chunks),
    crc,
    size: options.declaredBytes ?? size,
  }
  const files = workbookFiles('')
  return zipOf([
    ...Object.entries(files)
      .filter(([name]) => name !== 'xl/worksheets/sheet1.xml')
      .map(([name, text]) => smallPart(name, text)),
    sheet,
  ])
}
