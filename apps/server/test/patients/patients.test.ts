import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEventListSchema } from '@konzilium/contract/audit'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import {
  accessLogSchema,
  patientDetailSchema,
  patientListSchema,
} from '@konzilium/contract/patients'
import { auditEvents, patients, referralRequests } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createCenter, createSignedIn } from '../helpers/accounts'
import { createPatient as insertPatient, syntheticBirthNumber } from '../helpers/clinic'

// Each fixture patient gets its own birth date, so the synthetic birth numbers never collide.
let day = 0
const createPatient = (t: TestApp, values: Parameters<typeof insertPatient>[1]) => {
  day += 1
  const birthDate = new Date(Date.UTC(1960, 0, day)).toISOString().slice(0, 10)
  return insertPatient(t, { birthDate, ...values })
}

type Signed = Awaited<ReturnType<typeof createSignedIn>>
let t: TestApp
let admin: Signed
let doctorA: Signed
let doctorB: Signed
let centerDoctor: Signed
let centerDoctor2: Signed
let otherCenterDoctor: Signed
let rep: Signed
let patientUser: Signed
let centerId: string
let otherCenterId: string

beforeAll(async () => {
  t = await createTestApp()
  centerId = await createCenter(t, 'Centrum Alfa')
  otherCenterId = await createCenter(t, 'Centrum Beta')
  admin = await createSignedIn(t, 'admin')
  doctorA = await createSignedIn(t, 'peripheral_doctor')
  doctorB = await createSignedIn(t, 'peripheral_doctor')
  centerDoctor = await createSignedIn(t, 'center_doctor', { centerId })
  centerDoctor2 = await createSignedIn(t, 'center_doctor', { centerId })
  otherCenterDoctor = await createSignedIn(t, 'center_doctor', { centerId: otherCenterId })
  rep = await createSignedIn(t, 'rep')
  patientUser = await createSignedIn(t, 'patient')
})
afterAll(async () => {
  await t.close()
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jana',
  lastName: 'Zkušební',
  birthNumber: null,
  birthDate: '1975-06-01',
  sex: 'female',
  insurer: '111',
  email: 'jana@example.cz',
  phone: '603 123 456',
  street: 'Dlouhá 1',
  city: 'Praha',
  postalCode: '110 00',
  diagnoses: ['L40.0'],
  ...overrides,
})

const issuesOf = (body: unknown) => errorEnvelopeSchema.parse(body).issues ?? []

