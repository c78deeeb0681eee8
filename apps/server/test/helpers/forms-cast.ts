import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { formDetailSchema, type CreateFormInput, type FormDetail } from '@konzilium/contract/forms'
import { createTestApp, type TestApp } from './app'
import { callAs, createCenter, createSignedIn } from './accounts'
import { createPatient, type TestPatient } from './clinic'

/**
 * The cast of the forms API tests (test/forms/): one app on a database of its own per test file,
 * its data directory (the file store) in a temporary folder. A referring doctor and another one,
 * a doctor of the centre that treats the referrer's patient and a doctor of another centre, an
 * admin, a representative, and a patient with an account whose record is the referrer's too.
 */
export type Signed = Awaited<ReturnType<typeof createSignedIn>>
export let t: TestApp
export let dataDir: string
export let admin: Signed
export let referrer: Signed
export let otherReferrer: Signed
export let centerDoctor: Signed
export let otherCenterDoctor: Signed
export let rep: Signed
export let patientUser: Signed
/** A patient of `referrer`, treated by `centerDoctor`'s centre. */
export let patient: TestPatient
/** The record of `patientUser`, a patient of `referrer`. */
export let ownPatient: TestPatient

export function setUpFormsCast(env: Record<string, string> = {}) {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-forms-'))
    t = await createTestApp({ DATA_DIR: dataDir, ...env })
    const centerId = await createCenter(t, 'Dermatologické centrum', 'CZ010')
    const otherCenterId = await createCenter(t, 'Revmatologie Brno', 'CZ064')
    admin = await createSignedIn(t, 'admin')
    referrer = await createSignedIn(t, 'peripheral_doctor')
    otherReferrer = await createSignedIn(t, 'peripheral_doctor')
    centerDoctor = await createSignedIn(t, 'center_doctor', { centerId })
    otherCenterDoctor = await createSignedIn(t, 'center_doctor', { centerId: otherCenterId })
    rep = await createSignedIn(t, 'rep')
    patientUser = await createSignedIn(t, 'patient')
    patient = await createPatient(t, { referringDoctorId: referrer.id, centerId })
    ownPatient = await createPatient(t, {
      referringDoctorId: referrer.id,
      firstName: 'Petr',
      lastName: 'Zkušební',
      sex: 'male',
      userId: patientUser.id,
    })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
}

export const call = (
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  language = 'cs',
) => callAs(t, who, method, url, payload, language)

export const pasi = {
  head: { erythema: 2, induration: 2, desquamation: 1, area: 2 },
  upperLimbs: { erythema: 2, induration: 1, desquamation: 1, area: 3 },
  trunk: { erythema: 3, induration: 2, desquamation: 2, area: 2 },
  lowerLimbs: { erythema: 2, induration: 2, desquamation: 2, area: 3 },
}
/** PASI 14.8 (0.1*5*2 + 0.2*4*3 + 0.3*7*2 + 0.4*6*3). */
export const pasiDisplay = 14.8

export const dlqi = {
  q1: 'very_much',
  q2: 'a_lot',
  q3: 'a_lot',
  q4: 'a_little',
  q5: 'very_much',
  q6: 'a_little',
  q7: 'no',
  q7b: 'a_little',
  q8: 'a_lot',
  q9: 'not_relevant',
  q10: 'a_little',
}
/** DLQI 16. */
export const dlqiDisplay = 16

/** A new form recorded by `who` (201 expected). */
export async function recordForm(
  who: Signed,
  input: Partial<CreateFormInput> = {},
): Promise<FormDetail> {
  const response = await call(who, 'POST', '/api/forms', {
    patientId: patient.id,
    kind: 'dermatology_visit',
    examinedOn: '2026-11-02',
    scores: [{ score: 'pasi', input: pasi }],
    ...input,
  })
  expect(response.statusCode, response.body).toBe(201)
  return formDetailSchema.parse(response.json())
}

/** Uploads bytes as an attachment of a form. */
export function upload(
  who: { token: string },
  formId: string,
  body: Buffer,
  fileName: string,
  contentType = 'application/pdf',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/forms/${formId}/attachments?fileName=${encodeURIComponent(fileName)}`,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': contentType },
    payload: body,
  })
}

/** The files of the store on disk, its temporary folder included. */
export function storedFiles(): string[] {
  const root = path.join(dataDir, 'files')
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}
