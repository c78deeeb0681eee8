import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import {
  statisticsReferralStates as states,
  statisticsSchema,
  type Cell,
  type Statistics,
} from '@konzilium/contract/statistics'
import { auditEvents, centers, referralRequests } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { callAs, createAccount, createCenter, createSignedIn } from '../helpers/accounts'
import { createPatient } from '../helpers/clinic'

/**
 * Statistics (ADR 045): counts per region, centre and month, no count from 1 to 4 published, no
 * total that would give one away, a rep's regions only, months in Prague time.
 */
type Signed = Awaited<ReturnType<typeof createSignedIn>>
let t: TestApp
let admin: Signed
let rep: Signed
let centerDoctor: Signed
let referrer: Signed
let alfa: string
let beta: string
let morava: string
let hidden: string

async function referrals(centerId: string, state: (typeof states)[number], n: number, at: string) {
  const patient = await createPatient(t, { referringDoctorId: referrer.id })
  const row = {
    patientId: patient.id,
    fromDoctorId: referrer.id,
    toCenterId: centerId,
    state,
    diagnosis: 'L40.0',
    urgency: 'routine' as const,
    indication: {},
    createdAt: new Date(at),
  }
  await t.database.db.insert(referralRequests).values(Array.from({ length: n }, () => row))
}

beforeAll(async () => {
  t = await createTestApp()
  t.clock.set(new Date('2026-06-15T10:00:00Z'))
  alfa = await createCenter(t, 'Centrum Alfa', 'CZ010')
  beta = await createCenter(t, 'Centrum Beta', 'CZ010')
  morava = await createCenter(t, 'Centrum Morava', 'CZ064')
  hidden = await createCenter(t, 'Skryté centrum', 'CZ010')
  await t.database.db.update(centers).set({ visible: false }).where(eq(centers.id, hidden))
  admin = await createSignedIn(t, 'admin')
  rep = await createSignedIn(t, 'rep', { regions: ['CZ010', 'CZ020'] })
  centerDoctor = await createSignedIn(t, 'center_doctor', { centerId: alfa })
  referrer = await createSignedIn(t, 'peripheral_doctor') // region CZ020, active
  const hash = await t.app.konzilium.services.hasher.hash('Zelena-louka-nad-rekou-1')
  // Alfa: the signed-in doctor and five more active, two invited; Morava: three active.
  for (let i = 0; i < 5; i++)
    await createAccount(t, 'center_doctor', { centerId: alfa, passwordHash: hash })
  for (let i = 0; i < 2; i++)
    await createAccount(t, 'center_doctor', { centerId: alfa, activated: false })
  for (let i = 0; i < 3; i++)
    await createAccount(t, 'center_doctor', { centerId: morava, passwordHash: hash })
  // CZ020's outpatient doctors: the referrer and five more active, three invited, one locked.
  for (let i = 0; i < 5; i++) await createAccount(t, 'peripheral_doctor', { passwordHash: hash })
  for (let i = 0; i < 3; i++) await createAccount(t, 'peripheral_doctor', { activated: false })
  await createAccount(t, 'peripheral_doctor', { passwordHash: hash, locked: true })

  // March (CET, UTC+1): Alfa 7 accepted and 3 pending, Beta 6 accepted, Morava 12 accepted.
  await referrals(alfa, 'accepted', 7, '2026-03-10T09:00:00Z')
  await referrals(alfa, 'pending', 3, '2026-03-11T09:00:00Z')
  await referrals(beta, 'accepted', 6, '2026-03-12T09:00:00Z')
  await referrals(morava, 'accepted', 12, '2026-03-13T09:00:00Z')
  // 28 Feb 23:30 UTC is 1 March 00:30 in Prague: March's.
  await referrals(morava, 'denied', 5, '2026-02-28T23:30:00Z')
  // The last evening of April (CEST, UTC+2): 21:30 UTC is still April, 22:30 UTC is May in Prague.
  await referrals(beta, 'denied', 5, '2026-04-30T21:30:00Z')
  await referrals(beta, 'denied', 6, '2026-04-30T22:30:00Z')
  // In the hidden centre: the admin counts it, the rep does not see it.
  await referrals(hidden, 'cancelled', 8, '2026-04-02T09:00:00Z')
})
afterAll(async () => {
  await t.close()
})

