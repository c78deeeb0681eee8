import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { repListSchema, repSchema } from '@konzilium/contract/representatives'
import { auditEvents, repProfiles, users } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, createSignedIn } from '../helpers/accounts'

let t: TestApp
let admin: Awaited<ReturnType<typeof createSignedIn>>
let rep: Awaited<ReturnType<typeof createSignedIn>>
let otherId: string

type Method = 'GET' | 'PUT'
const call = (method: Method, url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
  rep = await createSignedIn(t, 'rep', { regions: ['CZ010'] })
  await t.database.db
    .update(users)
    .set({ firstName: 'Čeněk', lastName: 'Šimek' })
    .where(eq(users.id, rep.id))
  const other = await createAccount(t, 'rep', { activated: false, regions: ['CZ064', 'CZ071'] })
  otherId = other.id
  await t.database.db
    .update(users)
    .set({ firstName: 'Olga', lastName: 'Cihlářová' })
    .where(eq(users.id, other.id))
  await t.database.db
    .update(repProfiles)
    .set({ company: 'Moravská Farmacie a.s.' })
    .where(eq(repProfiles.userId, other.id))
})
afterAll(async () => {
  await t.close()
})

const list = async (token: string, query = '') => {
  const response = await call('GET', `/api/reps?pageSize=100${query}`, token)
  expect(response.statusCode, response.body).toBe(200)
  return repListSchema.parse(response.json())
}

describe('GET /api/reps', () => {
  it('lists, searches name and company, filters region and state (admin)', async () => {
    expect((await list(admin.token)).items.map((i) => i.lastName)).toEqual(['Cihlářová', 'Šimek'])
    expect((await list(admin.token, '&q=cenek')).items.map((i) => i.id)).toEqual([rep.id])
    expect((await list(admin.token, '&q=moravska')).items.map((i) => i.id)).toEqual([otherId])
    expect((await list(admin.token, '&region=CZ071')).items.map((i) => i.id)).toEqual([otherId])
    const invited = await list(admin.token, '&status=invited')
    expect(invited.items.map((i) => i.id)).toEqual([otherId])
    expect(invited.items[0]).toMatchObject({ regions: ['CZ064', 'CZ071'], status: 'invited' })
    expect((await call('GET', '/api/reps?region=Morava', admin.token)).statusCode).toBe(400)
  })

  it('gives a rep only the own record; others are refused', async () => {
    expect((await list(rep.token)).items.map((i) => i.id)).toEqual([rep.id])
    expect((await call('GET', `/api/reps/${otherId}`, rep.token)).statusCode).toBe(404)
    const doctor = await createSignedIn(t, 'center_doctor')
    expect((await call('GET', '/api/reps', doctor.token)).statusCode).toBe(403)
  })
})

describe('PUT /api/reps/{id}', () => {
  const edit = {
    degreesBefore: 'Ing.',
    firstName: 'Čeněk',
    lastName: 'Šimek',
    degreesAfter: null,
    phone: '777 111 222',
    company: 'Ukázková Pharma s.r.o.',
    regions: ['CZ010', 'CZ020', 'CZ020'],
  }

  it('edits regions (deduplicated), audited', async () => {
    const response = await call('PUT', `/api/reps/${rep.id}`, admin.token, edit)
    expect(response.statusCode, response.body).toBe(200)
    expect(repSchema.parse(response.json())).toMatchObject({
      regions: ['CZ010', 'CZ020'],
      phone: '+420777111222',
      displayName: 'Ing. Čeněk Šimek',
    })
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'reps.updated'), eq(auditEvents.targetId, rep.id)))
    expect(audit?.details).toMatchObject({
      changed: expect.arrayContaining(['regions', 'phone']) as unknown,
    })
  })

  it('lets a rep edit the own record only', async () => {
    expect((await call('PUT', `/api/reps/${rep.id}`, rep.token, edit)).statusCode).toBe(200)
    expect((await call('PUT', `/api/reps/${otherId}`, rep.token, edit)).statusCode).toBe(404)
    expect((await call('PUT', `/api/reps/${randomUUID()}`, admin.token, edit)).statusCode).toBe(404)
  })

  it('refuses empty or unknown regions, wrong types and over-long company', async () => {
    for (const [field, value] of [
      ['regions', []],
      ['regions', ['CZ999']],
      ['regions', 'CZ010'],
      ['company', 'c'.repeat(201)],
      ['lastName', ''],
    ] as const) {
      const response = await call('PUT', `/api/reps/${otherId}`, admin.token, {
        ...edit,
        [field]: value,
      })
      expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400)
      expect(errorEnvelopeSchema.parse(response.json()).issues?.[0]?.path).toMatch(
        new RegExp(`^${field}`),
      )
    }
    const emptyRegions = await call('PUT', `/api/reps/${otherId}`, admin.token, {
      ...edit,
      regions: [],
    })
    expect(errorEnvelopeSchema.parse(emptyRegions.json()).issues?.[0]?.message).toBe(
      'Vyberte alespoň jeden kraj.',
    )
    const [row] = await t.database.db
      .select()
      .from(repProfiles)
      .where(eq(repProfiles.userId, otherId))
    expect(row?.regions).toEqual(['CZ064', 'CZ071'])
  })
})
