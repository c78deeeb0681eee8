import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { detectContentType } from './content-type'
import { createDiskFileStore } from './disk-store'
import { attachmentDisposition, sanitizeFileName, textUpTo } from './file-name'
import { FileNotFoundError } from './file-store'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  )

describe('detectContentType', () => {
  it.each([
    ['PDF', bytes('%PDF-1.4\n'), 'application/pdf'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), 'image/heic'],
    ['HEIF (mif1)', bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0]), 'image/heic'],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0]), null],
    ['an ELF executable', bytes([0x7f], 'ELF', [2, 1, 1]), null],
    ['a ZIP (or DOCX)', bytes('PK', [3, 4, 0x14, 0]), null],
    ['an MP4 video', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]), null],
    ['HTML', bytes('<!doctype html><script>'), null],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['too few bytes', bytes([0xff, 0xd8]), null],
  ])('%s', (_name, head, expected) => {
    expect(detectContentType(head)).toBe(expected)
  })
})

describe('sanitizeFileName', () => {
  it.each([
    ['zprava.pdf', 'zprava.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Temp\\nález.jpg', 'nález.jpg'],
    ['a\u0000b\u0007c.pdf', 'abc.pdf'],
    // A right-to-left override would show "fdp.exe" as "exe.pdf".
    ['faktura\u202Efdp.exe', 'fakturafdp.exe'],
    ['  .skryty.pdf  ', 'skryty.pdf'],
    ['dva   mezery\t.pdf', 'dva mezery.pdf'],
    ['..', 'soubor'],
    ['', 'soubor'],
  ])('%j becomes %j', (sent, kept) => {
    expect(sanitizeFileName(sent)).toBe(kept)
  })

  it('keeps at most 255 characters, never half an emoji', () => {
    expect(sanitizeFileName('x'.repeat(300))).toHaveLength(255)
    expect(textUpTo('ab👍🏽c', 3)).toBe('ab👍🏽')
  })
})

describe('attachmentDisposition', () => {
  it('gives an ASCII name and the exact name by RFC 5987, so nothing breaks the header', () => {
    expect(attachmentDisposition('Zpráva "A"; 100%.pdf')).toBe(
      `attachment; filename="Zprava _A__ 100_.pdf"; filename*=UTF-8''Zpr%C3%A1va%20%22A%22%3B%20100%25.pdf`,
    )
    expect(attachmentDisposition("it's (1)*.png")).toBe(
      `attachment; filename="it's (1)*.png"; filename*=UTF-8''it%27s%20%281%29%2A.png`,
    )
  })
})

describe('the disk file store', () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-files-'))
  })
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('keeps, gives and deletes a file under a generated id', async () => {
    const store = createDiskFileStore(root)
    const { id, size } = await store.put(Readable.from([Buffer.from('%PDF-1.7')]), {
      contentType: 'application/pdf',
    })
    expect(size).toBe(8)
    const chunks: Buffer[] = []
    for await (const chunk of await store.get(id)) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7')
    await store.delete(id)
    await expect(store.get(id)).rejects.toBeInstanceOf(FileNotFoundError)
    await store.delete(id)
  })

  it('leaves nothing behind when the stream fails midway', async () => {
    const store = createDiskFileStore(root)
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024))
        this.destroy(new Error('the client went away'))
      },
    })
    await expect(store.put(failing, { contentType: 'application/pdf' })).rejects.toThrow(
      'the client went away',
    )
    const left = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
    expect(left).toEqual([])
  })

  it('never reaches a path from an id that is not one of its own', async () => {
    const store = createDiskFileStore(root)
    await expect(store.get('../../etc/passwd')).rejects.toBeInstanceOf(FileNotFoundError)
  })
})