describe('POST /api/patients', () => {
  it('a peripheral doctor creates an own patient; birth date and sex come from the birth number', async () => {
    const response = await call(
      'POST',
      '/api/patients',
      doctorA.token,
      valid({ birthNumber: '906102/4566', birthDate: '', sex: '' }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const patient = patientDetailSchema.parse(response.json())
    expect(patient).toMatchObject({
      birthNumber: '9061024566',
      birthDate: '1990-11-02',
      sex: 'female',
      postalCode: '11000',
      phone: '+420603123456',
      center: null,
    })
    expect(patient.referringDoctor?.id).toBe(doctorA.id)
    expect(patient.referringDoctor?.name).toContain(doctorA.lastName)
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, patient.id), eq(auditEvents.action, 'patients.create')))
    expect(audit).toMatchObject({ actorUserId: doctorA.id, actorRole: 'peripheral_doctor' })
  })

  it('a centre doctor’s patient belongs to the own centre; the centre doctor must work there', async () => {
    const ok = await call(
      'POST',
      '/api/patients',
      centerDoctor.token,
      valid({ centerDoctorId: centerDoctor2.id }),
    )
    expect(ok.statusCode, ok.body).toBe(201)
    const patient = patientDetailSchema.parse(ok.json())
    expect(patient.center).toEqual({ id: centerId, name: 'Centrum Alfa' })
    expect(patient.centerDoctor?.id).toBe(centerDoctor2.id)
    const wrong = await call(
      'POST',
      '/api/patients',
      centerDoctor.token,
      valid({ centerDoctorId: otherCenterDoctor.id }),
    )
    expect(wrong.statusCode).toBe(422)
    expect(issuesOf(wrong.json())[0]?.path).toBe('centerDoctorId')
  })

  it('only an admin picks the referring doctor and the centre', async () => {
    const byAdmin = await call(
      'POST',
      '/api/patients',
      admin.token,
      valid({ referringDoctorId: doctorB.id, centerId, centerDoctorId: centerDoctor.id }),
    )
    expect(byAdmin.statusCode, byAdmin.body).toBe(201)
    expect(patientDetailSchema.parse(byAdmin.json()).referringDoctor?.id).toBe(doctorB.id)
    const byDoctor = await call(
      'POST',
      '/api/patients',
      doctorA.token,
      valid({ referringDoctorId: doctorB.id }),
    )
    expect(byDoctor.statusCode).toBe(422)
    const notADoctor = await call(
      'POST',
      '/api/patients',
      admin.token,
      valid({ referringDoctorId: rep.id }),
    )
    expect(notADoctor.statusCode).toBe(422)
  })

  it.each([
    ['850315/1238', 'birthNumber'],
    ['900101/0030', 'birthNumber'],
    ['398800/2183', 'birthNumber'],
    ['852507/0001', 'birthNumber'],
  ])('refuses the birth number %s', async (birthNumber, path) => {
    const response = await call('POST', '/api/patients', doctorA.token, valid({ birthNumber }))
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response.json()).map((issue) => issue.path)).toContain(path)
  })

  it('refuses unknown codes, over-long text, wrong types and a missing birth date', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ diagnoses: ['X99.9'] }, 'diagnoses.0'],
      [{ diagnoses: [] }, 'diagnoses'],
      [{ insurer: '999' }, 'insurer'],
      [{ firstName: 'J'.repeat(101) }, 'firstName'],
      [{ city: 'P'.repeat(101) }, 'city'],
      [{ lastName: 42 }, 'lastName'],
      [{ diagnoses: 'L40.0' }, 'diagnoses'],
      [{ birthDate: null, sex: null }, 'birthDate'],
      [{ birthDate: '2999-01-01' }, 'birthDate'],
      [{ postalCode: '1100' }, 'postalCode'],
    ]
    for (const [change, path] of cases) {
      const response = await call('POST', '/api/patients', doctorA.token, valid(change))
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(issuesOf(response.json()).map((issue) => issue.path)).toContain(path)
    }
    // The message is in the caller's language.
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: { ...bearer(doctorA.token), 'accept-language': 'en' },
      payload: valid({ diagnoses: [] }),
    })
    expect(issuesOf(english.json())[0]?.message).toBe('Choose at least one diagnosis.')
  })

  it('a duplicate birth number is 409 on birthNumber, saying nothing about the other record', async () => {
    const birthNumber = syntheticBirthNumber('1966-04-12', 'male')
    const other = await createPatient(t, {
      referringDoctorId: doctorB.id,
      birthNumber,
      birthDate: '1966-04-12',
      sex: 'male',
      lastName: 'Tajný',
    })
    const response = await call('POST', '/api/patients', doctorA.token, valid({ birthNumber }))
    expect(response.statusCode).toBe(409)
    const issues = issuesOf(response.json())
    expect(issues).toEqual([
      { path: 'birthNumber', message: 'Pacient s tímto rodným číslem už v Konziliu je.' },
    ])
    expect(response.body).not.toContain(other.id)
    expect(response.body).not.toContain('Tajný')
    // With the slash the same number is the same number.
    const slashed = `${birthNumber.slice(0, 6)}/${birthNumber.slice(6)}`
    expect(
      (await call('POST', '/api/patients', doctorB.token, valid({ birthNumber: slashed })))
        .statusCode,
    ).toBe(409)
  })
})

