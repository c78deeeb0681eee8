import { afterAll, beforeAll, expect } from 'vitest'
import { eq } from 'drizzle-orm'
import { referralDetailSchema, type ReferralDetail } from '@konzilium/contract/referrals'
import { centers } from '../../src/db/schema'
import { createTestApp, type TestApp } from './app'
import { callAs, createCenter, createSignedIn } from './accounts'
import { createPatient } from './clinic'

/**
 * The cast of the referral API tests (test/referrals/): one app on a database of its own per test
 * file, two visible centres and a hidden one, two referrers, two doctors of the first centre and
 * one of the second, an admin and a representative. A test file calls `setUpReferralCast()` once;
 * its hooks build the cast before the file's tests and close the app after them. The bindings
 * below are the file's cast once `beforeAll` has run (an ES module's exports are live).
 */
export type Signed = Awaited<ReturnType<typeof createSignedIn>>
export let t: TestApp
export let centerId: string
export let otherCenterId: string
export let hiddenCenterId: string
export let admin: Signed
export let referrer: Signed
export let otherReferrer: Signed
export let centerDoctor: Signed
export let colleague: Signed
export let otherCenterDoctor: Signed
export let rep: Signed

export function setUpReferralCast() {
  beforeAll(async () => {
    t = await createTestApp()
    centerId = await createCenter(t, 'Revmatologický ústav', 'CZ010')
    otherCenterId = await createCenter(t, 'Revmatologie Brno', 'CZ064')
    hiddenCenterId = await createCenter(t, 'Skryté centrum', 'CZ010')
    await t.database.db
      .update(centers)
      .set({ visible: false })
      .where(eq(centers.id, hiddenCenterId))
    admin = await createSignedIn(t, 'admin')
    referrer = await createSignedIn(t, 'peripheral_doctor')
    otherReferrer = await createSignedIn(t, 'peripheral_doctor')
    centerDoctor = await createSignedIn(t, 'center_doctor', { centerId })
    colleague = await createSignedIn(t, 'center_doctor', { centerId })
    otherCenterDoctor = await createSignedIn(t, 'center_doctor', { centerId: otherCenterId })
    rep = await createSignedIn(t, 'rep')
  })
  afterAll(async () => {
    await t.close()
  })
}

let born = 0
/** A patient with a birth date of its own (the fixture's birth numbers repeat after 100 per date). */
export const patientOf = (who: Signed, lastName = 'Řezníčková') =>
  createPatient(t, {
    referringDoctorId: who.id,
    lastName,
    birthDate: new Date(Date.UTC(1950, 0, 1 + 37 * born++)).toISOString().slice(0, 10),
  })

export const das28 = { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 }

export const call = (
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  language = 'cs',
) => callAs(t, who, method, url, payload, language)

/** A pending referral of a new patient of `who` to the first centre, with a DAS28 score. */
export async function newReferral(
  overrides: Record<string, unknown> = {},
  who: Signed = referrer,
): Promise<ReferralDetail> {
  const patient = await patientOf(who)
  const response = await call(who, 'POST', '/api/referral-requests', {
    patientId: patient.id,
    centerId,
    diagnosis: 'M06.0',
    urgency: 'priority',
    scores: [{ score: 'das28-esr', input: das28 }],
    previousTreatments: [
      {
        drug: 'Methotrexát',
        dose: '15 mg týdně',
        from: '2023-01',
        to: '2024-02',
        outcome: 'inadequate_response',
      },
    ],
    note: 'Prosím o převzetí.',
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(201)
  return referralDetailSchema.parse(response.json())
}

export const deny = { reason: 'capacity', comment: 'Plná kapacita do konce měsíce.' }
export const cancel = { reason: 'sent_in_error', comment: 'Odesláno omylem.' }
