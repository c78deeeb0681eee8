import { describe, expect, it } from 'vitest'
import { patientDetailSchema, patientListSchema } from '@konzilium/contract/patients'
import { referralRequests } from '../../src/db/schema'
import { createSignedIn } from '../helpers/accounts'
import {
  admin,
  call,
  centerDoctor,
  centerId,
  createPatient,
  doctorB,
  issuesOf,
  otherCenterDoctor,
  otherCenterId,
  setUpPatientCast,
  t,
} from '../helpers/patients-cast'

setUpPatientCast()

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
    // A page's statements are built once per shape and reused (db/lists/statements.ts): the caller,
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

  it('keeps each answer right once the statement runs on a generic plan (ADR 022)', async () => {
    // PostgreSQL plans a named statement generically after five runs on a connection: the search
    // words, the birth-number prefix and the caller are then parameters of one cached plan.
    const doctor = await createSignedIn(t, 'peripheral_doctor')
    const novak = await createPatient(t, { referringDoctorId: doctor.id, lastName: 'Novák' })
    const nova = await createPatient(t, { referringDoctorId: doctor.id, lastName: 'Nováková' })
    const dvorak = await createPatient(t, { referringDoctorId: doctor.id, lastName: 'Dvořák' })
    const ids = async (query: string) =>
      patientListSchema
        .parse((await call('GET', `/api/patients?${query}`, doctor.token)).json())
        .items.map((item) => item.id)
        .sort()
    for (let run = 0; run < 8; run++) {
      expect(await ids('q=novak')).toEqual([novak.id, nova.id].sort())
      expect(await ids('q=novako')).toEqual([nova.id])
      expect(await ids('q=dvo')).toEqual([dvorak.id])
      expect(await ids('q=now')).toEqual([])
      expect(await ids(`q=${dvorak.birthNumber.slice(0, 8)}`)).toEqual([dvorak.id])
    }
  })

  it('takes a search literally: wildcards and odd characters find nothing and fail nothing', async () => {
    const doctor = await createSignedIn(t, 'peripheral_doctor')
    await createPatient(t, { referringDoctorId: doctor.id, lastName: 'Procházka' })
    // A wildcard is a character like any other; a trailing U+10FFFF (no successor) is dropped.
    const found: [string, number][] = [
      ['%', 0],
      ['_', 0],
      ['pro%', 0],
      ['pro_', 0],
      ['\\', 0],
      ['🩺', 0],
      ['\u{10ffff}', 1],
      ['pro\u{10ffff}', 1],
      ['proch', 1],
    ]
    for (const [q, total] of found) {
      const answer = await call('GET', `/api/patients?q=${encodeURIComponent(q)}`, doctor.token)
      expect(patientListSchema.parse(answer.json()).total, q).toBe(total)
    }
    const nul = await call(
      'GET',
      `/api/patients?q=${encodeURIComponent('pro\u0000')}`,
      doctor.token,
    )
    expect(nul.statusCode).toBe(400)
    expect(issuesOf(nul.json())).toEqual([
      { path: 'q', message: 'Text obsahuje nepovolený znak (NUL).' },
    ])
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
    // Any code a record may hold filters, not only the indication codes; a code off the list is
    // a field error, not an empty list.
    const c = await createPatient(t, { referringDoctorId: doctorB.id, diagnoses: ['L40.0', 'E11'] })
    expect(await ids('diagnosis=E11')).toEqual([c.id])
    const unknown = await call('GET', '/api/patients?diagnosis=X99.9', admin.token)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('diagnosis')
    expect(await ids(`centerId=${otherCenterId}`)).toEqual(expect.arrayContaining([a.id]))
    expect(await ids(`centerDoctorId=${otherCenterDoctor.id}`)).toEqual([a.id])
    const byReferrer = await ids(`referringDoctorId=${doctorB.id}`)
    expect(byReferrer).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(await ids('referralState=denied')).toEqual([b.id])
    // The detail lists the referral to its referrer; the centre that denied it keeps the
    // referral, not the patient's record.
    const detail = patientDetailSchema.parse(
      (await call('GET', `/api/patients/${b.id}`, doctorB.token)).json(),
    )
    expect(detail.referrals).toEqual([
      expect.objectContaining({ state: 'denied', centerName: 'Centrum Alfa' }),
    ])
    expect((await call('GET', `/api/patients/${b.id}`, centerDoctor.token)).statusCode).toBe(404)
  })
})
