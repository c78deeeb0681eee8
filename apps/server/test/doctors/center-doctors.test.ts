import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  centerDoctorListSchema,
  centerDoctorSchema,
  movedCenterDoctorSchema,
} from '@konzilium/contract/doctors'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { auditEvents, centerDoctorProfiles, patients, users } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, createCenter, createSignedIn } from '../helpers/accounts'
import { createPatient } from '../helpers/clinic'

let t: TestApp
let admin: Awaited<ReturnType<typeof createSignedIn>>
let centerA: string
let centerB: string
let centerMoravia: string
let doctorA: Awaited<ReturnType<typeof createSignedIn>>
let doctorB: Awaited<ReturnType<typeof createSignedIn>>

type Method = 'GET' | 'PUT'
const call = (method: Method, url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

async function rename(id: string, firstName: string, lastName: string) {
  await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, id))
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
  centerA = await createCenter(t, 'Centrum Alfa', 'CZ010')
  centerB = await createCenter(t, 'Centrum Beta', 'CZ010')
  centerMoravia = await createCenter(t, 'Centrum Morava', 'CZ064')
  doctorA = await createSignedIn(t, 'center_doctor', { centerId: centerA })
  doctorB = await createSignedIn(t, 'center_doctor', { centerId: centerB })
  await rename(doctorA.id, 'Řehoř', 'Šťastný')
  await rename(doctorB.id, 'Jan', 'Chalupa')
  const others = [
    ['Petr', 'Hrubý', centerA],
    ['Eva', 'Cibulková', centerA],
    ['Ivana', 'Čermáková', centerMoravia],
  ] as const
  for (const [first, last, centerId] of others) {
    const account = await createAccount(t, 'center_doctor', { centerId, activated: false })
    await rename(account.id, first, last)
  }
})
afterAll(async () => {
  await t.close()
})

const list = async (token: string, query = '') => {
  const response = await call('GET', `/api/center-doctors?pageSize=100${query}`, token)
  expect(response.statusCode, response.body).toBe(200)
  return centerDoctorListSchema.parse(response.json())
}

describe('GET /api/center-doctors', () => {
  it('lists in Czech name order with centre, region and invitation state', async () => {
    const all = await list(admin.token)
    expect(all.items.map((item) => item.lastName)).toEqual([
      'Cibulková',
      'Čermáková',
      'Hrubý',
      'Chalupa',
      'Šťastný',
    ])
    const hruby = all.items.find((item) => item.lastName === 'Hrubý')
    expect(hruby).toMatchObject({
      status: 'invited',
      centerId: centerA,
      centerName: 'Centrum Alfa',
      centerRegion: 'CZ010',
      acceptsPatients: true,
    })
    expect(all.items.find((item) => item.lastName === 'Šťastný')?.status).toBe('active')
    const reversed = await list(admin.token, '&sort=-lastName')
    expect(reversed.items.map((item) => item.lastName)[0]).toBe('Šťastný')
  })

  it('searches without diacritics and filters by centre, region and state', async () => {
    expect((await list(admin.token, '&q=stastny')).items.map((i) => i.id)).toEqual([doctorA.id])
    expect((await list(admin.token, '&q=REHOR')).items.map((i) => i.id)).toEqual([doctorA.id])
    expect((await list(admin.token, `&centerId=${centerB}`)).items.map((i) => i.id)).toEqual([
      doctorB.id,
    ])
    expect((await list(admin.token, '&region=CZ064')).items.map((i) => i.lastName)).toEqual([
      'Čermáková',
    ])
    expect((await list(admin.token, '&status=invited')).total).toBe(3)
    const second = centerDoctorListSchema.parse(
      (await call('GET', '/api/center-doctors?pageSize=2&page=2', admin.token)).json(),
    )
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 })
    expect(second.items.map((i) => i.lastName)).toEqual(['Hrubý', 'Chalupa'])
  })

  it('refuses an unknown sort, region, state or an over-long search with 400', async () => {
    for (const query of [
      'sort=password',
      'region=CZ999',
      'status=sleeping',
      `q=${'a'.repeat(101)}`,
      'pageSize=1000',
      'centerId=42',
    ]) {
      const response = await call('GET', `/api/center-doctors?${query}`, admin.token)
      expect(response.statusCode, query).toBe(400)
      expect(errorEnvelopeSchema.parse(response.json()).issues?.length).toBeGreaterThan(0)
    }
  })

  it('gives a centre doctor the own centre and a rep the centres of the rep’s regions', async () => {
    expect((await list(doctorA.token)).items.map((i) => i.lastName)).toEqual([
      'Cibulková',
      'Hrubý',
      'Šťastný',
    ])
    const rep = await createSignedIn(t, 'rep', { regions: ['CZ064'] })
    const repList = await list(rep.token)
    expect(repList.items.map((i) => i.lastName)).toEqual(['Čermáková'])
    // No patient data reaches a rep: a patient of that doctor leaves no trace in the answer.
    const referrer = await createAccount(t, 'peripheral_doctor')
    const [cermakova] = repList.items
    await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerMoravia,
      centerDoctorId: cermakova?.id ?? null,
      lastName: 'Znackovana',
    })
    const again = await call('GET', `/api/center-doctors/${cermakova?.id ?? ''}`, rep.token)
    expect(again.statusCode).toBe(200)
    expect(again.body + JSON.stringify(await list(rep.token))).not.toContain('Znackovana')
    expect((await call('GET', `/api/center-doctors/${doctorA.id}`, rep.token)).statusCode).toBe(404)
    const peripheral = await createSignedIn(t, 'peripheral_doctor')
    expect((await call('GET', '/api/center-doctors', peripheral.token)).statusCode).toBe(403)
  })
})

