import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { may } from '@konzilium/contract/policy'
import type { Role } from '@konzilium/contract/session'
import {
  centers,
  patients,
  peripheralDoctorProfiles,
  referralEvents,
  referralRequests,
} from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, signIn } from '../helpers/accounts'
import { createPatient, type TestPatient } from '../helpers/clinic'

/**
 * The permission matrix (ADR 014), generated from the server's own route table: every signed-in GET
 * route × every caller (anonymous, each role, plus a doctor of another centre and another
 * peripheral doctor) × every seeded object of the route's kind. The expected status comes from an
 * oracle written here independently of the server's SQL: 403 when the policy refuses the role, 200
 * for an object in the caller's scope, 404 outside it. A centre reads a patient while a referral to
 * it is open or accepted (or it treats the patient) and changes the record only while it treats the
 * patient; a cancelled or denied referral leaves it the referral, with the patient's name as the
 * referral shows it, not the record. Each patient carries unique marker strings (name, e-mail,
 * phone, street, birth number); no answer, e-mail or log line may carry a marker of a patient the
 * caller may not see. A new route joins the matrix by itself.
 */

type Caller = 'admin' | 'docA' | 'docB' | 'per1' | 'per2' | 'rep' | 'patient'
const callers: Caller[] = ['admin', 'docA', 'docB', 'per1', 'per2', 'rep', 'patient']
const roleOf: Record<Caller, Role> = {
  admin: 'admin',
  docA: 'center_doctor',
  docB: 'center_doctor',
  per1: 'peripheral_doctor',
  per2: 'peripheral_doctor',
  rep: 'rep',
  patient: 'patient',
}

const patientKeys = ['pa', 'pb', 'pc', 'pd', 'pe', 'pf'] as const
type PatientKey = (typeof patientKeys)[number]
const referralKeys = ['ra', 'rb', 'rc', 're', 'rf', 'rg'] as const
type ReferralKey = (typeof referralKeys)[number]

/**
 * Who may see which patient and referral (policy.ts): the oracle. pa is referred to centre A
 * (pending), pb treated there (accepted), pc referred to B; pe's referral to A was cancelled; pf's
 * was denied by A and redirected to B (pending).
 */
const seesPatients: Record<Caller, PatientKey[]> = {
  admin: [...patientKeys],
  docA: ['pa', 'pb'],
  docB: ['pc', 'pf'],
  per1: ['pa', 'pb', 'pe'],
  per2: ['pc', 'pd', 'pf'],
  rep: [],
  patient: ['pd'],
}
/** Whose record the caller may change: a centre only the patients it treats. */
const changesPatients: Record<Caller, PatientKey[]> = {
  ...seesPatients,
  docA: ['pb'],
  docB: [],
}
const seesReferrals: Record<Caller, ReferralKey[]> = {
  admin: [...referralKeys],
  docA: ['ra', 'rb', 're', 'rf'],
  docB: ['rc', 'rg'],
  per1: ['ra', 'rb', 're'],
  per2: ['rc', 'rf', 'rg'],
  rep: [],
  patient: [],
}
const patientOfReferral: Record<ReferralKey, PatientKey> = {
  ra: 'pa',
  rb: 'pb',
  rc: 'pc',
  re: 'pe',
  rf: 'pf',
  rg: 'pf',
}
/** Whose name (and referral note) the caller may see: its patients and its referrals' patients. */
const seesNames = (caller: Caller): PatientKey[] => [
  ...new Set([
    ...seesPatients[caller],
    ...seesReferrals[caller].map((key) => patientOfReferral[key]),
  ]),
]

/** A marker is a string no other data can contain: a patient's data carries it everywhere. */
const marker = (key: PatientKey) => `Qzx${key}Wv`

