import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { homeSchema, type Home } from '@konzilium/contract/home'
import { referralDetailSchema } from '@konzilium/contract/referrals'
import { auditEvents, patients, peripheralDoctorProfiles, users } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { callAs, createAccount, createCenter, createSignedIn } from '../helpers/accounts'
import { createPatient, type TestPatient } from '../helpers/clinic'

let t: TestApp
type Signed = Awaited<ReturnType<typeof createSignedIn>>
let admin: Signed
let referrer: Signed
let otherReferrer: Signed
let centerDoctor: Signed
let otherCenterDoctor: Signed
let rep: Signed
let patientUser: Signed
let centerId: string
let otherCenterId: string
const ids: Record<'fresh' | 'seen' | 'otherCentre' | 'denied' | 'cancelled' | 'foreign', string> = {
  fresh: '',
  seen: '',
  otherCentre: '',
  denied: '',
  cancelled: '',
  foreign: '',
}
let ownPatient: TestPatient
let foreignPatient: TestPatient
let invitedInRegion: string
let outOfRegion: string

let born = 0
const patientOf = (who: Signed, lastName: string, userId: string | null = null) =>
  createPatient(t, {
    referringDoctorId: who.id,
    lastName,
    userId,
    diagnoses: ['M06.0'],
    birthDate: new Date(Date.UTC(1960, 0, 1 + 41 * born++)).toISOString().slice(0, 10),
  })

