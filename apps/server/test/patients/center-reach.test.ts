import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { patients, referralRequests } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createCenter, createSignedIn } from '../helpers/accounts'
import {
  createPatient,
  everyPatientListPage,
  patientListPage,
  syntheticBirthNumber,
} from '../helpers/clinic'

/**
 * Which centre reaches a patient (ADR 014, migration 0005): the centre that treats the patient
 * and every centre a referral of the patient went to, whatever wrote the rows. A patient who
 * moves to another centre leaves the old one, unless a referral to it remains.
 */
let t: TestApp
type Signed = Awaited<ReturnType<typeof createSignedIn>>
let referrer: Signed
let doctors: Record<'A' | 'B' | 'C', Signed>
const centerIds = {} as Record<'A' | 'B' | 'C', string>

beforeAll(async () => {
  t = await createTestApp()
  for (const key of ['A', 'B', 'C'] as const)
    centerIds[key] = await createCenter(t, `Centrum dosahu ${key}`)
  referrer = await createSignedIn(t, 'peripheral_doctor')
  doctors = {
    A: await createSignedIn(t, 'center_doctor', { centerId: centerIds.A }),
    B: await createSignedIn(t, 'center_doctor', { centerId: centerIds.B }),
    C: await createSignedIn(t, 'center_doctor', { centerId: centerIds.C }),
  }
})
afterAll(async () => {
  await t.close()
})