let t: TestApp
const tokens = {} as Record<Caller, string>
const userIds = {} as Record<Caller, string>
const accountEmails = {} as Record<Caller, string>
const patientRows = {} as Record<PatientKey, TestPatient>
const referralIds = {} as Record<ReferralKey, string>
const centerIds = {} as Record<'A' | 'B' | 'hidden', string>

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  const center = async (name: string, region: string, visible: boolean) => {
    const [row] = await db
      .insert(centers)
      .values({ name, city: 'Město', region, specialty: 'dermatology', visible })
      .returning()
    return row?.id ?? ''
  }
  centerIds.A = await center('Centrum Alfa', 'CZ010', true)
  centerIds.B = await center('Centrum Beta', 'CZ064', true)
  centerIds.hidden = await center('Centrum Skryté', 'CZ080', false)

  const passwordHash = await t.app.konzilium.services.hasher.hash('Matice-opravneni-2025')
  const account = async (caller: Caller, options: Parameters<typeof createAccount>[2] = {}) => {
    const created = await createAccount(t, roleOf[caller], {
      ...options,
      password: 'Matice-opravneni-2025',
      passwordHash,
    })
    userIds[caller] = created.id
    accountEmails[caller] = created.email
    tokens[caller] = await signIn(t, created)
  }
  await account('admin')
  await account('docA', { centerId: centerIds.A })
  await account('docB', { centerId: centerIds.B })
  await account('per1')
  await account('per2')
  await account('rep', { regions: ['CZ010', 'CZ020'] })
  await account('patient')
  await db
    .update(peripheralDoctorProfiles)
    .set({ region: 'CZ064' })
    .where(eq(peripheralDoctorProfiles.userId, userIds.per2))

  const patient = async (key: PatientKey, values: Parameters<typeof createPatient>[1]) => {
    const created = await createPatient(t, {
      firstName: `Jana${marker(key)}`,
      lastName: `Vzorová${marker(key)}`,
      ...values,
    })
    await db
      .update(patients)
      .set({
        email: `${marker(key).toLowerCase()}@pacient.test`,
        phone: `+42077${String(patientKeys.indexOf(key)).padStart(7, '0')}`,
        street: `Ulice ${marker(key)} 1`,
      })
      .where(eq(patients.id, created.id))
    patientRows[key] = created
  }
  await patient('pa', { referringDoctorId: userIds.per1 })
  await patient('pb', {
    referringDoctorId: userIds.per1,
    centerId: centerIds.A,
    centerDoctorId: userIds.docA,
  })
  await patient('pc', { referringDoctorId: userIds.per2, birthDate: '1975-06-02', sex: 'male' })
  await patient('pd', { referringDoctorId: userIds.per2, userId: userIds.patient })
  await patient('pe', { referringDoctorId: userIds.per1, birthDate: '1981-02-03' })
  await patient('pf', { referringDoctorId: userIds.per2, birthDate: '1982-04-05' })

  const referral = async (
    key: ReferralKey,
    patientKey: PatientKey,
    from: Caller,
    to: string,
    state: 'pending' | 'accepted' | 'cancelled' | 'denied',
    redirectedFrom?: ReferralKey,
  ) => {
    const [row] = await db
      .insert(referralRequests)
      .values({
        patientId: patientRows[patientKey].id,
        fromDoctorId: userIds[from],
        toCenterId: to,
        state,
        diagnosis: 'L40.0',
        urgency: 'routine',
        indication: { scores: [], previousTreatments: [], currentTreatments: [] },
        note: `Poznámka ${marker(patientKey)}`,
        redirectedFromId: redirectedFrom ? referralIds[redirectedFrom] : null,
        ...(state === 'accepted'
          ? {
              decidedAt: new Date(),
              decidedByUserId: userIds.docA,
              assignedDoctorId: userIds.docA,
            }
          : state === 'pending'
            ? {}
            : {
                decidedAt: new Date(),
                decidedByUserId: state === 'denied' ? userIds.docA : userIds[from],
                reasonCode: state === 'denied' ? 'capacity' : 'other',
                comment: 'Uzavřeno.',
              }),
      })
      .returning()
    referralIds[key] = row?.id ?? ''
    await db
      .insert(referralEvents)
      .values({ referralId: referralIds[key], type: 'created', actorUserId: userIds[from] })
  }
  await referral('ra', 'pa', 'per1', centerIds.A, 'pending')
  await referral('rb', 'pb', 'per1', centerIds.A, 'accepted')
  await referral('rc', 'pc', 'per2', centerIds.B, 'pending')
  await referral('re', 'pe', 'per1', centerIds.A, 'cancelled')
  await referral('rf', 'pf', 'per2', centerIds.A, 'denied')
  await referral('rg', 'pf', 'per2', centerIds.B, 'pending', 'rf')
}, 120_000)

afterAll(async () => {
  await t.close()
})

