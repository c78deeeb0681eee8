import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { patientDetailSchema } from '@konzilium/contract/patients'
import { auditEvents } from '../../src/db/schema'
import { bearer } from '../helpers/accounts'
import { syntheticBirthNumber } from '../helpers/clinic'
import {
  admin,
  call,
  centerDoctor,
  centerDoctor2,
  centerId,
  createPatient,
  doctorA,
  doctorB,
  issuesOf,
  otherCenterDoctor,
  rep,
  setUpPatientCast,
  t,
  valid,
} from '../helpers/patients-cast'

setUpPatientCast()

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
    expect(patient.referringDoctor?.displayName).toContain(doctorA.lastName)
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, patient.id), eq(auditEvents.action, 'patients.created')))
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
    ['900101/0031', 'birthNumber'],
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
      // No database text can hold U+0000: refused here, not by the database as a 500.
      [{ street: 'Dlouhá\u0000 1' }, 'street'],
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
    // With the slash the same number is the same number. The record's own doctor may read it:
    // the answer names it, so the form can offer to open it.
    const slashed = `${birthNumber.slice(0, 6)}/${birthNumber.slice(6)}`
    const own = await call('POST', '/api/patients', doctorB.token, valid({ birthNumber: slashed }))
    expect(own.statusCode).toBe(409)
    expect(issuesOf(own.json())).toEqual([
      {
        path: 'birthNumber',
        message: 'Pacient s tímto rodným číslem už v Konziliu je.',
        target: { type: 'patient', id: other.id },
      },
    ])
  })
})

describe('POST /api/patients: the birth number rules', () => {
  it('accepts check digit 0 for a remainder of 10 after 1985, with a warning flag', async () => {
    // 920315010 leaves 10 after dividing by 11, written as check digit 0; born 1992.
    const response = await call(
      'POST',
      '/api/patients',
      doctorA.token,
      valid({ birthNumber: '920315/0100', birthDate: '', sex: '' }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const patient = patientDetailSchema.parse(response.json())
    expect(patient).toMatchObject({
      birthNumber: '9203150100',
      birthDate: '1992-03-15',
      birthNumberWarning: 'checkDigit',
    })
    // The detail read later carries the same flag; an ordinary number carries none.
    const read = await call('GET', `/api/patients/${patient.id}`, doctorA.token)
    expect(patientDetailSchema.parse(read.json()).birthNumberWarning).toBe('checkDigit')
    const plain = await call('POST', '/api/patients', doctorA.token, valid())
    expect(patientDetailSchema.parse(plain.json()).birthNumberWarning).toBeNull()
  })

  it('refuses 9 digits for a person born after 1953, naming the rule in the caller’s language', async () => {
    const czech = await call(
      'POST',
      '/api/patients',
      doctorA.token,
      valid({ birthNumber: '780101123', birthDate: '', sex: '' }),
    )
    expect(czech.statusCode).toBe(400)
    const [issue] = issuesOf(czech.json())
    expect(issue?.path).toBe('birthNumber')
    expect(issue?.message).toContain('před rokem 1954')
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: { ...bearer(doctorA.token), 'accept-language': 'en' },
      payload: valid({ birthNumber: '780101123', birthDate: '', sex: '' }),
    })
    expect(issuesOf(english.json())[0]?.message).toContain('born before 1954')
  })
})
