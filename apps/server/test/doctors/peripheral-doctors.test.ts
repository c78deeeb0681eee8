import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { peripheralDoctorListSchema, peripheralDoctorSchema } from '@konzilium/contract/doctors'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { auditEvents, peripheralDoctorProfiles, users } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, createSignedIn } from '../helpers/accounts'

let t: TestApp
let admin: Awaited<ReturnType<typeof createSignedIn>>
let prague: Awaited<ReturnType<typeof createSignedIn>>
let brnoId: string

type Method = 'GET' | 'PUT'
const call = (method: Method, url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

async function shape(
  id: string,
  person: { firstName: string; lastName: string },
  practice: { practiceName: string; ico: string; region: string; specialty: string },
) {
  await t.database.db.update(users).set(person).where(eq(users.id, id))
  await t.database.db
    .update(peripheralDoctorProfiles)
    .set(practice)
    .where(eq(peripheralDoctorProfiles.userId, id))
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
  prague = await createSignedIn(t, 'peripheral_doctor')
  await shape(
    prague.id,
    { firstName: 'Žofie', lastName: 'Černá' },
    { practiceName: 'Kožní ordinace Žižkov', ico: '25596641', region: 'CZ010', specialty: '404' },
  )
  const brno = await createAccount(t, 'peripheral_doctor', { activated: false })
  brnoId = brno.id
  await shape(
    brno.id,
    { firstName: 'Adam', lastName: 'Chlupatý' },
    { practiceName: 'Revmatologie Brno', ico: '12345679', region: 'CZ064', specialty: '109' },
  )
  const third = await createAccount(t, 'peripheral_doctor')
  await shape(
    third.id,
    { firstName: 'Tomáš', lastName: 'Hora' },
    { practiceName: 'Ambulance Vyškov', ico: '00064581', region: 'CZ064', specialty: '404' },
  )
})
afterAll(async () => {
  await t.close()
})

const list = async (token: string, query = '') => {
  const response = await call('GET', `/api/peripheral-doctors?pageSize=100${query}`, token)
  expect(response.statusCode, response.body).toBe(200)
  return peripheralDoctorListSchema.parse(response.json())
}

describe('GET /api/peripheral-doctors', () => {
  it('lists in Czech order with practice, region and invitation state', async () => {
    const all = await list(admin.token)
    expect(all.items.map((i) => i.lastName)).toEqual(['Černá', 'Hora', 'Chlupatý'])
    expect(all.items.find((i) => i.id === brnoId)).toMatchObject({
      status: 'invited',
      practiceName: 'Revmatologie Brno',
      region: 'CZ064',
      specialty: '109',
    })
    const byPractice = await list(admin.token, '&sort=-practiceName')
    expect(byPractice.items.map((i) => i.practiceName)[0]).toBe('Revmatologie Brno')
  })

  it('searches name, practice (without diacritics) and IČO; filters region, specialty, state', async () => {
    const ids = async (query: string) => (await list(admin.token, query)).items.map((i) => i.id)
    expect(await ids('&q=zofie')).toEqual([prague.id])
    expect(await ids('&q=zizkov')).toEqual([prague.id])
    expect(await ids('&q=2559')).toEqual([prague.id])
    expect(await ids('&region=CZ064&specialty=109')).toEqual([brnoId])
    expect(await ids('&status=invited')).toEqual([brnoId])
  })

  it('refuses unknown filters and over-long search with 400', async () => {
    for (const query of ['region=Praha', 'specialty=999', 'sort=ico', `q=${'x'.repeat(101)}`]) {
      expect((await call('GET', `/api/peripheral-doctors?${query}`, admin.token)).statusCode).toBe(
        400,
      )
    }
  })

  it('scopes: centre doctor all, rep own regions, peripheral doctor self, patient refused', async () => {
    const centerDoctor = await createSignedIn(t, 'center_doctor')
    expect((await list(centerDoctor.token)).total).toBe(3)
    const rep = await createSignedIn(t, 'rep', { regions: ['CZ064'] })
    expect((await list(rep.token)).items.map((i) => i.lastName)).toEqual(['Hora', 'Chlupatý'])
    expect((await call('GET', `/api/peripheral-doctors/${prague.id}`, rep.token)).statusCode).toBe(
      404,
    )
    expect((await list(prague.token)).items.map((i) => i.id)).toEqual([prague.id])
    expect((await call('GET', `/api/peripheral-doctors/${brnoId}`, prague.token)).statusCode).toBe(
      404,
    )
    const patient = await createSignedIn(t, 'patient')
    expect((await call('GET', '/api/peripheral-doctors', patient.token)).statusCode).toBe(403)
  })
})

describe('PUT /api/peripheral-doctors/{id}', () => {
  const edit = {
    degreesBefore: 'MUDr.',
    firstName: 'Žofie',
    lastName: 'Černá',
    degreesAfter: null,
    phone: '+420 222 333 444',
    practiceName: 'Kožní ordinace Vinohrady',
    ico: '25596641',
    icp: '12345678',
    region: 'CZ010',
    specialty: '404',
  }

  it('lets the doctor edit the own record, audited', async () => {
    const response = await call('PUT', `/api/peripheral-doctors/${prague.id}`, prague.token, edit)
    expect(response.statusCode, response.body).toBe(200)
    expect(peripheralDoctorSchema.parse(response.json())).toMatchObject({
      practiceName: 'Kožní ordinace Vinohrady',
      phone: '+420222333444',
      icp: '12345678',
    })
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'peripheral-doctors.updated'),
          eq(auditEvents.targetId, prague.id),
        ),
      )
    expect(audit).toMatchObject({ actorUserId: prague.id, actorRole: 'peripheral_doctor' })
  })

  it('refuses another doctor’s record (404) and roles without the right (403)', async () => {
    expect(
      (await call('PUT', `/api/peripheral-doctors/${brnoId}`, prague.token, edit)).statusCode,
    ).toBe(404)
    const centerDoctor = await createSignedIn(t, 'center_doctor')
    expect(
      (await call('PUT', `/api/peripheral-doctors/${brnoId}`, centerDoctor.token, edit)).statusCode,
    ).toBe(403)
    expect(
      (await call('PUT', `/api/peripheral-doctors/${randomUUID()}`, admin.token, edit)).statusCode,
    ).toBe(404)
  })

  it('refuses a bad IČO, an unknown region, wrong types and over-long text', async () => {
    for (const [field, value, key] of [
      ['ico', '12345678', 'ico.invalid'],
      ['region', 'CZ999', 'region.invalid'],
      ['region', '', 'region.required'],
      ['icp', '123', 'icp.invalid'],
      ['practiceName', 'p'.repeat(201), undefined],
      ['firstName', 42, undefined],
    ] as const) {
      const response = await call('PUT', `/api/peripheral-doctors/${brnoId}`, admin.token, {
        ...edit,
        [field]: value,
      })
      expect(response.statusCode, field).toBe(400)
      const issue = errorEnvelopeSchema.parse(response.json()).issues?.[0]
      expect(issue?.path).toBe(field)
      if (key === 'ico.invalid') expect(issue?.message).toContain('IČO')
    }
    const [row] = await t.database.db
      .select()
      .from(peripheralDoctorProfiles)
      .where(eq(peripheralDoctorProfiles.userId, brnoId))
    expect(row?.practiceName).toBe('Revmatologie Brno')
  })
})
