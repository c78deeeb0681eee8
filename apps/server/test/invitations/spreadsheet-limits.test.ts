import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createSignedIn } from '../helpers/accounts'
import { makeXlsx, makeXlsxBomb } from '../helpers/xlsx'

/**
 * Spreadsheet imports bound the unpacked size (413), the row count and the cell length (422) before
 * parsing, each with a clear message in the caller's language.
 */
let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = (await createSignedIn(t, 'admin')).token
})
afterAll(async () => {
  await t.close()
})

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MB = 1024 * 1024
const upload = (body: string | Buffer, contentType: string, language = 'cs') =>
  t.app.inject({
    method: 'POST',
    url: '/api/reps/invite-batch/file',
    headers: { ...bearer(token), 'content-type': contentType, 'accept-language': language },
    payload: body,
  })

const header = ['E-mail', 'Jméno', 'Příjmení', 'Kraje']
const row = (n: number) => [`radek-${n}@test.konzilium.cz`, 'Eva', 'Zkušební', 'CZ010']

describe('spreadsheet import limits', () => {
  it('refuses a zip bomb by its directory, with little memory', async () => {
    const bomb = await makeXlsxBomb({ unpackedBytes: 300 * MB })
    expect(bomb.length).toBeLessThan(600 * 1024)
    // Memory, not time, is asserted (ADR 003: speed is measured in bench/, never by timers here).
    // Before the bound this file raised the server's memory by about 600 MB.
    const before = process.memoryUsage()
    const response = await upload(bomb, XLSX)
    const after = process.memoryUsage()
    expect(response.statusCode, response.body).toBe(413)
    const body = errorEnvelopeSchema.parse(response.json())
    expect(body.code).toBe('PAYLOAD_TOO_LARGE')
    expect(body.issues).toEqual([
      {
        path: 'file',
        message: 'Soubor je po rozbalení větší než 5 MB. Nahrajte menší tabulku nebo ji rozdělte.',
      },
    ])
    expect(after.rss - before.rss).toBeLessThan(64 * MB)
    expect(after.heapUsed + after.external - before.heapUsed - before.external).toBeLessThan(
      64 * MB,
    )
  })

  it('refuses an archive that lies about its unpacked size without inflating past the lie', async () => {
    const liar = await makeXlsxBomb({ unpackedBytes: 100 * MB, declaredBytes: 200 * 1024 })
    const before = process.memoryUsage()
    const response = await upload(liar, XLSX, 'en')
    expect(process.memoryUsage().rss - before.rss).toBeLessThan(64 * MB)
    expect(response.statusCode, response.body).toBe(413)
    const body = errorEnvelopeSchema.parse(response.json())
    expect(body.statusMessage).toBe('The request is too large.')
    expect(body.issues?.[0]?.message).toBe(
      'The file unpacks to more than 5 MB. Upload a smaller spreadsheet or split it.',
    )
  })

  it('refuses a sheet that is small packed but over the unpacked limit (6 MB)', async () => {
    const response = await upload(await makeXlsxBomb({ unpackedBytes: 6 * MB }), XLSX)
    expect(response.statusCode).toBe(413)
  })

  it('answers 422 for more rows than a batch takes, in CSV and XLSX, naming the count', async () => {
    const rows = [header, ...Array.from({ length: 501 }, (_, i) => row(i))]
    const csv = await upload(rows.map((cells) => cells.join(';')).join('\n'), 'text/csv')
    expect(csv.statusCode, csv.body).toBe(422)
    const body = errorEnvelopeSchema.parse(csv.json())
    expect(body).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      statusMessage: 'Obsah souboru přesahuje povolené meze.',
    })
    expect(body.issues).toEqual([
      {
        path: 'file',
        message:
          'Soubor má 501 řádků, najednou lze načíst nejvýše 500. Rozdělte ho na menší soubory.',
      },
    ])
    const xlsx = await upload(makeXlsx(rows), XLSX, 'en')
    expect(xlsx.statusCode, xlsx.body).toBe(422)
    expect(errorEnvelopeSchema.parse(xlsx.json()).issues?.[0]?.message).toBe(
      'The file has 501 rows; at most 500 can be imported at once. Split it into smaller files.',
    )
    // Nobody of a refused file was invited.
    expect(t.mailbox.received.some((mail) => JSON.stringify(mail).includes('radek-0@'))).toBe(false)
  })

  it('answers 422 for a cell longer than 1000 characters, naming row and column', async () => {
    const long = 'x'.repeat(1001)
    const rows = [header, row(1), [`dlouha@test.konzilium.cz`, long, 'Zkušební', 'CZ010']]
    const csv = await upload(rows.map((cells) => cells.join(',')).join('\r\n'), 'text/csv')
    expect(csv.statusCode, csv.body).toBe(422)
    expect(errorEnvelopeSchema.parse(csv.json()).issues).toEqual([
      { path: 'file', message: 'Buňka na řádku 3 ve sloupci 2 je delší než 1000 znaků.' },
    ])
    const xlsx = await upload(makeXlsx(rows), XLSX, 'en')
    expect(xlsx.statusCode, xlsx.body).toBe(422)
    expect(errorEnvelopeSchema.parse(xlsx.json()).issues?.[0]?.message).toBe(
      'The cell in row 3, column 2 is longer than 1000 characters.',
    )
    expect(xlsx.body).not.toContain(long)
  })

  it('still reads a file within the limits', async () => {
    const response = await upload(makeXlsx([header, row(900)]), XLSX)
    expect(response.statusCode, response.body).toBe(200)
  })
})