const call = (
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => callAs(t, who, method, url, payload)

async function refer(who: Signed, patient: TestPatient, toCenter: string) {
  const response = await call(who, 'POST', '/api/referral-requests', {
    patientId: patient.id,
    centerId: toCenter,
    diagnosis: 'M06.0',
    urgency: 'routine',
    scores: [{ score: 'das28-esr', input: { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 } }],
  })
  expect(response.statusCode, response.body).toBe(201)
  // The test clock stands still: a minute between referrals gives them an order by age.
  t.clock.advance(60)
  return referralDetailSchema.parse(response.json()).id
}

async function homeOf(who: Signed): Promise<Home> {
  const response = await call(who, 'GET', '/api/home')
  expect(response.statusCode, response.body).toBe(200)
  return homeSchema.parse(response.json())
}

beforeAll(async () => {
  t = await createTestApp()
  centerId = await createCenter(t, 'Revmatologický ústav', 'CZ010')
  otherCenterId = await createCenter(t, 'Revmatologie Brno', 'CZ064')
  admin = await createSignedIn(t, 'admin')
  referrer = await createSignedIn(t, 'peripheral_doctor')
  otherReferrer = await createSignedIn(t, 'peripheral_doctor')
  centerDoctor = await createSignedIn(t, 'center_doctor', { centerId })
  otherCenterDoctor = await createSignedIn(t, 'center_doctor', { centerId: otherCenterId })
  rep = await createSignedIn(t, 'rep', { regions: ['CZ020'] })
  patientUser = await createSignedIn(t, 'patient')
  invitedInRegion = (await createAccount(t, 'peripheral_doctor', { activated: false })).id
  outOfRegion = (await createAccount(t, 'peripheral_doctor')).id
  await t.database.db
    .update(peripheralDoctorProfiles)
    .set({ region: 'CZ064' })
    .where(eq(peripheralDoctorProfiles.userId, outOfRegion))
  await t.database.db
    .update(users)
    .set({ origin: 'public_registration' })
    .where(eq(users.id, otherReferrer.id))
  await createAccount(t, 'peripheral_doctor', { locked: true })

  ownPatient = await patientOf(referrer, 'Domácí', patientUser.id)
  ids.fresh = await refer(referrer, ownPatient, centerId)
  ids.seen = await refer(referrer, await patientOf(referrer, 'Otevřená'), centerId)
  expect((await call(centerDoctor, 'GET', `/api/referral-requests/${ids.seen}`)).statusCode).toBe(
    200,
  )
  ids.otherCentre = await refer(referrer, await patientOf(referrer, 'Brněnská'), otherCenterId)
  ids.denied = await refer(referrer, await patientOf(referrer, 'Zamítnutá'), centerId)
  const denied = await call(centerDoctor, 'PUT', `/api/referral-requests/${ids.denied}/deny`, {
    reason: 'capacity',
    comment: 'Plná kapacita.',
  })
  expect(denied.statusCode, denied.body).toBe(200)
  ids.cancelled = await refer(referrer, await patientOf(referrer, 'Zrušená'), centerId)
  const cancelled = await call(referrer, 'PUT', `/api/referral-requests/${ids.cancelled}/cancel`, {
    reason: 'sent_in_error',
    comment: 'Omylem.',
  })
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  foreignPatient = await patientOf(otherReferrer, 'Cizí')
  ids.foreign = await refer(otherReferrer, foreignPatient, otherCenterId)
})
afterAll(async () => {
  await t.close()
})

const referralIds = (section: { items: { id: string }[] }) => section.items.map((r) => r.id)

describe('GET /api/home', () => {
  it('asks for a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/home' })).statusCode).toBe(401)
  })

  it("shows a centre doctor the centre's new and seen-but-open referrals, never another centre's", async () => {
    const home = await homeOf(centerDoctor)
    if (home.role !== 'center_doctor') throw new Error('a centre doctor home')
    expect(referralIds(home.newReferrals)).toEqual([ids.fresh])
    expect(home.newReferrals.total).toBe(1)
    expect(referralIds(home.seenReferrals)).toEqual([ids.seen])
    const every = [...home.newReferrals.items, ...home.seenReferrals.items]
    expect(every.every((r) => r.center.id === centerId)).toBe(true)
    expect(JSON.stringify(home)).not.toContain(ids.otherCentre)
    expect(JSON.stringify(home)).not.toContain('Brněnská')
    // Patients referred to the centre, latest activity first; none of another centre.
    const names = home.patients.map((p) => p.lastName)
    expect(names).toContain('Domácí')
    expect(names).not.toContain('Brněnská')
    expect(names).not.toContain('Cizí')

    const other = await homeOf(otherCenterDoctor)
    if (other.role !== 'center_doctor') throw new Error('a centre doctor home')
    expect(referralIds(other.newReferrals).sort()).toEqual([ids.otherCentre, ids.foreign].sort())
    expect(JSON.stringify(other)).not.toContain(ids.fresh)
  })

  it('shows a peripheral doctor the own open referrals (pending, denied to redirect) and recent patients', async () => {
    const home = await homeOf(referrer)
    if (home.role !== 'peripheral_doctor') throw new Error('a peripheral doctor home')
    expect(home.openReferrals.total).toBe(4)
    expect(referralIds(home.openReferrals).sort()).toEqual(
      [ids.fresh, ids.seen, ids.otherCentre, ids.denied].sort(),
    )
    const denied = home.openReferrals.items.find((r) => r.id === ids.denied)
    expect(denied?.nextMove).toBe('referrer')
    expect(denied?.allowedActions).toEqual(['redirect', 'close'])
    expect(home.patients.length).toBeGreaterThan(0)
    expect(home.patients.map((p) => p.lastName)).not.toContain('Cizí')
    expect(JSON.stringify(home)).not.toContain(ids.foreign)
  })

  it("shows a rep the doctors of the rep's regions with their invitation state and no patient data", async () => {
    const response = await call(rep, 'GET', '/api/home')
    expect(response.statusCode).toBe(200)
    const body = response.json<Record<string, unknown>>()
    expect(Object.keys(body).sort()).toEqual(['doctors', 'role'])
    const home = homeSchema.parse(body)
    if (home.role !== 'rep') throw new Error('a rep home')
    const shown = home.doctors.items.map((d) => d.id)
    expect(home.doctors.items[0]?.status).toBe('invited')
    expect(shown).toContain(invitedInRegion)
    expect(shown).not.toContain(outOfRegion)
    expect(home.doctors.items.every((d) => d.region === 'CZ020')).toBe(true)
    for (const secret of ['Domácí', 'Cizí', 'M06.0', ids.fresh, ownPatient.birthNumber])
      expect(response.body).not.toContain(secret)
  })

  it('shows an admin new registrations, pending referrals across centres oldest first, locked users', async () => {
    const home = await homeOf(admin)
    if (home.role !== 'admin') throw new Error('an admin home')
    expect(home.registrations.map((a) => a.id)).toContain(otherReferrer.id)
    expect(home.pendingReferrals.total).toBe(4)
    expect(referralIds(home.pendingReferrals)[0]).toBe(ids.fresh)
    expect(new Set(home.pendingReferrals.items.map((r) => r.center.id))).toEqual(
      new Set([centerId, otherCenterId]),
    )
    expect(home.lockedUsers.length).toBe(1)
    expect(home.lockedUsers[0]?.status).toBe('locked')
  })

  it('shows a patient the own record only, audited as a read of it', async () => {
    const home = await homeOf(patientUser)
    if (home.role !== 'patient') throw new Error('a patient home')
    expect(home.record?.id).toBe(ownPatient.id)
    expect(home.record?.referringDoctor?.id).toBe(referrer.id)
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.actorUserId, patientUser.id),
          eq(auditEvents.action, 'home.patient-read'),
        ),
      )
    expect(events.length).toBeGreaterThan(0)
    expect(events[0]?.patientId).toBe(ownPatient.id)

    const stranger = await createSignedIn(t, 'patient')
    const empty = await homeOf(stranger)
    expect(empty).toEqual({ role: 'patient', record: null })
  })

  it('audits the clinical lists it shows, in the caller name', async () => {
    await homeOf(centerDoctor)
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, centerDoctor.id))
    const actions = events.map((e) => e.action)
    expect(actions).toContain('home.referrals-listed')
    expect(actions).toContain('home.patients-listed')
    // A rep's home reads no clinical data, so it writes no clinical event.
    await homeOf(rep)
    const repEvents = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, rep.id))
    expect(repEvents.map((e) => e.action).filter((a) => a.startsWith('home.'))).toEqual([])
  })

  it('never shows deleted patient records', async () => {
    await t.database.db
      .update(patients)
      .set({ deletedAt: new Date() })
      .where(eq(patients.id, foreignPatient.id))
    const home = await homeOf(otherCenterDoctor)
    if (home.role !== 'center_doctor') throw new Error('a centre doctor home')
    expect(home.patients.map((p) => p.id)).not.toContain(foreignPatient.id)
  })
})
