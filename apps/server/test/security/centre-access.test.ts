import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  patientDetailSchema,
  patientListSchema,
  type PatientDetail,
} from '@konzilium/contract/patients'
import { referralDetailSchema, type ReferralDetail } from '@konzilium/contract/referrals'
import {
  centerPatientCounts,
  patientCenterLinks,
  patients,
  referralRequests,
} from '../../src/db/schema'
import {
  call,
  cancel,
  centerDoctor,
  centerId,
  das28,
  deny,
  otherCenterDoctor,
  otherCenterId,
  patientOf,
  referrer,
  setUpReferralCast,
  t,
  type Signed,
} from '../helpers/referrals-cast'

/**
 * A centre's access to a patient follows the patient's referrals to it: the centre reads the
 * record while a referral to it is open (pending) or after it accepted one, and changes the record
 * only while it treats the patient (it accepted). A cancelled, denied or redirected referral stays
 * readable as the centre's own decision record, but the patient's record, lists and search are
 * closed to the centre again (404, absent), whatever later referrals to other centres do.
 */
setUpReferralCast()

/** A valid body of `PUT /api/patients/:id`, so that only the scope can refuse it. */
const changedRecord = (lastName: string) => ({
  firstName: 'Změněná',
  lastName,
  birthNumber: null,
  birthDate: '1970-01-01',
  sex: 'female',
  insurer: '111',
  diagnoses: ['L40.0'],
})

async function refer(patientId: string, to: string): Promise<ReferralDetail> {
  const response = await call(referrer, 'POST', '/api/referral-requests', {
    patientId,
    centerId: to,
    diagnosis: 'M06.0',
    urgency: 'routine',
    scores: [{ score: 'das28-esr', input: das28 }],
    previousTreatments: [],
  })
  expect(response.statusCode, response.body).toBe(201)
  return referralDetailSchema.parse(response.json())
}

async function decide(who: Signed, id: string, action: 'cancel' | 'deny' | 'accept') {
  const body = action === 'cancel' ? cancel : action === 'deny' ? deny : { doctorId: who.id }
  const response = await call(who, 'PUT', `/api/referral-requests/${id}/${action}`, body)
  expect(response.statusCode, response.body).toBe(200)
}

async function lastNameOf(patientId: string) {
  const [row] = await t.database.db
    .select({ lastName: patients.lastName })
    .from(patients)
    .where(eq(patients.id, patientId))
  return row?.lastName
}

