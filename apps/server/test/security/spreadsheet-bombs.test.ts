import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { auditEvents, centers, users } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createSignedIn } from '../helpers/accounts'
import { makeXlsx, makeXlsxBomb, makeXlsxOfSheetXml } from '../helpers/xlsx'
import { MAX_PARSE_THREADS, withParseThread } from '../../src/platform/spreadsheet-parse-thread'

/**
 * Spreadsheets built to stall or kill the server, on both file imports (centres and rep
 * invitations): a lone cell at a far row or column (the parser pads every row and cell it skips),
 * a declared dimension that far, a zip bomb. Each is refused with a 4xx before it is parsed (while
 * every parse thread is held busy, so a refusal that needed one could not come), `/api/health`
 * answers meanwhile and the server's heap stays where it was. An upload that is parsed waits for
 * a parse thread without holding the server: health answers while it waits. A file whose parse runs past the time limit is ended with a
 * 422 and the server stays healthy. Text PostgreSQL cannot store (NUL, also as XLSX's `_x0000_`)
 * is refused with a 400 naming row and column, and nothing of the file is written.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MB = 1024 * 1024

/** A file import: where it is, its header row and a valid row of it. */
type Import = { name: string; url: string; header: string[]; row: (n: number) => string[] }
const imports: Import[] = [
  {
    name: 'centres',
    url: '/api/centers/batch/file',
    header: ['Název', 'Město', 'Kraj', 'Odbornost'],
    row: (n: number) => [`Bomba ${n}`, 'Brno', 'CZ064', 'dermatology'],
  },
  {
    name: 'rep invitations',
    url: '/api/reps/invite-batch/file',
    header: ['E-mail', 'Jméno', 'Příjmení', 'Kraje'],
    row: (n: number) => [`bomba-${n}@test.konzilium.cz`, 'Eva', 'Zkušební', 'CZ010'],
  },
]

