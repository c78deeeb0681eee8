import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { patientListSchema } from '@konzilium/contract/patients'
import {
  centerPatientCounts,
  patientCenterLinks,
  patients,
  referralRequests,
} from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createCenter, createSignedIn } from '../helpers/accounts'
import { createPatient, everyPatientListPage } from '../helpers/clinic'

/**
 * A centre doctor's whole list in name order (ADR 023): its rows walk the centre's
 * links in the order of their name index, and its total is the centre's count of patients
 * (migration 0013), kept by triggers on the links; any other list of the doctor counts its rows.
 * Both must give the same rows and numbers, whatever wrote the records and links.
 */
let t: TestApp
type Signed = Awaited<ReturnType<typeof createSignedIn>>
let referrer: Signed
let admin: Signed
const centers = {} as Record<'A' | 'B', { id: string; doctor: Signed }>

beforeAll(async () => {
  t = await createTestApp()
  referrer = await createSignedIn(t, 'peripheral_doctor')
  admin = await createSignedIn(t, 'admin')
  for (const key of ['A', 'B'] as const) {
    const id = await createCenter(t, `Centrum počtu ${key}`)
    centers[key] = { id, doctor: await createSignedIn(t, 'center_doctor', { centerId: id }) }
  }
})
afterAll(async () => {
  await t.close()
})

async function listTotal(who: Signed, query: string) {
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/patients?${query}`,
    headers: bearer(who.token),
  })
  expect(list.statusCode, list.body).toBe(200)
  return patientListSchema.parse(list.json()).total
}

/** The centre's links counted from the table. */
async function linksOf(center: string) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(patientCenterLinks)
    .where(eq(patientCenterLinks.centerId, center))
  return row?.n ?? 0
}

/** The whole list's total as the doctor reads it, and as the counting statement gives it. */
async function expectTotals(key: 'A' | 'B', expected: number) {
  const { id, doctor } = centers[key]
  expect(await linksOf(id), `links of ${key}`).toBe(expected)
  expect(await listTotal(doctor, 'pageSize=20'), `whole list of ${key}`).toBe(expected)
  // Another page, another size, the other direction: the same kept total.
  expect(await listTotal(doctor, 'page=3&pageSize=1&sort=-name')).toBe(expected)
  // Another sort takes the general statement, which counts the rows.
  expect(await listTotal(doctor, 'sort=createdAt')).toBe(expected)
}

const referral = (patientId: string, toCenterId: string) => ({
  patientId,
  fromDoctorId: referrer.id,
  toCenterId,
  diagnosis: 'L40.0',
  urgency: 'routine' as const,
  indication: { scores: [], previousTreatments: [], currentTreatments: [] },
})

describe("a centre's patient total", () => {
  it('counts the treated and the referred patients, through deletion, restoring and a move', async () => {
    await expectTotals('A', 0)
    const first = await createPatient(t, { referringDoctorId: referrer.id, centerId: centers.A.id })
    const second = await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centers.A.id,
    })
    // Treated in B and referred to A: both reach the patient.
    const referred = await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centers.B.id,
    })
    await t.database.db.insert(referralRequests).values(referral(referred.id, centers.A.id))
    // A second referral of the same patient to A adds no link.
    await t.database.db.insert(referralRequests).values(referral(referred.id, centers.A.id))
    await expectTotals('A', 3)
    await expectTotals('B', 1)

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/patients/${first.id}`,
      headers: bearer(admin.token),
    })
    expect(removed.statusCode).toBe(204)
    await expectTotals('A', 2)
    await t.database.db
      .update(patients)
      .set({ deletedAt: null, deletedByUserId: null })
      .where(eq(patients.id, first.id))
    await expectTotals('A', 3)

    // Moved from A to B: A lets go (no referral to A), B takes the patient.
    await t.database.db
      .update(patients)
      .set({ centerId: centers.B.id })
      .where(eq(patients.id, second.id))
    await expectTotals('A', 2)
    await expectTotals('B', 2)
  })

  it('stays right when links are written in bulk, removed or moved by hand', async () => {
    const before = { A: await linksOf(centers.A.id), B: await linksOf(centers.B.id) }
    // One statement writing five records to two centres (an import, a restore).
    await t.database.db.execute(sql`
      insert into patients (first_name, last_name, birth_date, sex, diagnoses,
                            referring_doctor_id, center_id)
        select 'Hromadná', 'Pacientka ' || i, date '1975-05-05', 'female', array['L40.0'],
               ${referrer.id}::uuid, (case when i <= 3 then ${centers.A.id} else ${centers.B.id} end)::uuid
          from generate_series(1, 5) as i`)
    await expectTotals('A', before.A + 3)
    await expectTotals('B', before.B + 2)
    // A link moved and one removed by an operator (a patient only A reaches).
    const [link] = await t.database.db
      .select({ patientId: patients.id })
      .from(patients)
      .where(eq(patients.lastName, 'Pacientka 1'))
    if (!link) throw new Error('centre A has links')
    await t.database.db
      .update(patientCenterLinks)
      .set({ centerId: centers.B.id })
      .where(
        and(
          eq(patientCenterLinks.centerId, centers.A.id),
          eq(patientCenterLinks.patientId, link.patientId),
        ),
      )
    await expectTotals('A', before.A + 2)
    await expectTotals('B', before.B + 3)
    await t.database.db
      .delete(patientCenterLinks)
      .where(
        and(
          eq(patientCenterLinks.centerId, centers.B.id),
          eq(patientCenterLinks.patientId, link.patientId),
        ),
      )
    await expectTotals('B', before.B + 2)
  })

  it('starts from the links that exist when the migration runs', async () => {
    const migration = readFileSync(
      new URL('../../drizzle/0013_center_patient_counts.sql', import.meta.url),
      'utf8',
    )
    const fill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .find((statement) => statement.startsWith('INSERT INTO "center_patient_counts"'))
    if (fill === undefined) throw new Error('0013 fills the counts with an INSERT')
    const expected = { A: await linksOf(centers.A.id), B: await linksOf(centers.B.id) }
    await t.database.db.delete(centerPatientCounts)
    expect(await listTotal(centers.A.doctor, 'pageSize=20')).toBe(0)
    await t.database.db.execute(sql.raw(fill))
    await expectTotals('A', expected.A)
    await expectTotals('B', expected.B)
  })
})