describe('scope', () => {
  it('keeps every patient route to the records in the caller’s scope', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id, centerId })
    const urls = [`/api/patients/${mine.id}`, `/api/patients/${mine.id}/access-log`]
    for (const url of urls) {
      expect((await call('GET', url, doctorA.token)).statusCode).toBe(200)
      expect((await call('GET', url, doctorB.token)).statusCode).toBe(404)
      expect((await call('GET', url, otherCenterDoctor.token)).statusCode).toBe(404)
      expect((await call('GET', url, centerDoctor.token)).statusCode).toBe(200)
    }
    expect((await call('PUT', `/api/patients/${mine.id}`, doctorB.token, valid())).statusCode).toBe(
      404,
    )
    const list = patientListSchema.parse(
      (await call('GET', '/api/patients?pageSize=100', doctorB.token)).json(),
    )
    expect(list.items.map((item) => item.id)).not.toContain(mine.id)
  })

  it('refuses a representative on every patient route', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id })
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/patients'],
      ['POST', '/api/patients', valid()],
      ['GET', `/api/patients/${mine.id}`],
      ['PUT', `/api/patients/${mine.id}`, valid()],
      ['DELETE', `/api/patients/${mine.id}`],
      ['PUT', `/api/patients/${mine.id}/change-center-doctor`, { centerDoctorId: centerDoctor.id }],
      ['GET', `/api/patients/${mine.id}/access-log`],
    ]
    for (const [method, url, body] of routes)
      expect((await call(method, url, rep.token, body)).statusCode, `${method} ${url}`).toBe(403)
  })

  it('a patient reads only the own record', async () => {
    const own = await createPatient(t, { referringDoctorId: doctorA.id, userId: patientUser.id })
    const other = await createPatient(t, { referringDoctorId: doctorA.id })
    expect((await call('GET', `/api/patients/${own.id}`, patientUser.token)).statusCode).toBe(200)
    expect((await call('GET', `/api/patients/${other.id}`, patientUser.token)).statusCode).toBe(404)
    const list = patientListSchema.parse(
      (await call('GET', '/api/patients', patientUser.token)).json(),
    )
    expect(list.items.map((item) => item.id)).toEqual([own.id])
    expect(
      (await call('PUT', `/api/patients/${own.id}`, patientUser.token, valid())).statusCode,
    ).toBe(403)
    expect(
      (await call('GET', `/api/patients/${own.id}/access-log`, patientUser.token)).statusCode,
    ).toBe(200)
  })
})

describe('PUT /api/patients/{id}', () => {
  it('edits the record and writes an audit row', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id })
    const response = await call(
      'PUT',
      `/api/patients/${mine.id}`,
      doctorA.token,
      valid({ lastName: 'Upravená', diagnoses: ['L40.0', 'L40.1'] }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(patientDetailSchema.parse(response.json())).toMatchObject({
      lastName: 'Upravená',
      diagnoses: ['L40.0', 'L40.1'],
    })
    const log = accessLogSchema.parse(
      (await call('GET', `/api/patients/${mine.id}/access-log?kind=changes`, doctorA.token)).json(),
    )
    expect(log.items.map((item) => item.action)).toEqual(['patients.update'])
  })
})

describe('DELETE /api/patients/{id}', () => {
  it('admins only; the record disappears everywhere', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id, lastName: 'Smazaná' })
    expect((await call('DELETE', `/api/patients/${mine.id}`, doctorA.token)).statusCode).toBe(403)
    expect((await call('DELETE', `/api/patients/${mine.id}`, admin.token)).statusCode).toBe(204)
    for (const token of [doctorA.token, admin.token]) {
      expect((await call('GET', `/api/patients/${mine.id}`, token)).statusCode).toBe(404)
      expect((await call('GET', `/api/patients/${mine.id}/access-log`, token)).statusCode).toBe(404)
      const list = patientListSchema.parse(
        (await call('GET', '/api/patients?q=smazana', token)).json(),
      )
      expect(list.total).toBe(0)
    }
    expect((await call('DELETE', `/api/patients/${mine.id}`, admin.token)).statusCode).toBe(404)
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, mine.id), eq(auditEvents.action, 'patients.delete')))
    expect(audit?.actorUserId).toBe(admin.id)
    // A deleted record frees its birth number.
    expect(
      (await call('POST', '/api/patients', doctorA.token, valid({ birthNumber: mine.birthNumber })))
        .statusCode,
    ).toBe(201)
  })
})

describe('PUT /api/patients/{id}/change-center-doctor', () => {
  it('only to a doctor of the patient’s centre; audited', async () => {
    const mine = await createPatient(t, {
      referringDoctorId: doctorA.id,
      centerId,
      centerDoctorId: centerDoctor.id,
    })
    const url = `/api/patients/${mine.id}/change-center-doctor`
    const wrong = await call('PUT', url, centerDoctor.token, {
      centerDoctorId: otherCenterDoctor.id,
    })
    expect(wrong.statusCode).toBe(422)
    expect(issuesOf(wrong.json())[0]?.path).toBe('centerDoctorId')
    expect(
      (await call('PUT', url, doctorA.token, { centerDoctorId: centerDoctor2.id })).statusCode,
    ).toBe(403)
    expect(
      (await call('PUT', url, otherCenterDoctor.token, { centerDoctorId: centerDoctor2.id }))
        .statusCode,
    ).toBe(404)
    const ok = await call('PUT', url, centerDoctor.token, { centerDoctorId: centerDoctor2.id })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(patientDetailSchema.parse(ok.json()).centerDoctor?.id).toBe(centerDoctor2.id)
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.patientId, mine.id),
          eq(auditEvents.action, 'patients.change-center-doctor'),
        ),
      )
    expect(audit?.details).toEqual({ from: centerDoctor.id, to: centerDoctor2.id })
  })
})

