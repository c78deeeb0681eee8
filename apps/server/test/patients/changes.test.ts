import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  accessLogSchema,
  patientDetailSchema,
  patientListSchema,
} from '@konzilium/contract/patients'
import { auditEvents } from '../../src/db/schema'
import {
  admin,
  call,
  centerDoctor,
  centerDoctor2,
  centerId,
  createPatient,
  doctorA,
  issuesOf,
  otherCenterDoctor,
  setUpPatientCast,
  t,
  valid,
} from '../helpers/patients-cast'

setUpPatientCast()

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
    expect(log.items.map((item) => item.action)).toEqual(['patients.updated'])
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
      .where(and(eq(auditEvents.patientId, mine.id), eq(auditEvents.action, 'patients.deleted')))
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
          eq(auditEvents.action, 'patients.center-doctor-changed'),
        ),
      )
    expect(audit?.details).toEqual({ from: centerDoctor.id, to: centerDoctor2.id })
  })
})