describe("a centre doctor's whole list", () => {
  it("walks the centre's links in name order: treated and referred patients, Czech order, ties, both directions, paging, deleted, restored and renamed records (ADR 023)", async () => {
    const centerE = await createCenter(t, 'Centrum celého seznamu')
    const doctorE = await createSignedIn(t, 'center_doctor', { centerId: centerE })
    const elsewhere = await createCenter(t, 'Centrum jinde')
    const ids = new Map<string, string>()
    for (const [lastName, firstName] of [
      ['Žák', 'Ota'],
      ['Novák', 'Jan'],
      ['Novak', 'Jan'],
      ['Chalupa', 'Eva'],
      ['Hrubý', 'Ivo'],
      ['Čapek', 'Karel'],
      ['Cibulka', 'Adam'],
    ]) {
      const patient = await createPatient(t, {
        referringDoctorId: referrer.id,
        centerId: centerE,
        lastName,
        firstName,
      })
      ids.set(`${lastName} ${firstName}`, patient.id)
    }
    // Treated elsewhere but referred to E: E reaches him too.
    const referred = await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: elsewhere,
      lastName: 'Dvořák',
      firstName: 'Petr',
    })
    await t.database.db.insert(referralRequests).values({
      patientId: referred.id,
      fromDoctorId: referrer.id,
      toCenterId: centerE,
      diagnosis: 'L40.0',
      urgency: 'routine',
      indication: { scores: [], previousTreatments: [], currentTreatments: [] },
    })
    // Another centre's patient, never on E's list.
    await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: elsewhere,
      lastName: 'Bém',
    })

    // Every page in turn and the one after the last (empty), each with the whole list's total.
    const everyPage = (query: string, size: number, total: number) =>
      everyPatientListPage(t, doctorE.token, query, { size, total })
    // Czech order: Č after C, Ch after H, Ž last; Novak before Novák (same key, then the name).
    let inOrder = [
      'Cibulka Adam',
      'Čapek Karel',
      'Dvořák Petr',
      'Hrubý Ivo',
      'Chalupa Eva',
      'Novak Jan',
      'Novák Jan',
      'Žák Ota',
    ]
    const check = async () => {
      for (const pageSize of [1, 3, 5, 20]) {
        expect(await everyPage('sort=name', pageSize, inOrder.length), `size ${pageSize}`).toEqual(
          inOrder,
        )
        expect(await everyPage('sort=-name', pageSize, inOrder.length)).toEqual(
          [...inOrder].reverse(),
        )
      }
      // The general statement (any filter takes it) lists the same, in the same order.
      expect(
        await everyPage(`sort=name&referringDoctorId=${referrer.id}`, 3, inOrder.length),
      ).toEqual(inOrder)
    }
    await check()

    // Deleted, the record leaves the list and its total; restored, it is back in its place.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/patients/${ids.get('Hrubý Ivo')}`,
      headers: bearer(admin.token),
    })
    expect(removed.statusCode).toBe(204)
    const withHruby = inOrder
    inOrder = inOrder.filter((name) => name !== 'Hrubý Ivo')
    await check()
    await t.database.db
      .update(patients)
      .set({ deletedAt: null, deletedByUserId: null })
      .where(eq(patients.id, ids.get('Hrubý Ivo') ?? ''))
    inOrder = withHruby
    await check()

    // Renamed, a record moves to its new place (Žák becomes Adámek, first).
    await t.database.db
      .update(patients)
      .set({ lastName: 'Adámek' })
      .where(eq(patients.id, ids.get('Žák Ota') ?? ''))
    inOrder = ['Adámek Ota', ...inOrder.filter((name) => name !== 'Žák Ota')]
    await check()
  })
})