describe('GET /api/patients', () => {
  it('searches by a diacritic-free name prefix and by a birth-number prefix', async () => {
    const doctor = await createSignedIn(t, 'peripheral_doctor')
    const rehor = await createPatient(t, {
      referringDoctorId: doctor.id,
      firstName: 'Řehoř',
      lastName: 'Šťastný',
      birthDate: '1961-02-03',
      sex: 'male',
    })
    await createPatient(t, { referringDoctorId: doctor.id, lastName: 'Jiný' })
    const byName = patientListSchema.parse(
      (await call('GET', '/api/patients?q=stastn%20reh', doctor.token)).json(),
    )
    expect(byName.items.map((item) => item.id)).toEqual([rehor.id])
    const prefix = rehor.birthNumber.slice(0, 6)
    const byNumber = patientListSchema.parse(
      (await call('GET', `/api/patients?q=${prefix}%2F`, doctor.token)).json(),
    )
    expect(byNumber.items.map((item) => item.id)).toEqual([rehor.id])
  })

  it('answers each request with its own values, whoever asked the same kind of page before', async () => {
    // A page's statements are built once per shape and reused (db/prepared.ts): the caller,
    // the search words and the page must still be this request's.
    const first = await createSignedIn(t, 'peripheral_doctor')
    const second = await createSignedIn(t, 'peripheral_doctor')
    const mine = await createPatient(t, { referringDoctorId: first.id, lastName: 'Vodičková' })
    const theirs = await createPatient(t, { referringDoctorId: second.id, lastName: 'Vodák' })
    const other = await createPatient(t, { referringDoctorId: first.id, lastName: 'Zelenka' })
    const ids = async (who: { token: string }, query: string) =>
      patientListSchema
        .parse((await call('GET', `/api/patients?${query}`, who.token)).json())
        .items.map((item) => item.id)
    expect(await ids(first, 'q=vod')).toEqual([mine.id])
    expect(await ids(second, 'q=vod')).toEqual([theirs.id])
    expect(await ids(first, 'q=zel')).toEqual([other.id])
    expect(await ids(first, 'sort=name&pageSize=1&page=2')).toEqual([other.id])
    expect(await ids(first, 'sort=name&pageSize=1&page=1')).toEqual([mine.id])
  })

  it('sorts names in Czech order (Chalupa after Hrubý, Č after C) and pages', async () => {
    const doctor = await createSignedIn(t, 'peripheral_doctor')
    for (const lastName of ['Chalupa', 'Čermák', 'Hrubý', 'Cibulka', 'Adam'])
      await createPatient(t, { referringDoctorId: doctor.id, lastName })
    const list = patientListSchema.parse(
      (await call('GET', '/api/patients?sort=name', doctor.token)).json(),
    )
    expect(list.items.map((item) => item.lastName)).toEqual([
      'Adam',
      'Cibulka',
      'Čermák',
      'Hrubý',
      'Chalupa',
    ])
    const reversed = patientListSchema.parse(
      (await call('GET', '/api/patients?sort=-name&page=2&pageSize=2', doctor.token)).json(),
    )
    expect(reversed).toMatchObject({ total: 5, page: 2, pageSize: 2 })
    expect(reversed.items.map((item) => item.lastName)).toEqual(['Čermák', 'Cibulka'])
    expect((await call('GET', '/api/patients?sort=lastName;drop', doctor.token)).statusCode).toBe(
      400,
    )
    expect((await call('GET', '/api/patients?pageSize=1000', doctor.token)).statusCode).toBe(400)
  })

  it('filters by diagnosis, centre, centre doctor, referring doctor and referral state', async () => {
    const a = await createPatient(t, {
      referringDoctorId: doctorB.id,
      centerId: otherCenterId,
      centerDoctorId: otherCenterDoctor.id,
      diagnoses: ['L40.1'],
    })
    const b = await createPatient(t, { referringDoctorId: doctorB.id, diagnoses: ['L40.0'] })
    await t.database.db.insert(referralRequests).values({
      patientId: b.id,
      fromDoctorId: doctorB.id,
      toCenterId: centerId,
      state: 'denied',
      diagnosis: 'L40.0',
      urgency: 'routine',
      indication: {},
    })
    const ids = async (query: string) =>
      patientListSchema
        .parse((await call('GET', `/api/patients?pageSize=100&${query}`, admin.token)).json())
        .items.map((item) => item.id)
    expect(await ids('diagnosis=L40.1')).toContain(a.id)
    expect(await ids('diagnosis=L40.1')).not.toContain(b.id)
    expect(await ids(`centerId=${otherCenterId}`)).toEqual(expect.arrayContaining([a.id]))
    expect(await ids(`centerDoctorId=${otherCenterDoctor.id}`)).toEqual([a.id])
    const byReferrer = await ids(`referringDoctorId=${doctorB.id}`)
    expect(byReferrer).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(await ids('referralState=denied')).toEqual([b.id])
    // The detail lists the referral, the centre doctor it was sent to sees it too.
    const detail = patientDetailSchema.parse(
      (await call('GET', `/api/patients/${b.id}`, centerDoctor.token)).json(),
    )
    expect(detail.referrals).toEqual([
      expect.objectContaining({ state: 'denied', centerName: 'Centrum Alfa' }),
    ])
  })
})