/** Every marker string of a patient: name parts, e-mail, street, birth number. */
function markersOf(key: PatientKey): string[] {
  return [marker(key), marker(key).toLowerCase(), patientRows[key].birthNumber]
}
/**
 * The markers in `text` of patients the caller may not see. A referral's answers (and the home's
 * referral tables) show the patient's name of each referral the caller reads; every other answer
 * only the patients whose record the caller reads.
 */
function leakedMarkers(text: string, caller: Caller | null, url = ''): string[] {
  const showsReferrals = /^\/api\/(referral-requests|home)\b/.test(url)
  const allowed = !caller ? [] : showsReferrals ? seesNames(caller) : seesPatients[caller]
  return patientKeys
    .filter((key) => !allowed.includes(key))
    .flatMap((key) => markersOf(key).filter((value) => text.includes(value)))
}

/** The objects a route's path parameter names, by the path's resource. */
function objectsFor(
  url: string,
  intent: 'read' | 'change' = 'read',
): { label: string; id: string; expectFor?: (c: Caller) => boolean }[] {
  if (!url.includes(':')) return [{ label: '', id: '' }]
  const reaches = intent === 'read' ? seesPatients : changesPatients
  if (url.startsWith('/api/patients/'))
    return patientKeys.map((key) => ({
      label: key,
      id: patientRows[key].id,
      expectFor: (caller: Caller) => reaches[caller].includes(key),
    }))
  if (url.startsWith('/api/referral-requests/'))
    return referralKeys.map((key) => ({
      label: key,
      id: referralIds[key],
      expectFor: (caller: Caller) => seesReferrals[caller].includes(key),
    }))
  if (url.startsWith('/api/centers/'))
    return (['A', 'B', 'hidden'] as const).map((key) => ({ label: key, id: centerIds[key] }))
  if (/^\/api\/(center-doctors|peripheral-doctors|reps|users)\//.test(url))
    return callers.map((caller) => ({ label: caller, id: userIds[caller] }))
  return [{ label: 'unknown', id: '00000000-0000-4000-8000-000000000000' }]
}

const concrete = (url: string, id: string) => url.replace(/:[A-Za-z]+/g, id)

describe('the permission matrix', () => {
  it('answers every signed-in GET route for every caller and object as the policy says, and shows no marker out of scope', async () => {
    const getRoutes = t.app.konzilium.routes.filter(
      (route) => route.method === 'GET' && route.access.kind === 'signed-in',
    )
    // The clinical routes must be in the table, or the matrix would pass by missing them.
    const urls = getRoutes.map((route) => route.url)
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/patients',
        '/api/patients/:id',
        '/api/referral-requests',
        '/api/referral-requests/:id',
        '/api/centers',
        '/api/center-doctors',
        '/api/peripheral-doctors',
        '/api/reps',
      ]),
    )
    let checked = 0
    for (const route of getRoutes) {
      if (route.access.kind !== 'signed-in') continue
      const action = route.access.action
      // Anonymous: no session, no answer but 401, whatever the object.
      for (const object of objectsFor(route.url)) {
        const response = await t.app.inject({ method: 'GET', url: concrete(route.url, object.id) })
        expect(response.statusCode, `GET ${route.url} [${object.label}] anonymously`).toBe(401)
        expect(leakedMarkers(response.body, null, route.url)).toEqual([])
      }
      for (const caller of callers) {
        const allowed = may(roleOf[caller], action)
        for (const object of objectsFor(route.url)) {
          const url = concrete(route.url, object.id)
          const response = await t.app.inject({
            method: 'GET',
            url,
            headers: bearer(tokens[caller]),
          })
          const name = `GET ${route.url} [${object.label}] as ${caller}`
          if (!allowed) expect(response.statusCode, name).toBe(403)
          else if (object.expectFor)
            expect(response.statusCode, name).toBe(object.expectFor(caller) ? 200 : 404)
          // A route without a path parameter may need a query (diagnostics): 400 is no leak.
          else expect([200, 400, 404], name).toContain(response.statusCode)
          expect(leakedMarkers(response.body, caller, route.url), name).toEqual([])
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(200)
  }, 300_000)

  it('finds no out-of-scope patient by searching its marker or birth number in any list', async () => {
    const lists = ['/api/patients', '/api/referral-requests', '/api/home']
    for (const caller of callers) {
      for (const list of lists) {
        for (const key of patientKeys) {
          for (const q of [marker(key).toLowerCase(), patientRows[key].birthNumber.slice(0, 6)]) {
            const response = await t.app.inject({
              method: 'GET',
              url: `${list}?q=${encodeURIComponent(q)}`,
              headers: bearer(tokens[caller]),
            })
            if (response.statusCode === 403) continue
            expect(
              leakedMarkers(response.body, caller, list),
              `${list}?q=${q} as ${caller}`,
            ).toEqual([])
          }
        }
      }
    }
  }, 300_000)

  it('refuses every change of a patient or a referral outside the caller’s scope with 404, and changes nothing', async () => {
    // A valid body per route, so that only the scope can refuse. A new route under these paths
    // fails here until it gets one (and so joins the matrix).
    const bodies: Record<string, (caller: Caller) => Record<string, unknown> | undefined> = {
      'PUT /api/patients/:id': () => ({
        firstName: 'Změněná',
        lastName: 'Jméno',
        birthNumber: null,
        birthDate: '1970-01-01',
        sex: 'female',
        insurer: '111',
        diagnoses: ['L40.0'],
      }),
      'DELETE /api/patients/:id': () => undefined,
      'PUT /api/patients/:id/change-center-doctor': (caller) => ({
        centerDoctorId: caller === 'docB' ? userIds.docB : userIds.docA,
      }),
      'PUT /api/referral-requests/:id/accept': (caller) => ({
        doctorId: caller === 'docB' ? userIds.docB : userIds.docA,
      }),
      'PUT /api/referral-requests/:id/deny': () => ({
        reason: 'capacity',
        comment: 'Mimo rozsah.',
      }),
      'PUT /api/referral-requests/:id/cancel': () => ({ reason: 'other', comment: 'Mimo rozsah.' }),
      'POST /api/referral-requests/:id/redirect': () => ({ centerId: centerIds.B }),
      'POST /api/referral-requests/:id/resubmit': () => ({
        diagnosis: 'M06.0',
        urgency: 'routine',
      }),
      'PUT /api/referral-requests/:id/close': () => ({}),
    }
    const routes = t.app.konzilium.routes.filter(
      (route) =>
        route.method !== 'GET' &&
        route.access.kind === 'signed-in' &&
        /^\/api\/(patients|referral-requests)\/:id/.test(route.url),
    )
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      Object.keys(bodies).sort(),
    )
    const snapshot = async () => ({
      patients: await t.database.db.select().from(patients),
      referrals: await t.database.db.select().from(referralRequests),
    })
    const before = await snapshot()
    let refused = 0
    for (const route of routes) {
      if (route.access.kind !== 'signed-in') continue
      const action = route.access.action
      const body = bodies[`${route.method} ${route.url}`]
      for (const caller of callers) {
        if (!may(roleOf[caller], action)) continue
        for (const object of objectsFor(route.url, 'change')) {
          if (object.expectFor?.(caller) !== false) continue
          const payload = body?.(caller)
          const response = await t.app.inject({
            method: route.method as 'PUT' | 'POST' | 'DELETE',
            url: concrete(route.url, object.id),
            headers: bearer(tokens[caller]),
            ...(payload ? { payload } : {}),
          })
          const name = `${route.method} ${route.url} [${object.label}] as ${caller}`
          expect(response.statusCode, `${name}: ${response.body}`).toBe(404)
          expect(leakedMarkers(response.body, caller, route.url), name).toEqual([])
          refused++
        }
      }
    }
    expect(refused).toBeGreaterThan(20)
    expect(await snapshot()).toEqual(before)
  })

  it('never writes a patient marker into a log line or an e-mail', async () => {
    // A transition sends mail and notifications: accept the pending referral of centre A.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/referral-requests/${referralIds.ra}`,
      headers: bearer(tokens.docA),
    })
    expect(detail.statusCode).toBe(200)
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/referral-requests/${referralIds.ra}/accept`,
      headers: bearer(tokens.docA),
      payload: { doctorId: userIds.docA },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    // The referrer is told by e-mail: wait for it (the mail worker delivers over real SMTP).
    const per1Email = accountEmails.per1
    await t.mailbox.waitFor(per1Email)
    const everything = [t.logText(), ...t.mailbox.received.map((mail) => mail.raw)].join('\n')
    expect(leakedMarkers(everything, null)).toEqual([])
  })
})
