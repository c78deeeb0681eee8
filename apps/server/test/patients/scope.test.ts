import { describe, expect, it } from 'vitest'
import { patientListSchema } from '@konzilium/contract/patients'
import {
  call,
  centerDoctor,
  centerId,
  createPatient,
  doctorA,
  doctorB,
  otherCenterDoctor,
  patientUser,
  rep,
  setUpPatientCast,
  t,
  valid,
  type Method,
} from '../helpers/patients-cast'

setUpPatientCast()

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