async function read(who: Signed, query = ''): Promise<Statistics> {
  const response = await callAs(t, who, 'GET', `/api/statistics${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return statisticsSchema.parse(response.json())
}

/** Every number in the answer: none may be a count from 1 to 4. */
function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value]
  if (Array.isArray(value)) return value.flatMap(numbers)
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbers)
  return []
}

const isNumber = (cell: Cell): cell is number => typeof cell === 'number'

/**
 * A published sum never has a hidden part, and equals the sum of its parts: so no total, subtotal
 * or difference of them tells anything about a count under five.
 */
function expectNoRecovery(sum: Cell, parts: Cell[]) {
  if (!isNumber(sum)) return
  expect(parts.every(isNumber), `a published ${String(sum)} over ${JSON.stringify(parts)}`).toBe(
    true,
  )
  expect(parts.filter(isNumber).reduce((a, b) => a + b, 0)).toBe(sum)
}

function expectNoRecoveryIn(answer: Statistics) {
  const r = answer.referrals
  for (const row of [...r.rows, ...r.byMonth, ...r.byCenter, ...r.byRegion, r.total])
    expectNoRecovery(
      row.total,
      states.map((state) => row[state]),
    )
  for (const state of states) {
    for (const month of r.byMonth)
      expectNoRecovery(
        month[state],
        r.rows.filter((row) => row.month === month.month).map((row) => row[state]),
      )
    for (const center of r.byCenter)
      expectNoRecovery(
        center[state],
        r.rows.filter((row) => row.center.id === center.center.id).map((row) => row[state]),
      )
    for (const region of r.byRegion)
      expectNoRecovery(
        region[state],
        r.byCenter.filter((row) => row.region === region.region).map((row) => row[state]),
      )
    expectNoRecovery(
      r.total[state],
      r.byMonth.map((month) => month[state]),
    )
  }
  const d = answer.doctors
  for (const key of ['invited', 'active'] as const) {
    for (const region of d.byRegion)
      expectNoRecovery(
        region[key],
        d.rows.filter((row) => row.region === region.region).map((row) => row[key]),
      )
    expectNoRecovery(
      d.total[key],
      d.rows.map((row) => row[key]),
    )
  }
}

const row = (answer: Statistics, centerId: string, month: string) =>
  answer.referrals.rows.find((r) => r.center.id === centerId && r.month === month)

describe('GET /api/statistics', () => {
  it('publishes no count from 1 to 4, and no total that contains one', async () => {
    const answer = await read(admin, '?from=2026-02&to=2026-05')
    expect(numbers(answer).filter((n) => n > 0 && n < 5)).toEqual([])
    expect(row(answer, alfa, '2026-03')).toMatchObject({
      accepted: 7,
      pending: 'small',
      denied: 0,
      total: 'withheld',
    })
    const march = answer.referrals.byMonth.find((m) => m.month === '2026-03')
    // Alfa's 3 pending hide March's pending and its total; its accepted are all published.
    expect(march).toMatchObject({ accepted: 25, pending: 'withheld', total: 'withheld' })
    expect(answer.referrals.total).toMatchObject({ accepted: 25, pending: 'withheld' })
    expect(answer.referrals.byRegion.find((r) => r.region === 'CZ064')).toMatchObject({
      accepted: 12,
      denied: 5,
      total: 17,
    })
    expectNoRecoveryIn(answer)
  })

  it('gives nothing away across filters: a centre, a region, a shorter range', async () => {
    for (const query of [
      `?from=2026-03&to=2026-03&centerId=${alfa}`,
      '?from=2026-03&to=2026-03&region=CZ010',
      '?from=2026-01&to=2026-06',
      '?from=2026-04&to=2026-04',
    ]) {
      const answer = await read(admin, query)
      expect(
        numbers(answer).filter((n) => n > 0 && n < 5),
        query,
      ).toEqual([])
      expectNoRecoveryIn(answer)
    }
    const alfaOnly = await read(admin, `?from=2026-03&to=2026-03&centerId=${alfa}`)
    expect(alfaOnly.referrals.total).toMatchObject({ accepted: 7, pending: 'small' })
    expect(alfaOnly.doctors.rows.map((r) => r.center?.id ?? null)).toEqual([alfa])
  })

  it('counts months in Prague time', async () => {
    const answer = await read(admin, '?from=2026-02&to=2026-05')
    expect(answer.months).toEqual(['2026-02', '2026-03', '2026-04', '2026-05'])
    expect(row(answer, morava, '2026-02')?.denied).toBe(0)
    expect(row(answer, morava, '2026-03')?.denied).toBe(5)
    expect(row(answer, beta, '2026-04')?.denied).toBe(5)
    expect(row(answer, beta, '2026-05')?.denied).toBe(6)
  })

  it('takes the twelve months up to the current one by default', async () => {
    const answer = await read(admin)
    expect([answer.from, answer.to, answer.months.length]).toEqual(['2025-07', '2026-06', 12])
  })

  it('counts doctors invited and active per centre and per region, locked ones left out', async () => {
    const answer = await read(admin)
    const ofCenter = (id: string) => answer.doctors.rows.find((r) => r.center?.id === id)
    expect(ofCenter(alfa)).toMatchObject({ active: 6, invited: 'small' })
    expect(ofCenter(morava)).toMatchObject({ active: 'small', invited: 0 })
    expect(ofCenter(beta)).toMatchObject({ active: 0, invited: 0 })
    const outpatients = answer.doctors.rows.find((r) => r.center === null && r.region === 'CZ020')
    expect(outpatients).toMatchObject({ active: 6, invited: 'small' })
    expect(answer.doctors.byRegion.find((r) => r.region === 'CZ010')).toMatchObject({
      active: 6,
      invited: 'withheld',
    })
    expectNoRecoveryIn(answer)
  })

  it("shows a representative only the rep's regions and their visible centres", async () => {
    const answer = await read(rep, '?from=2026-02&to=2026-05')
    expect(answer.regions).toEqual(['CZ010', 'CZ020'])
    expect(answer.centers.map((c) => c.name)).toEqual(['Centrum Alfa', 'Centrum Beta'])
    expect(
      answer.referrals.rows.every((r) => r.center.id !== morava && r.center.id !== hidden),
    ).toBe(true)
    expect(answer.referrals.total).toMatchObject({ accepted: 13, cancelled: 0 })
    expect(answer.doctors.rows.map((r) => r.center?.name ?? r.region)).toEqual([
      'Centrum Alfa',
      'Centrum Beta',
      'CZ010',
      'CZ020',
    ])
    // Another region, or a centre outside the rep's: nothing at all.
    const elsewhere = await read(rep, '?region=CZ064')
    expect(elsewhere.regions).toEqual(['CZ010', 'CZ020'])
    expect([
      elsewhere.doctors.rows,
      elsewhere.referrals.rows,
      elsewhere.referrals.byRegion,
    ]).toEqual([[], [], []])
    const foreign = await read(rep, `?centerId=${morava}`)
    expect(foreign.centers.map((c) => c.id)).not.toContain(morava)
    expect([
      foreign.referrals.rows,
      foreign.doctors.rows,
      foreign.referrals.total.accepted,
    ]).toEqual([[], [], 0])
    const hiddenOne = await read(rep, `?centerId=${hidden}`)
    expect(hiddenOne.referrals.total.cancelled).toBe(0)
  })

  it('refuses doctors and patients (403)', async () => {
    const patient = await createSignedIn(t, 'patient')
    for (const who of [centerDoctor, referrer, patient]) {
      const response = await callAs(t, who, 'GET', '/api/statistics')
      expect(response.statusCode).toBe(403)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/statistics' })).statusCode).toBe(401)
  })

  it('refuses a bad month or range with a field message in the caller language', async () => {
    const cases = [
      ['?from=2026-13', 'from', 'Enter a month as YYYY-MM.'],
      ['?from=2026-05&to=2026-03', 'to', 'The end of the period must not be before its start.'],
      ['?from=2023-01&to=2026-03', 'to', 'The period may cover at most 24 months.'],
      ['?from=2020-01', 'from', 'The period may cover at most 24 months.'],
      ['?region=XX', 'region', undefined],
    ] as const
    for (const [query, path, message] of cases) {
      const response = await callAs(t, admin, 'GET', `/api/statistics${query}`, undefined, 'en')
      expect(response.statusCode, query).toBe(400)
      const issue = errorEnvelopeSchema.parse(response.json()).issues?.[0]
      expect(issue?.path, query).toBe(path)
      if (message) expect(issue?.message).toBe(message)
    }
    const czech = await callAs(t, admin, 'GET', '/api/statistics?from=2026-5', undefined, 'cs')
    expect(errorEnvelopeSchema.parse(czech.json()).issues?.[0]?.message).toBe(
      'Zadejte měsíc ve tvaru RRRR-MM.',
    )
  })

  it('audits each read with its filters, without any count', async () => {
    await read(rep, '?from=2026-03&to=2026-04&region=CZ010')
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'statistics.read'), eq(auditEvents.actorUserId, rep.id)))
    expect(events.map((e) => e.details)).toContainEqual({
      from: '2026-03',
      to: '2026-04',
      region: 'CZ010',
    })
    for (const event of events)
      expect(event).toMatchObject({
        outcome: 'success',
        actorRole: 'rep',
        targetType: 'statistics',
        patientId: null,
      })
  })
})