describe('GET and PUT /api/center-doctors/{id}', () => {
  const edit = {
    degreesBefore: 'MUDr.',
    firstName: 'Řehoř',
    lastName: 'Šťastný',
    degreesAfter: 'Ph.D.',
    phone: '603 123 456',
    acceptsPatients: false,
  }

  it('reads and edits within scope, audited', async () => {
    const read = await call('GET', `/api/center-doctors/${doctorA.id}`, doctorA.token)
    expect(centerDoctorSchema.parse(read.json()).centerName).toBe('Centrum Alfa')
    const response = await call('PUT', `/api/center-doctors/${doctorA.id}`, admin.token, edit)
    expect(response.statusCode, response.body).toBe(200)
    expect(centerDoctorSchema.parse(response.json())).toMatchObject({
      phone: '+420603123456',
      acceptsPatients: false,
      displayName: 'MUDr. Řehoř Šťastný, Ph.D.',
    })
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'center-doctors.updated'), eq(auditEvents.targetId, doctorA.id)),
      )
    expect(audit).toMatchObject({ actorUserId: admin.id, actorRole: 'admin', outcome: 'success' })
    expect(audit?.details).toMatchObject({ changed: expect.arrayContaining(['phone']) as unknown })
  })

  it('answers 404 to a centre doctor of another centre, read or update', async () => {
    expect((await call('GET', `/api/center-doctors/${doctorA.id}`, doctorB.token)).statusCode).toBe(
      404,
    )
    const response = await call('PUT', `/api/center-doctors/${doctorA.id}`, doctorB.token, edit)
    expect(response.statusCode).toBe(404)
    expect((await call('GET', `/api/center-doctors/${randomUUID()}`, admin.token)).statusCode).toBe(
      404,
    )
    // A peripheral doctor's id is not a centre doctor.
    expect((await call('GET', `/api/center-doctors/${admin.id}`, admin.token)).statusCode).toBe(404)
  })

  it('refuses bad input with field issues and changes nothing', async () => {
    for (const [field, value] of [
      ['firstName', 'x'.repeat(101)],
      ['phone', 'volejte'],
      ['acceptsPatients', 'ano'],
      ['degreesBefore', '<b>'],
    ] as const) {
      const response = await call('PUT', `/api/center-doctors/${doctorB.id}`, admin.token, {
        ...edit,
        [field]: value,
      })
      expect(response.statusCode, field).toBe(400)
      expect(errorEnvelopeSchema.parse(response.json()).issues?.[0]?.path).toBe(field)
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, doctorB.id))
    expect(row?.lastName).toBe('Chalupa')
  })
})