describe('audit of clinical access', () => {
  it('records list, detail and access-log reads; the access log shows who and when', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id, centerId })
    await call('GET', `/api/patients/${mine.id}`, centerDoctor.token)
    await call('GET', `/api/patients/${mine.id}`, doctorA.token)
    const log = accessLogSchema.parse(
      (await call('GET', `/api/patients/${mine.id}/access-log`, admin.token)).json(),
    )
    expect(log.items.map((item) => [item.action, item.actorRole])).toEqual([
      ['patients.read', 'peripheral_doctor'],
      ['patients.read', 'center_doctor'],
    ])
    expect(log.items[1]?.actorName).toContain(centerDoctor.lastName)
    const before = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'patients.list'))
    await call('GET', '/api/patients', doctorA.token)
    const after = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'patients.list'))
    expect(after.length).toBe(before.length + 1)
  })

  it('a failing audit insert fails the request and returns no data', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id, lastName: 'Neviditelná' })
    const db = t.database.db
    await db.execute(sql`create function reject_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit rejected'; end; $$`)
    await db.execute(
      sql`create trigger reject_audit before insert on audit_events for each row execute function reject_audit()`,
    )
    try {
      const detail = await call('GET', `/api/patients/${mine.id}`, doctorA.token)
      expect(detail.statusCode).toBe(500)
      expect(detail.body).not.toContain('Neviditelná')
      const list = await call('GET', '/api/patients', doctorA.token)
      expect(list.statusCode).toBe(500)
      expect(list.body).not.toContain('Neviditelná')
      const update = await call(
        'PUT',
        `/api/patients/${mine.id}`,
        doctorA.token,
        valid({ lastName: 'Změněná' }),
      )
      expect(update.statusCode).toBe(500)
    } finally {
      await db.execute(sql`drop trigger reject_audit on audit_events`)
      await db.execute(sql`drop function reject_audit()`)
    }
    const [row] = await db.select().from(patients).where(eq(patients.id, mine.id))
    expect(row?.lastName).toBe('Neviditelná')
  })
})

describe('GET /api/audit-events', () => {
  it('admins filter the trail by user, patient, action and time; others are refused', async () => {
    const mine = await createPatient(t, { referringDoctorId: doctorA.id })
    await call('GET', `/api/patients/${mine.id}`, doctorA.token)
    const list = auditEventListSchema.parse(
      (
        await call(
          'GET',
          `/api/audit-events?patientId=${mine.id}&userId=${doctorA.id}&action=patients.read`,
          admin.token,
        )
      ).json(),
    )
    expect(list.total).toBe(1)
    expect(list.items[0]).toMatchObject({ actorUserId: doctorA.id, patientId: mine.id })
    const future = auditEventListSchema.parse(
      (await call('GET', `/api/audit-events?from=2999-01-01T00:00:00Z`, admin.token)).json(),
    )
    expect(future.total).toBe(0)
    // A code with an underscore is a valid filter too (the audit screen offers every action).
    const signIns = await call('GET', `/api/audit-events?action=auth.sign_in`, admin.token)
    expect(signIns.statusCode, signIns.body).toBe(200)
    const signInList = auditEventListSchema.parse(signIns.json())
    expect(signInList.total).toBeGreaterThan(0)
    expect(new Set(signInList.items.map((e) => e.action))).toEqual(new Set(['auth.sign_in']))
    for (const user of [doctorA, centerDoctor, rep, patientUser])
      expect((await call('GET', '/api/audit-events', user.token)).statusCode).toBe(403)
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'audit.read'))
    expect(reads.length).toBeGreaterThan(0)
  })
})
