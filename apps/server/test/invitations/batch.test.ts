import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inviteBatchResultSchema } from '@konzilium/contract/invitations'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, createSignedIn } from '../helpers/accounts'
import { makeXlsx } from '../helpers/xlsx'

let t: TestApp
let admin: Awaited<ReturnType<typeof createSignedIn>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
})
afterAll(async () => {
  await t.close()
})

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const upload = (body: string | Buffer, contentType: string, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reps/invite-batch/file',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  })

describe('POST /api/reps/invite-batch', () => {
  it('invites each valid row and answers a result per row', async () => {
    const existing = await createAccount(t, 'rep')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reps/invite-batch',
      headers: bearer(admin.token),
      payload: {
        rows: [
          {
            email: 'davka-1@test.konzilium.cz',
            firstName: 'Věra',
            lastName: 'Imaginární',
            regions: ['CZ010'],
          },
          {
            email: 'davka-1@test.konzilium.cz',
            firstName: 'Věra',
            lastName: 'Imaginární',
            regions: ['CZ010'],
          },
          { email: existing.email, firstName: 'Ondřej', lastName: 'Pokusný', regions: ['CZ020'] },
          { email: 'spatny', firstName: 'X', lastName: 'Y', regions: [] },
          'not an object',
        ],
      },
    })
    expect(response.statusCode).toBe(200)
    const result = inviteBatchResultSchema.parse(response.json())
    expect(result).toMatchObject({ invited: 2, failed: 3 })
    expect(result.rows.map((row) => [row.row, row.status])).toEqual([
      [1, 'invited'],
      [2, 'failed'],
      [3, 'invited'],
      [4, 'failed'],
      [5, 'failed'],
    ])
    // A known e-mail reads like a new one; its owner is told someone tried to invite them.
    expect(result.rows[2]).toEqual({ row: 3, email: existing.email, status: 'invited', issues: [] })
    expect((await t.mailbox.waitFor(existing.email)).subject).toBe('Pokus o pozvání do Konzilia')
    expect(result.rows[3]?.issues.map((issue) => issue.path).sort()).toEqual(['email', 'regions'])
    await t.mailbox.waitFor('davka-1@test.konzilium.cz')
  })

  it('reads a Czech CSV with semicolons and a header row', async () => {
    const csv =
      '\uFEFFE-mail;Titul před;Jméno;Příjmení;Firma;Kraje\r\ncsv-1@test.konzilium.cz;Ing.;Marek;Cvičný;Ukázková Pharma s.r.o.;CZ010, CZ064\r\ncsv-2@test.konzilium.cz;;Eva;;;CZ010\r\n'
    const result = inviteBatchResultSchema.parse(
      (await upload(csv, 'text/csv; charset=utf-8')).json(),
    )
    expect(result.invited).toBe(1)
    expect(result.rows[1]).toMatchObject({
      row: 3,
      status: 'failed',
      email: 'csv-2@test.konzilium.cz',
    })
    expect(result.rows[1]?.issues.map((issue) => issue.path)).toEqual(['lastName'])
  })

  it('reads an XLSX sheet', async () => {
    const file = makeXlsx([
      ['email', 'firstName', 'lastName', 'regions', 'locale'],
      ['xlsx-1@test.konzilium.cz', 'Lenka', 'Příkladná', 'CZ071', 'en'],
    ])
    const response = await upload(file, XLSX)
    expect(response.statusCode, response.body).toBe(200)
    expect(inviteBatchResultSchema.parse(response.json())).toMatchObject({
      invited: 1,
      failed: 0,
      rows: [{ row: 2, status: 'invited' }],
    })
    expect((await t.mailbox.waitFor('xlsx-1@test.konzilium.cz')).subject).toBe(
      'Your invitation to Konzilium',
    )
  })

  it('refuses an unreadable file, a file without an e-mail column, other content types and non-admins', async () => {
    expect((await upload(Buffer.from('PK\u0003\u0004garbage'), XLSX)).statusCode).toBe(400)
    expect((await upload('jmeno;prijmeni\nA;B\n', 'text/csv')).statusCode).toBe(400)
    expect((await upload('<x/>', 'text/xml')).statusCode).toBe(415)
    const rep = await createSignedIn(t, 'rep')
    expect((await upload('email\na@b.cz\n', 'text/csv', rep.token)).statusCode).toBe(403)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reps/invite-batch',
          headers: bearer(admin.token),
          payload: { rows: [] },
        })
      ).statusCode,
    ).toBe(400)
  })
})