describe('PUT /api/center-doctors/{id}/move-to-center', () => {
  it('moves the doctor; the patients stay with the old centre without a doctor', async () => {
    const referrer = await createAccount(t, 'peripheral_doctor')
    const mover = await createAccount(t, 'center_doctor', { centerId: centerB })
    const patient = await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerB,
      centerDoctorId: mover.id,
    })
    const response = await call(
      'PUT',
      `/api/center-doctors/${mover.id}/move-to-center`,
      admin.token,
      { centerId: centerMoravia },
    )
    expect(response.statusCode, response.body).toBe(200)
    const moved = movedCenterDoctorSchema.parse(response.json())
    expect(moved).toMatchObject({ patientsReassigned: 1 })
    expect(moved.doctor).toMatchObject({ centerId: centerMoravia, centerRegion: 'CZ064' })
    const [row] = await t.database.db.select().from(patients).where(eq(patients.id, patient.id))
    expect(row).toMatchObject({ centerId: centerB, centerDoctorId: null })
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, admin.id))
    expect(audits.find((a) => a.action === 'center-doctors.moved')?.details).toMatchObject({
      fromCenterId: centerB,
      toCenterId: centerMoravia,
    })
    expect(
      audits.find(
        (a) => a.action === 'patients.center-doctor-changed' && a.patientId === patient.id,
      ),
    ).toBeTruthy()
  })

  it('hands the patients to a colleague of the old centre when named', async () => {
    const referrer = await createAccount(t, 'peripheral_doctor')
    const mover = await createAccount(t, 'center_doctor', { centerId: centerA })
    const first = await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerA,
      centerDoctorId: mover.id,
    })
    const second = await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerA,
      centerDoctorId: mover.id,
    })
    // A doctor of another centre cannot take them over.
    const refused = await call(
      'PUT',
      `/api/center-doctors/${mover.id}/move-to-center`,
      admin.token,
      { centerId: centerB, patientsTakenOverBy: doctorB.id },
    )
    expect(refused.statusCode).toBe(400)
    expect(errorEnvelopeSchema.parse(refused.json()).issues?.[0]?.path).toBe('patientsTakenOverBy')
    const [still] = await t.database.db
      .select()
      .from(centerDoctorProfiles)
      .where(eq(centerDoctorProfiles.userId, mover.id))
    expect(still?.centerId).toBe(centerA)

    const response = await call(
      'PUT',
      `/api/center-doctors/${mover.id}/move-to-center`,
      admin.token,
      { centerId: centerB, patientsTakenOverBy: doctorA.id },
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(movedCenterDoctorSchema.parse(response.json()).patientsReassigned).toBe(2)
    const rows = await t.database.db
      .select()
      .from(patients)
      .where(eq(patients.centerDoctorId, doctorA.id))
    expect(rows.map((r) => r.id).sort()).toEqual([first.id, second.id].sort())
    expect(rows.every((r) => r.centerId === centerA)).toBe(true)
    const reassigned = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'patients.center-doctor-changed'))
    expect(
      reassigned.filter((a) => a.patientId === first.id || a.patientId === second.id),
    ).toHaveLength(2)
  })

  it('refuses an unknown or the same centre, and callers other than admins', async () => {
    const mover = await createAccount(t, 'center_doctor', { centerId: centerA })
    const url = `/api/center-doctors/${mover.id}/move-to-center`
    expect((await call('PUT', url, admin.token, { centerId: randomUUID() })).statusCode).toBe(400)
    expect((await call('PUT', url, admin.token, { centerId: centerA })).statusCode).toBe(400)
    expect((await call('PUT', url, admin.token, { centerId: 'praha' })).statusCode).toBe(400)
    expect((await call('PUT', url, doctorA.token, { centerId: centerB })).statusCode).toBe(403)
    expect(
      (
        await call('PUT', `/api/center-doctors/${randomUUID()}/move-to-center`, admin.token, {
          centerId: centerB,
        })
      ).statusCode,
    ).toBe(404)
  })
})
