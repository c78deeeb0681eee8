import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import {
  consultationDetailSchema,
  type ConsultationDetail,
  type CreateConsultationInput,
} from '@konzilium/contract/consultations'
import { createTestApp, type TestApp } from './app'
import { callAs, createCenter, createSignedIn } from './accounts'
import { createPatient, type TestPatient } from './clinic'

/**
 * The cast of the consultation API tests (test/consultations/): one app on a database of its own
 * per test file, with its data directory (the file store) in a temporary folder; a referring
 * doctor and another one, a doctor of the centre that treats the referrer's patient and a doctor
 * of another centre, an admin, a representative and a patient's account. A test file calls
 * `setUpConsultationCast()` once; the bindings below are its cast once `beforeAll` has run.
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
/** The centre of `centerDoctor`. */
export let centerId: string

export function setUpConsultationCast(env: Record<string, string> = {}) {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-consultations-'))
    t = await createTestApp({ DATA_DIR: dataDir, ...env })
    centerId = await createCenter(t, 'Dermatologické centrum', 'CZ010')
    const otherCenterId = await createCenter(t, 'Revmatologie Brno', 'CZ064')
    admin = await createSignedIn(t, 'admin')
    referrer = await createSignedIn(t, 'peripheral_doctor')
    otherReferrer = await createSignedIn(t, 'peripheral_doctor')
    centerDoctor = await createSignedIn(t, 'center_doctor', { centerId })
    otherCenterDoctor = await createSignedIn(t, 'center_doctor', { centerId: otherCenterId })
    rep = await createSignedIn(t, 'rep')
    patientUser = await createSignedIn(t, 'patient')
    patient = await createPatient(t, { referringDoctorId: referrer.id, centerId })
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

/** A new consultation started by `who` (201 expected). */
export async function startConsultation(
  who: Signed,
  input: Partial<CreateConsultationInput> & { participantIds: string[] },
): Promise<ConsultationDetail> {
  const response = await call(who, 'POST', '/api/consultations', {
    subject: 'Biologická léčba – dotaz',
    firstMessage: 'Dobrý den, prosím o názor.',
    ...input,
  })
  expect(response.statusCode, response.body).toBe(201)
  return consultationDetailSchema.parse(response.json())
}

/** Uploads bytes as an attachment of a consultation. */
export function upload(
  who: { token: string },
  consultationId: string,
  body: Buffer,
  fileName: string,
  contentType = 'application/pdf',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/consultations/${consultationId}/attachments?fileName=${encodeURIComponent(fileName)}`,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': contentType },
    payload: body,
  })
}

/** The files of the store on disk (not its temporary folder). */
export function storedFiles(): string[] {
  const root = path.join(dataDir, 'files')
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}
