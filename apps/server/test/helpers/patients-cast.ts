import { afterAll, beforeAll } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { createTestApp, type TestApp } from './app'
import { bearer, createCenter, createSignedIn } from './accounts'
import { createPatient as insertPatient } from './clinic'

/**
 * The cast of the patient API tests (test/patients/): one app on a database of its own per test
 * file, two centres, two referring doctors, two doctors of the first centre and one of the second,
 * a representative and a patient's account. A test file calls `setUpPatientCast()` once; its
 * hooks build the cast before the file's tests and close the app after them. The bindings below
 * are the file's cast once `beforeAll` has run (an ES module's exports are live).
 */
type Signed = Awaited<ReturnType<typeof createSignedIn>>
export let t: TestApp
export let admin: Signed
export let doctorA: Signed
export let doctorB: Signed
export let centerDoctor: Signed
export let centerDoctor2: Signed
export let otherCenterDoctor: Signed
export let rep: Signed
export let patientUser: Signed
export let centerId: string
export let otherCenterId: string

export function setUpPatientCast() {
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
}

// Each fixture patient gets its own birth date, so the synthetic birth numbers never collide.
let day = 0
export const createPatient = (t: TestApp, values: Parameters<typeof insertPatient>[1]) => {
  day += 1
  const birthDate = new Date(Date.UTC(1960, 0, day)).toISOString().slice(0, 10)
  return insertPatient(t, { birthDate, ...values })
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

/** A valid body of `POST /api/patients` (and `PUT /api/patients/{id}`). */
export const valid = (overrides: Record<string, unknown> = {}) => ({
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

export const issuesOf = (body: unknown) => errorEnvelopeSchema.parse(body).issues ?? []