const cell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`
/** A header in row 1 and one data cell at `ref`, in a row numbered as the cell says. */
const loneCellAt = (ref: string) => {
  const row = /\d+$/.exec(ref)?.[0] ?? '2'
  return makeXlsxOfSheetXml(
    `<sheetData><row r="1">${cell('A1', 'E-mail')}</row><row r="${row}">${cell(ref, 'bomba@test.konzilium.cz')}</row></sheetData>`,
  )
}

type Upload = (
  url: string,
  body: string | Buffer,
  contentType: string,
  language?: string,
) => Promise<LightMyRequestResponse>

function uploaderOf(app: () => TestApp, token: () => string): Upload {
  return (url, body, contentType, language = 'cs') =>
    app().app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token()), 'content-type': contentType, 'accept-language': language },
      payload: body,
    })
}

/**
 * Holds every parse thread of the process busy until the answered function is called: an upload
 * that gets as far as parsing waits for a thread meanwhile, one refused before parsing does not.
 */
function holdParseThreads(): () => Promise<void> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const held = Promise.all(
    Array.from({ length: MAX_PARSE_THREADS }, () => withParseThread(() => gate)),
  )
  return async () => {
    release()
    await held
  }
}

/**
 * Runs the upload with every parse thread held and asks `/api/health` meanwhile. The upload must
 * answer while the threads are held, so it was refused before any parse: one that needed a parse
 * thread would wait for ever and the test would fail on its time limit.
 */
async function uploadRefusedUnparsed(t: TestApp, start: () => Promise<LightMyRequestResponse>) {
  const release = holdParseThreads()
  try {
    const upload = start()
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    return { response: await upload, health }
  } finally {
    await release()
  }
}

/**
 * Starts an upload that is parsed, with every parse thread held: health answers while the upload
 * waits for a thread (it cannot have answered yet), then the threads are freed and it finishes.
 */
async function uploadWaitingForThread(t: TestApp, start: () => Promise<LightMyRequestResponse>) {
  const release = holdParseThreads()
  let answered = false
  const upload = start().finally(() => {
    answered = true
  })
  const health = await t.app.inject({ method: 'GET', url: '/api/health' })
  const answeredBeforeThread = answered
  await release()
  return { response: await upload, health, answeredBeforeThread }
}

describe('spreadsheets that would stall or kill the server', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp()
    token = (await createSignedIn(t, 'admin')).token
    // A valid file first: the import works, and the first read of the parser's files from disk
    // is not counted in any test below.
    const warm = await upload(
      '/api/reps/invite-batch/file',
      makeXlsx([['E-mail'], ['warm@test.konzilium.cz']]),
      XLSX,
    )
    expect(warm.statusCode, warm.body).toBe(200)
  })
  afterAll(async () => {
    await t.close()
  })
  const upload = uploaderOf(
    () => t,
    () => token,
  )

  const written = async () => {
    const [centreRows] = await t.database.db.select({ n: count() }).from(centers)
    const [userRows] = await t.database.db.select({ n: count() }).from(users)
    const [auditRows] = await t.database.db.select({ n: count() }).from(auditEvents)
    return { centres: centreRows?.n, users: userRows?.n, audit: auditRows?.n }
  }

  const bombs = [
    {
      name: 'a cell at row 10 000 000',
      file: () => loneCellAt('A10000000'),
      status: 400,
      says: 'řádek 10000000',
    },
    {
      name: 'a cell at row 10⁸',
      file: () => loneCellAt('A100000000'),
      status: 400,
      says: 'řádek 100000000',
    },
    {
      name: 'a cell in column ZZZZZZ',
      file: () => loneCellAt('ZZZZZZ2'),
      status: 400,
      says: 'sloupce ZZZZZZ',
    },
    {
      name: 'a cell in column XFD',
      file: () => loneCellAt('XFD2'),
      status: 400,
      says: 'sloupce XFD',
    },
    {
      name: 'a declared dimension of the whole grid',
      file: () =>
        makeXlsxOfSheetXml(
          `<dimension ref="A1:XFD1048576"/><sheetData><row r="1">${cell('A1', 'E-mail')}</row></sheetData>`,
        ),
      status: 400,
      says: 'řádek 1048576',
    },
  ]

  for (const target of imports)
    for (const bomb of bombs)
      it(`${target.name}: refuses ${bomb.name} at once, health answering meanwhile`, async () => {
        const file = bomb.file()
        expect(file.length).toBeLessThan(2048)
        const heapBefore = process.memoryUsage().heapUsed
        const { response, health } = await uploadRefusedUnparsed(t, () =>
          upload(target.url, file, XLSX),
        )
        expect(response.statusCode, response.body).toBe(bomb.status)
        const body = errorEnvelopeSchema.parse(response.json())
        expect(body.code).toBe('VALIDATION_FAILED')
        expect(body.issues).toEqual([
          { path: 'file', message: expect.stringContaining(bomb.says) as string },
        ])
        expect(health.statusCode).toBe(200)
        // Before the pre-scan one such cell took gigabytes; a few megabytes is noise.
        expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * MB)
      })

  for (const target of imports)
    it(`${target.name}: refuses a zip bomb by its sizes, health answering meanwhile`, async () => {
      const bomb = await makeXlsxBomb({ unpackedBytes: 300 * MB })
      const liar = await makeXlsxBomb({ unpackedBytes: 100 * MB, declaredBytes: 200 * 1024 })
      for (const file of [bomb, liar]) {
        const heapBefore = process.memoryUsage().heapUsed
        const { response, health } = await uploadRefusedUnparsed(t, () =>
          upload(target.url, file, XLSX, 'en'),
        )
        expect(response.statusCode, response.body).toBe(413)
        expect(errorEnvelopeSchema.parse(response.json()).issues?.[0]?.message).toBe(
          'The file unpacks to more than 5 MB. Upload a smaller spreadsheet or split it.',
        )
        expect(health.statusCode).toBe(200)
        expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * MB)
      }
    })

  for (const target of imports)
    it(`${target.name}: answers health while a full, valid sheet waits for its parse thread`, async () => {
      // 500 rows, the most a batch takes, each failing its row's check: nothing is created.
      const rows = [
        target.header,
        ...Array.from({ length: 500 }, () => ['', '', '', 'x'.repeat(900)]),
      ]
      const before = await written()
      const { response, health, answeredBeforeThread } = await uploadWaitingForThread(t, () =>
        upload(target.url, makeXlsx(rows), XLSX),
      )
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ failed: 500 })
      expect(await written()).toEqual(before)
      expect(health.statusCode).toBe(200)
      expect(answeredBeforeThread).toBe(false)
    })

  for (const target of imports)
    it(`${target.name}: refuses NUL in a CSV field or header and _x0000_ in an XLSX cell, writing nothing`, async () => {
      const before = await written()
      const withNul = [
        target.header,
        target.row(1),
        target.row(2).map((text, i) => (i === 0 ? `${text}\u0000` : text)),
      ]
      const csv = await upload(
        target.url,
        withNul.map((cells) => cells.join(';')).join('\r\n'),
        'text/csv',
      )
      expect(csv.statusCode, csv.body).toBe(400)
      expect(errorEnvelopeSchema.parse(csv.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [
          {
            path: 'file',
            message:
              'Buňka na řádku 3 ve sloupci 1 obsahuje neplatný znak (například NUL), který nelze uložit. Opravte ji a nahrajte soubor znovu.',
          },
        ],
      })
      const header = [
        target.header.map((text, i) => (i === 1 ? `${text}\u0000` : text)).join(','),
        target.row(3).join(','),
      ]
      const inHeader = await upload(target.url, header.join('\n'), 'text/csv', 'en')
      expect(inHeader.statusCode, inHeader.body).toBe(400)
      expect(errorEnvelopeSchema.parse(inHeader.json()).issues?.[0]?.message).toContain(
        'row 1, column 2',
      )

      const escaped = [
        target.header,
        target.row(4),
        target.row(5).map((text, i) => (i === 1 ? `a_x0000_b` : text)),
      ]
      const xlsx = await upload(target.url, makeXlsx(escaped), XLSX, 'en')
      expect(xlsx.statusCode, xlsx.body).toBe(400)
      expect(errorEnvelopeSchema.parse(xlsx.json()).issues).toEqual([
        {
          path: 'file',
          message:
            'The cell in row 3, column 2 holds an invalid character (such as NUL) that cannot be stored. Correct it and upload the file again.',
        },
      ])
      // The valid rows before the bad one were not created either.
      expect(await written()).toEqual(before)
    })
})

describe('a parse that runs past its time limit', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    // No thread can start, load its parser and answer within a millisecond: every parse times out.
    t = await createTestApp({ SPREADSHEET_PARSE_TIMEOUT_MS: '1' })
    token = (await createSignedIn(t, 'admin')).token
  })
  afterAll(async () => {
    await t.close()
  })
  const upload = uploaderOf(
    () => t,
    () => token,
  )

  for (const target of imports)
    it(`${target.name}: is ended with 422 and the server stays healthy`, async () => {
      const rows = [target.header, ...Array.from({ length: 400 }, (_, n) => target.row(n))]
      for (const [file, type] of [
        [makeXlsx(rows), XLSX],
        [rows.map((cells) => cells.join(';')).join('\n'), 'text/csv'],
      ] as const) {
        const { response, health } = await uploadWaitingForThread(t, () =>
          upload(target.url, file, type, 'en'),
        )
        expect(response.statusCode, response.body).toBe(422)
        expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
          code: 'UNPROCESSABLE_CONTENT',
          issues: [
            {
              path: 'file',
              message:
                'The file is too large or too complex to process. Upload a smaller or simpler spreadsheet, or split it.',
            },
          ],
        })
        expect(health.statusCode).toBe(200)
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    })
})