async function reaches(center: 'A' | 'B' | 'C', patientId: string) {
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/patients/${patientId}`,
    headers: bearer(doctors[center].token),
  })
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/patients?pageSize=100',
    headers: bearer(doctors[center].token),
  })
  const listed = list.json<{ items: { id: string }[] }>().items.some((p) => p.id === patientId)
  // The detail and the list must agree: both use the same scope.
  expect(listed, `list and detail of centre ${center}`).toBe(detail.statusCode === 200)
  return listed
}

describe('the centres that reach a patient', () => {
  it('follow the treating centre and the referrals, and let go of a centre the patient left', async () => {
    const patient = await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerIds.A,
    })
    expect(await reaches('A', patient.id)).toBe(true)
    expect(await reaches('B', patient.id)).toBe(false)
    expect(await reaches('C', patient.id)).toBe(false)

    // A referral to C (written as SQL, as seeds and imports do) brings C in.
    await t.database.db.insert(referralRequests).values({
      patientId: patient.id,
      fromDoctorId: referrer.id,
      toCenterId: centerIds.C,
      diagnosis: 'L40.0',
      urgency: 'routine',
      indication: { scores: [], previousTreatments: [], currentTreatments: [] },
    })
    expect(await reaches('C', patient.id)).toBe(true)

    // Moving the patient from A to B: B in, A out (no referral to A).
    await t.database.db
      .update(patients)
      .set({ centerId: centerIds.B })
      .where(eq(patients.id, patient.id))
    expect(await reaches('A', patient.id)).toBe(false)
    expect(await reaches('B', patient.id)).toBe(true)

    // Moving on from C, where a referral remains: C keeps the patient.
    await t.database.db
      .update(patients)
      .set({ centerId: centerIds.C })
      .where(eq(patients.id, patient.id))
    await t.database.db.update(patients).set({ centerId: null }).where(eq(patients.id, patient.id))
    expect(await reaches('C', patient.id)).toBe(true)
    expect(await reaches('B', patient.id)).toBe(false)
  })

  it("a centre doctor's name search finds the centre's patients by their current name (the links' copy of it, migration 0006)", async () => {
    const searchIds = async (center: 'A' | 'B' | 'C', q: string) => {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/patients?pageSize=100&q=${encodeURIComponent(q)}`,
        headers: bearer(doctors[center].token),
      })
      expect(list.statusCode).toBe(200)
      return list.json<{ items: { id: string }[] }>().items.map((p) => p.id)
    }
    const treated = await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerIds.A,
      firstName: 'Řehoř',
      lastName: 'Šťovíček',
    })
    const referred = await createPatient(t, { referringDoctorId: referrer.id, lastName: 'Štolba' })
    await t.database.db.insert(referralRequests).values({
      patientId: referred.id,
      fromDoctorId: referrer.id,
      toCenterId: centerIds.A,
      diagnosis: 'L40.0',
      urgency: 'routine',
      indication: { scores: [], previousTreatments: [], currentTreatments: [] },
    })
    // Without diacritics, by last or first name, several words; another centre finds neither.
    expect((await searchIds('A', 'sto')).sort()).toEqual([treated.id, referred.id].sort())
    expect(await searchIds('A', 'rehor stov')).toEqual([treated.id])
    expect(await searchIds('B', 'sto')).toEqual([])

    // A change of name reaches the links: the new name is found, the old one no longer.
    await t.database.db
      .update(patients)
      .set({ lastName: 'Zelinková' })
      .where(eq(patients.id, referred.id))
    expect(await searchIds('A', 'zelink')).toEqual([referred.id])
    expect(await searchIds('A', 'stol')).toEqual([])

    // A patient who moves to A later brings the current name along.
    const moved = await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerIds.B,
      lastName: 'Přesunutá',
    })
    await t.database.db
      .update(patients)
      .set({ centerId: centerIds.A })
      .where(eq(patients.id, moved.id))
    expect(await searchIds('A', 'presun')).toEqual([moved.id])

    // A deleted record is not found.
    await t.database.db
      .update(patients)
      .set({ deletedAt: new Date() })
      .where(eq(patients.id, moved.id))
    expect(await searchIds('A', 'presun')).toEqual([])
  })

  it("a centre doctor's name search in name order pages like any other list: Czech order, ties, both directions, deleted and restored records, renamed ones (ADR 023)", async () => {
    const admin = await createSignedIn(t, 'admin')
    const names = [
      ['Novák', 'Jan'],
      ['Novotný', 'Karel'],
      ['Novak', 'Jan'],
      ['Nováková', 'Eva'],
      ['Novák', 'Petr'],
      ['Adámek', 'Novomír'],
      ['Nováček', 'Ivo'],
      ['Novák', 'Adam'],
      // Both names start with the prefix: found once.
      ['Novotný', 'Novomír'],
    ]
    const byName = new Map<string, string>()
    for (const [lastName, firstName] of names) {
      const patient = await createPatient(t, {
        referringDoctorId: referrer.id,
        centerId: centerIds.B,
        lastName,
        firstName,
      })
      byName.set(`${lastName} ${firstName}`, patient.id)
    }
    // Found by the first name too (Adámek Novomír); Czech order: the sort key of both names,
    // then the name itself (Novak before Novák), č before k.
    const inOrder = [
      'Adámek Novomír',
      'Nováček Ivo',
      'Novák Adam',
      'Novak Jan',
      'Novák Jan',
      'Novák Petr',
      'Nováková Eva',
      'Novotný Karel',
      'Novotný Novomír',
    ]
    // Another centre's Novák, found by C only.
    await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerIds.C,
      lastName: 'Novák',
    })

    const page = (query: string) => patientListPage(t, doctors.B.token, query)
    // Every page in turn, and the one after the last, which is empty.
    const everyPage = (query: string, size: number, total = expected().length) =>
      everyPatientListPage(t, doctors.B.token, query, { size, total })
    const deleted = new Set<string>()
    const expected = () => inOrder.filter((name) => !deleted.has(name))

    for (const pageSize of [1, 3, 5]) {
      expect(await everyPage('q=nov&sort=name', pageSize), `page size ${pageSize}`).toEqual(
        expected(),
      )
      expect(await everyPage('q=nov&sort=-name', pageSize)).toEqual(expected().reverse())
    }
    // Words of two, three and four letters: the same patients in the same order whatever the
    // word's length. "nova" is checked on the whole word (Novotný starts with "nov" only), "no"
    // finds the same as "nov" here.
    const startingNova = expected().filter((name) => /^Nov[aá]/.test(name))
    for (const pageSize of [1, 3, 5]) {
      expect(await everyPage('q=no&sort=name', pageSize)).toEqual(expected())
      expect(await everyPage('q=no&sort=-name', pageSize)).toEqual(expected().reverse())
      expect(await everyPage('q=nova&sort=name', pageSize, startingNova.length)).toEqual(
        startingNova,
      )
      expect(await everyPage('q=nova&sort=-name', pageSize, startingNova.length)).toEqual(
        [...startingNova].reverse(),
      )
    }
    expect((await page('q=NOVÁK&sort=name')).names).toEqual([
      'Novák Adam',
      'Novak Jan',
      'Novák Jan',
      'Novák Petr',
      'Nováková Eva',
    ])
    // The general statement (any filter takes it) gives the same order.
    expect(await everyPage(`q=nov&sort=name&referringDoctorId=${referrer.id}`, 3)).toEqual(
      expected(),
    )
    // Two words: each must start the last or the first name.
    expect((await page('q=nov%20jan&sort=name')).names).toEqual(['Novak Jan', 'Novák Jan'])

    // A deleted record leaves the search and its count; restored, it is back, found through its
    // centre as before.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/patients/${byName.get('Novák Adam')}`,
      headers: bearer(admin.token),
    })
    expect(removed.statusCode).toBe(204)
    deleted.add('Novák Adam')
    expect(await everyPage('q=nov&sort=name', 3)).toEqual(expected())
    await t.database.db
      .update(patients)
      .set({ deletedAt: null, deletedByUserId: null })
      .where(eq(patients.id, byName.get('Novák Adam') ?? ''))
    deleted.delete('Novák Adam')
    expect(await everyPage('q=nov&sort=name', 3)).toEqual(expected())

    // A new name takes its place in the order (Cermak before Cibulka, Čermák after it).
    await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerIds.B,
      lastName: 'Cibulka',
      firstName: 'Ota',
    })
    const cermak = await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerIds.B,
      lastName: 'Cermak',
      firstName: 'Ota',
    })
    expect((await page('q=ota&sort=name')).names).toEqual(['Cermak Ota', 'Cibulka Ota'])
    await t.database.db
      .update(patients)
      .set({ lastName: 'Čermák' })
      .where(eq(patients.id, cermak.id))
    expect((await page('q=ota&sort=name')).names).toEqual(['Cibulka Ota', 'Čermák Ota'])
  })

  it("a centre doctor's birth-number search is answered from the centre's links too: any prefix, name order, paging, the current number (migration 0010)", async () => {
    const centerD = await createCenter(t, 'Centrum rodných čísel')
    const doctorD = await createSignedIn(t, 'center_doctor', { centerId: centerD })
    // Six men born on 3 February 1971 (710203...), two on the 13th (710213...).
    const born3rd = ['Žák', 'Čapek', 'Adámek', 'Chalupa', 'Hrubý', 'Cibulka']
    const ids = new Map<string, string>()
    for (const [i, lastName] of [...born3rd, 'Beneš', 'Dvořák'].entries()) {
      const patient = await createPatient(t, {
        referringDoctorId: referrer.id,
        centerId: centerD,
        lastName,
        firstName: 'Ota',
        sex: 'male',
        birthDate: i < born3rd.length ? '1971-02-03' : '1971-02-13',
      })
      ids.set(lastName, patient.id)
    }
    // Born on the 3rd too, but treated elsewhere: C finds him, D does not.
    await createPatient(t, {
      referringDoctorId: referrer.id,
      centerId: centerIds.C,
      lastName: 'Jinde',
      sex: 'male',
      birthDate: '1971-02-03',
    })
    const search = async (query: string, who = doctorD) => {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/patients?${query}`,
        headers: bearer(who.token),
      })
      expect(list.statusCode, query).toBe(200)
      const body = list.json<{ items: { lastName: string }[]; total: number }>()
      return { total: body.total, names: body.items.map((p) => p.lastName) }
    }
    const everyPage = async (query: string, pageSize: number) => {
      const found: string[] = []
      let total = 0
      for (let number = 1; ; number++) {
        const onPage = await search(`${query}&pageSize=${pageSize}&page=${number}`)
        total = onPage.total
        found.push(...onPage.names)
        if (onPage.names.length < pageSize) break
      }
      expect(found.length).toBe(total)
      return found
    }
    // Czech order: Ch after H, Č after C, Ž last.
    const inOrder = ['Adámek', 'Cibulka', 'Čapek', 'Hrubý', 'Chalupa', 'Žák']
    for (const pageSize of [1, 4, 20]) {
      expect(await everyPage('q=710203&sort=name', pageSize), `page size ${pageSize}`).toEqual(
        inOrder,
      )
      expect(await everyPage('q=710203&sort=-name', pageSize)).toEqual([...inOrder].reverse())
    }
    // With the slash of the written form; a shorter prefix finds both days, the centre's only.
    expect((await search('q=710203%2F9&sort=name')).names).toEqual(inOrder)
    expect((await search('q=7&sort=name')).total).toBe(8)
    expect((await search('q=71021&sort=name')).names).toEqual(['Beneš', 'Dvořák'])
    // The general statement (any filter takes it) finds the same.
    expect((await search(`q=710203&sort=name&referringDoctorId=${referrer.id}`)).names).toEqual(
      inOrder,
    )
    expect((await search('q=710203&sort=name', doctors.C)).names).toEqual(['Jinde'])

    // A corrected birth number reaches the links: found by the new one, no longer by the old.
    await t.database.db
      .update(patients)
      .set({ birthNumber: syntheticBirthNumber('1971-02-13', 'male') })
      .where(eq(patients.id, ids.get('Hrubý') ?? ''))
    expect((await search('q=710203&sort=name')).names).toEqual(
      inOrder.filter((name) => name !== 'Hrubý'),
    )
    expect((await search('q=710213&sort=name')).names).toEqual(['Beneš', 'Dvořák', 'Hrubý'])
    // A record without a birth number (a foreigner's) is found by none, but listed.
    await t.database.db
      .update(patients)
      .set({ birthNumber: null })
      .where(eq(patients.id, ids.get('Žák') ?? ''))
    expect((await search('q=7&sort=name')).total).toBe(7)
    expect((await search('sort=name&pageSize=20')).names).toContain('Žák')
  })
})
