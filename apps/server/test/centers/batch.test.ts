import { describe, expect, it } from 'vitest'
import { centerBatchResultSchema } from '@konzilium/contract/centers'
import { admin, call, list, peripheral, setUpCenterCast } from '../helpers/centers-cast'
import { makeXlsx } from '../helpers/xlsx'

setUpCenterCast()

describe('POST /api/centers/batch', () => {
  it('creates each valid row of a JSON list and answers a result per row', async () => {
    const response = await call(
      'POST',
      '/api/centers/batch',
      admin.token,
      {
        rows: [
          { name: 'Dávka Jedna', city: 'Olomouc', region: 'CZ071', specialty: 'rheumatology' },
          {
            name: 'Dávka Dvě',
            city: 'Olomouc',
            region: 'CZ999',
            specialty: 'rheumatology',
            postalCode: 'abc',
          },
          { name: 'Dávka Jedna', city: 'Olomouc', region: 'CZ071', specialty: 'rheumatology' },
          'not an object',
        ],
      },
      { 'accept-language': 'en' },
    )
    expect(response.statusCode, response.body).toBe(200)
    const result = centerBatchResultSchema.parse(response.json())
    expect(result).toMatchObject({ created: 1, failed: 3 })
    expect(result.rows.map((row) => row.status)).toEqual(['created', 'failed', 'failed', 'failed'])
    expect(result.rows[1]?.issues.map((issue) => issue.path).sort()).toEqual([
      'postalCode',
      'region',
    ])
    expect(result.rows[1]?.issues.find((i) => i.path === 'region')?.message).toBe(
      'Choose a region from the list.',
    )
    expect(result.rows[2]?.issues[0]?.path).toBe('name')
    expect((await list('q=davka')).total).toBe(1)
    expect(
      (await call('POST', '/api/centers/batch', peripheral.token, { rows: [{}] })).statusCode,
    ).toBe(403)
    expect((await call('POST', '/api/centers/batch', admin.token, { rows: [] })).statusCode).toBe(
      400,
    )
  })

  it("tells a wrongly typed value from a missing one, in the caller's language", async () => {
    const response = await call(
      'POST',
      '/api/centers/batch',
      admin.token,
      {
        rows: [
          { name: 42, city: 'Olomouc', region: 'CZ071', specialty: 'rheumatology' },
          { city: 'Olomouc', region: 'CZ071', specialty: 'rheumatology', visible: 'perhaps' },
        ],
      },
      { 'accept-language': 'en' },
    )
    expect(response.statusCode, response.body).toBe(200)
    const [typed, missing] = centerBatchResultSchema.parse(response.json()).rows
    expect(typed?.issues).toEqual([{ path: 'name', message: 'Enter text.' }])
    expect(missing?.issues).toEqual([
      { path: 'name', message: 'This field is required.' },
      { path: 'visible', message: 'Enter true or false.' },
    ])
  })

  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  const upload = (body: string | Buffer, contentType: string, token = admin.token) =>
    call('POST', '/api/centers/batch/file', token, body, { 'content-type': contentType })

  it('reads a CSV with Czech headers, region names and specialty words', async () => {
    const csv =
      '\uFEFFNázev;Město;Kraj;Odbornost;PSČ;Telefon\r\nSoubor Alfa;Hradec Králové;Královéhradecký kraj;dermatologie;500 05;495 831 111\r\nSoubor Beta;Pardubice;Marsovský kraj;revmatologie;;\r\n'
    const response = await upload(csv, 'text/csv; charset=utf-8')
    expect(response.statusCode, response.body).toBe(200)
    const result = centerBatchResultSchema.parse(response.json())
    expect(result).toMatchObject({ created: 1, failed: 1 })
    expect(result.rows[0]).toMatchObject({ row: 2, name: 'Soubor Alfa', status: 'created' })
    expect(result.rows[1]).toMatchObject({ row: 3, status: 'failed' })
    expect(result.rows[1]?.issues[0]).toEqual({
      path: 'region',
      message: 'Vyberte kraj ze seznamu.',
    })
    const [alfa] = (await list('q=soubor%20alfa')).items
    expect(alfa).toMatchObject({ region: 'CZ052', specialty: 'dermatology', postalCode: '50005' })
  })

  it('reads an XLSX file and refuses unreadable files and other content types', async () => {
    const file = makeXlsx([
      ['name', 'city', 'region', 'specialty', 'visible'],
      ['Tabulka Gama', 'Ostrava', 'CZ080', 'rheumatology', 'ne'],
    ])
    const result = centerBatchResultSchema.parse((await upload(file, XLSX)).json())
    expect(result).toMatchObject({ created: 1, failed: 0 })
    expect((await list('q=tabulka')).items[0]).toMatchObject({ city: 'Ostrava', visible: false })
    expect((await upload('mesto;kraj\nBrno;CZ064\n', 'text/csv')).statusCode).toBe(400)
    expect((await upload('name\nX\n', 'application/pdf')).statusCode).toBe(415)
    expect((await upload('name\nX\n', 'text/csv', peripheral.token)).statusCode).toBe(403)
  })
})
