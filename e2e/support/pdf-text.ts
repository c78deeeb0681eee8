import { inflateSync } from 'node:zlib'

/**
 * The text of a PDF that Chromium printed (`page.pdf()`), read without a PDF library: the streams
 * are inflated, each font's ToUnicode map read, and the content streams' shown strings (`Tj`,
 * `TJ`) decoded through the map of the font in use. Enough for Chromium's own output (Type0 fonts
 * with 2-byte codes, simple fonts with 1-byte codes); not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const objects = new Map<string, { dict: string; stream: string | null }>()
  for (const match of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const [, id = '', body = ''] = match
    const start = body.indexOf('stream')
    if (start < 0) {
      objects.set(id, { dict: body, stream: null })
      continue
    }
    const dict = body.slice(0, start)
    const raw = body.slice(start + 6).replace(/^\r?\n/, '')
    const bytes = Buffer.from(raw.slice(0, raw.lastIndexOf('endstream')), 'latin1')
    let stream = bytes.toString('latin1')
    if (dict.includes('/FlateDecode')) {
      try {
        stream = inflateSync(bytes).toString('latin1')
      } catch {
        stream = ''
      }
    }
    objects.set(id, { dict, stream })
  }
  const fonts = new Map<string, { map: Map<number, string>; width: number }>()
  for (const [id, object] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(object.dict)?.[1]
    if (!/\/Type\s*\/Font/.test(object.dict) || !toUnicode) continue
    const cmap = objects.get(toUnicode)?.stream ?? ''
    fonts.set(id, { map: readCMap(cmap), width: /\/Type0/.test(object.dict) ? 4 : 2 })
  }
  const byName = new Map<string, { map: Map<number, string>; width: number }>()
  for (const object of objects.values())
    for (const block of object.dict.matchAll(/\/Font\s*<<([^>]*)>>/g))
      for (const [, name = '', id = ''] of (block[1] ?? '').matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
        const font = fonts.get(id)
        if (font) byName.set(name, font)
      }
  let text = ''
  for (const object of objects.values()) {
    if (!object.stream || !/\b(Tj|TJ)\b/.test(object.stream)) continue
    let font = { map: new Map<number, string>(), width: 4 }
    const tokens = object.stream.matchAll(
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>|\b(Td|TD|T\*|ET|Tm)\b/g,
    )
    for (const [, fontName, hex, move] of tokens) {
      if (fontName) font = byName.get(fontName) ?? font
      else if (move) text += '\n'
      else if (hex !== undefined) {
        const digits = hex.replace(/\s/g, '')
        for (let i = 0; i + font.width <= digits.length; i += font.width)
          text += font.map.get(parseInt(digits.slice(i, i + font.width), 16)) ?? ''
      }
    }
  }
  return text
}

function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const unicode = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)))
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code = '', value = ''] of (block[1] ?? '').matchAll(/<(\w+)>\s*<(\w+)>/g))
      map.set(parseInt(code, 16), unicode(value))
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from = '', to = '', value = ''] of (block[1] ?? '').matchAll(
      /<(\w+)>\s*<(\w+)>\s*<(\w+)>/g,
    )) {
      const first = parseInt(value, 16)
      for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1)
        map.set(code, String.fromCharCode(first + code - parseInt(from, 16)))
    }
  return map
}