/** The ids of the doctor's whole patient list and of a search by the patient's last name. */
async function listed(who: Signed, lastName: string) {
  const ids = async (query: string) => {
    const response = await call(who, 'GET', `/api/patients?${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return patientListSchema.parse(response.json()).items.map((item) => item.id)
  }
  return {
    whole: await ids('pageSize=100'),
    search: await ids(`q=${encodeURIComponent(lastName)}&pageSize=100`),
  }
}

/** The centre may read the record: detail 200, in its list and its search. */
async function expectReads(who: Signed, patientId: string, lastName: string) {
  const detail = await call(who, 'GET', `/api/patients/${patientId}`)
  expect(detail.statusCode, detail.body).toBe(200)
  const { whole, search } = await listed(who, lastName)
  expect(whole).toContain(patientId)
  expect(search).toContain(patientId)
  return patientDetailSchema.parse(detail.json())
}

/** The centre may not read the record: 404 on read and change, absent from list and search. */
async function expectClosed(who: Signed, patientId: string, lastName: string) {
  expect((await call(who, 'GET', `/api/patients/${patientId}`)).statusCode).toBe(404)
  expect((await call(who, 'GET', `/api/patients/${patientId}/access-log`)).statusCode).toBe(404)
  const put = await call(who, 'PUT', `/api/patients/${patientId}`, changedRecord('Přepsaná'))
  expect(put.statusCode, put.body).toBe(404)
  expect(await lastNameOf(patientId)).toBe(lastName)
  const { whole, search } = await listed(who, lastName)
  expect(whole).not.toContain(patientId)
  expect(search).not.toContain(patientId)
}

/** The centre reads its own referral, with the patient's summary the referral view shows. */
async function expectReadsReferral(who: Signed, referral: ReferralDetail, state: string) {
  const response = await call(who, 'GET', `/api/referral-requests/${referral.id}`)
  expect(response.statusCode, response.body).toBe(200)
  const detail = referralDetailSchema.parse(response.json())
  expect(detail.state).toBe(state)
  expect(detail.patient.id).toBe(referral.patient.id)
}

/** Each centre's kept count of patients equals its links counted from the table. */
async function expectCountsEqualLinks() {
  const counted = await t.database.db
    .select({
      centerId: patientCenterLinks.centerId,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(patientCenterLinks)
    .groupBy(patientCenterLinks.centerId)
  const kept = await t.database.db.select().from(centerPatientCounts)
  const byCenter = (rows: { centerId: string; n: number }[]) =>
    Object.fromEntries(rows.filter((row) => row.n !== 0).map((row) => [row.centerId, row.n]))
  expect(byCenter(kept.map((row) => ({ centerId: row.centerId, n: row.patients })))).toEqual(
    byCenter(counted),
  )
}

describe("a centre's access to a patient follows its referrals", () => {
  it('closes the record to the centre when the referral is cancelled; the referral stays readable', async () => {
    const patient = await patientOf(referrer, 'Zrušenová')
    const referral = await refer(patient.id, centerId)
    await expectReads(centerDoctor, patient.id, patient.lastName)
    await expectCountsEqualLinks()
    await decide(referrer, referral.id, 'cancel')
    await expectClosed(centerDoctor, patient.id, patient.lastName)
    await expectReadsReferral(centerDoctor, referral, 'cancelled')
    await expectCountsEqualLinks()
  })

  it('closes the record to a centre that denies; a redirect opens it to the new centre only', async () => {
    const patient = await patientOf(referrer, 'Odmítnutá')
    const referral = await refer(patient.id, centerId)
    await decide(centerDoctor, referral.id, 'deny')
    await expectClosed(centerDoctor, patient.id, patient.lastName)
    await expectReadsReferral(centerDoctor, referral, 'denied')
    await expectCountsEqualLinks()
    const redirected = await call(
      referrer,
      'POST',
      `/api/referral-requests/${referral.id}/redirect`,
      {
        centerId: otherCenterId,
      },
    )
    expect(redirected.statusCode, redirected.body).toBe(201)
    await expectReads(otherCenterDoctor, patient.id, patient.lastName)
    await expectClosed(centerDoctor, patient.id, patient.lastName)
    await expectReadsReferral(centerDoctor, referral, 'denied')
    await expectCountsEqualLinks()
  })

  it('lets both centres read while referrals are open, and only the accepting one change', async () => {
    const patient = await patientOf(referrer, 'Souběžná')
    const toA = await refer(patient.id, centerId)
    await refer(patient.id, otherCenterId)
    const readByA = await expectReads(centerDoctor, patient.id, patient.lastName)
    const readByB = await expectReads(otherCenterDoctor, patient.id, patient.lastName)
    expect([readByA.canChange, readByB.canChange]).toEqual([false, false])
    // An open referral lets the centre decide, not rewrite the record.
    const early = await call(centerDoctor, 'PUT', `/api/patients/${patient.id}`, changedRecord('X'))
    expect(early.statusCode, early.body).toBe(404)
    expect(await lastNameOf(patient.id)).toBe(patient.lastName)
    await expectCountsEqualLinks()

    await decide(centerDoctor, toA.id, 'accept')
    const treated: PatientDetail = await expectReads(centerDoctor, patient.id, patient.lastName)
    expect(treated.canChange).toBe(true)
    const changed = await call(
      centerDoctor,
      'PUT',
      `/api/patients/${patient.id}`,
      changedRecord('Souběžná'),
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect(patientDetailSchema.parse(changed.json()).firstName).toBe('Změněná')

    const stillOpen = await expectReads(otherCenterDoctor, patient.id, patient.lastName)
    expect(stillOpen.canChange).toBe(false)
    const byB = await call(otherCenterDoctor, 'PUT', `/api/patients/${patient.id}`, {
      ...changedRecord('Přepsaná'),
    })
    expect(byB.statusCode, byB.body).toBe(404)
    const handOver = await call(
      otherCenterDoctor,
      'PUT',
      `/api/patients/${patient.id}/change-center-doctor`,
      { centerDoctorId: otherCenterDoctor.id },
    )
    expect(handOver.statusCode, handOver.body).toBe(404)
    expect(await lastNameOf(patient.id)).toBe('Souběžná')
    await expectCountsEqualLinks()
  })

  it('keeps the record closed to a centre that cancelled or denied when the patient is referred elsewhere', async () => {
    const cancelled = await patientOf(referrer, 'Pozdějšová')
    const first = await refer(cancelled.id, centerId)
    await decide(referrer, first.id, 'cancel')
    const denied = await patientOf(referrer, 'Pozdnová')
    const second = await refer(denied.id, centerId)
    await decide(centerDoctor, second.id, 'deny')
    await refer(cancelled.id, otherCenterId)
    await refer(denied.id, otherCenterId)
    for (const patient of [cancelled, denied]) {
      await expectReads(otherCenterDoctor, patient.id, patient.lastName)
      await expectClosed(centerDoctor, patient.id, patient.lastName)
    }
    await expectCountsEqualLinks()
  })

  it('opens the record again on a new referral to the same centre, and keeps it open while any referral to it is open', async () => {
    const patient = await patientOf(referrer, 'Opakovaná')
    const first = await refer(patient.id, centerId)
    const second = await refer(patient.id, centerId)
    await decide(referrer, first.id, 'cancel')
    await expectReads(centerDoctor, patient.id, patient.lastName)
    await decide(referrer, second.id, 'cancel')
    await expectClosed(centerDoctor, patient.id, patient.lastName)
    await refer(patient.id, centerId)
    await expectReads(centerDoctor, patient.id, patient.lastName)
    await expectCountsEqualLinks()
  })

  it('gives a restored record back only to the centres its open referrals and its treating centre name', async () => {
    const patient = await patientOf(referrer, 'Obnovená')
    const closed = await refer(patient.id, centerId)
    await decide(referrer, closed.id, 'cancel')
    await refer(patient.id, otherCenterId)
    const db = t.database.db
    await db.update(patients).set({ deletedAt: new Date() }).where(eq(patients.id, patient.id))
    await expectCountsEqualLinks()
    await db.update(patients).set({ deletedAt: null }).where(eq(patients.id, patient.id))
    await expectClosed(centerDoctor, patient.id, patient.lastName)
    await expectReads(otherCenterDoctor, patient.id, patient.lastName)
    await expectCountsEqualLinks()
  })

  it('keeps the link right when a referral is cancelled while another to the same centre is sent or cancelled', async () => {
    for (let round = 0; round < 8; round++) {
      const patient = await patientOf(referrer, 'Souběhová')
      const first = await refer(patient.id, centerId)
      // A cancel and a new referral at once: the new one keeps the record open to the centre.
      await Promise.all([decide(referrer, first.id, 'cancel'), refer(patient.id, centerId)])
      await expectReads(centerDoctor, patient.id, patient.lastName)
      // Two open referrals cancelled at once: nothing keeps it open.
      const [second, third] = [await refer(patient.id, centerId), await refer(patient.id, centerId)]
      const open = await t.database.db
        .select({ id: referralRequests.id })
        .from(referralRequests)
        .where(
          and(eq(referralRequests.patientId, patient.id), eq(referralRequests.state, 'pending')),
        )
      expect(open.map((row) => row.id)).toEqual(expect.arrayContaining([second.id, third.id]))
      await Promise.all(open.map((row) => decide(referrer, row.id, 'cancel')))
      await expectClosed(centerDoctor, patient.id, patient.lastName)
      await expectCountsEqualLinks()
    }
  })

  it('removes, in the migration, the links that an earlier version kept for closed referrals', async () => {
    const patient = await patientOf(referrer, 'Zastaralá')
    const referral = await refer(patient.id, centerId)
    await decide(referrer, referral.id, 'cancel')
    // The link as the earlier triggers left it.
    await t.database.db.insert(patientCenterLinks).values({ centerId, patientId: patient.id })
    const migration = readFileSync(
      new URL('../../drizzle/0016_patient_link_follows_referrals.sql', import.meta.url),
      'utf8',
    )
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => /^(DELETE FROM|INSERT INTO) "patient_center_links"/.test(statement))
    expect(backfill).toHaveLength(2)
    for (const statement of backfill) await t.database.db.execute(sql.raw(statement))
    await expectClosed(centerDoctor, patient.id, patient.lastName)
    await expectCountsEqualLinks()
  })
})
