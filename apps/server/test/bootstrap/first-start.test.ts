import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formListSchema } from '@konzilium/contract/forms'
import { signInAnswerSchema } from '@konzilium/contract/session'
import { demoCast, demoCenters, demoPatientRecord } from '../../src/features/bootstrap/demo-cast'
import { formVersions, patients, referralEvents, referralRequests } from '../../src/db/schema'
import { executeRows } from '../../src/db/raw'
import { runFirstStart } from '../../src/features/bootstrap/first-start'
import { readScoreHistory } from '../../src/features/forms'
import { createTestApp, type TestApp } from '../helpers/app'
import { signIn } from '../helpers/accounts'

async function tokenOf(t: TestApp, person: { email: string; password: string }) {
  const answer = signInAnswerSchema.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: person.email, password: person.password },
      })
    ).json(),
  )
  if (answer.status !== 'signed_in') throw new Error(`${person.email} signs in`)
  return answer.accessToken
}

/** The clinical cast: referrals in every state with their history, an inbox for both centres. */
async function expectClinicalCast(t: TestApp) {
  const db = t.database.db
  const referrals = await db.select().from(referralRequests)
  const events = await db.select().from(referralEvents)
  const patientCount = (await db.select({ id: patients.id }).from(patients)).length
  expect(patientCount).toBeGreaterThanOrEqual(180)
  expect(new Set(referrals.map((r) => r.state))).toEqual(
    new Set(['pending', 'accepted', 'denied', 'cancelled']),
  )
  expect(referrals.some((r) => r.state === 'pending' && r.seenAt)).toBe(true)
  expect(referrals.some((r) => r.state === 'pending' && !r.seenAt)).toBe(true)
  for (const referral of referrals) {
    const history = events.filter((e) => e.referralId === referral.id).map((e) => e.type)
    expect(history).toContain('created')
    if (referral.seenAt) expect(history).toContain('seen')
    if (referral.state !== 'pending') expect(history).toContain(referral.state)
    if (referral.state === 'denied' || referral.state === 'cancelled') {
      expect(referral.reasonCode).toBeTruthy()
      expect(referral.comment).toBeTruthy()
    }
    // Scores as the referrals service stores them: recomputed, with their formula version.
    const scores = (referral.indication as { scores: { result: { version: string } }[] }).scores
    expect(scores.length).toBeGreaterThan(0)
    for (const score of scores) expect(score.result.version).toMatch(/@\d+$/)
  }
  const redirected = referrals.filter((r) => r.redirectedFromId)
  expect(redirected.length).toBeGreaterThan(0)
  for (const next of redirected) {
    const old = referrals.find((r) => r.id === next.redirectedFromId)
    expect(old?.state).toBe('denied')
    expect(events.some((e) => e.referralId === old?.id && e.type === 'redirected')).toBe(true)
  }
  // Both demo centre doctors have an inbox with new referrals, and only of their own centre.
  for (const [person, centerName] of [
    [demoCast.centerDoctor, demoCenters[0]?.name],
    [demoCast.rheumatologyDoctor, 'Revmatologický ústav'],
  ] as const) {
    const token = await tokenOf(t, person)
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/referral-requests?box=inbox&pageSize=100',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(inbox.statusCode).toBe(200)
    const items = inbox.json<{
      items: { state: string; seenAt: string | null; center: { name: string } }[]
    }>().items
    expect(items.length).toBeGreaterThan(3)
    expect(items.every((item) => item.center.name === centerName)).toBe(true)
    expect(items.some((item) => item.state === 'pending' && !item.seenAt)).toBe(true)
  }
  // The demo peripheral doctor refers about twenty patients, with referrals in every state.
  const outbox = await t.app.inject({
    method: 'GET',
    url: '/api/referral-requests?box=outbox&pageSize=100',
    headers: { authorization: `Bearer ${await tokenOf(t, demoCast.peripheralDoctor)}` },
  })
  const sent = outbox.json<{ items: { state: string }[] }>().items
  expect(new Set(sent.map((item) => item.state))).toEqual(
    new Set(['pending', 'accepted', 'denied', 'cancelled']),
  )
  // One consultation about the demo patient: the centre doctor has its last message unread.
  const consultations = await t.app.inject({
    method: 'GET',
    url: '/api/consultations',
    headers: { authorization: `Bearer ${await tokenOf(t, demoCast.centerDoctor)}` },
  })
  expect(consultations.statusCode, consultations.body).toBe(200)
  const discussed = consultations.json<{
    items: { unreadCount: number; participantCount: number; patient: { id: string } | null }[]
  }>().items
  expect(discussed).toHaveLength(1)
  expect(discussed[0]).toMatchObject({ unreadCount: 1, participantCount: 2 })
}

describe('first start', () => {
  it('seeds the demo data set on an empty embedded database, once, with one working login per role', async () => {
    const t = await createTestApp({ NODE_ENV: 'development' })
    try {
      if (t.database.kind !== 'pglite') {
        // A PostgreSQL server never gets demo data.
        expect(await runFirstStart(t.app.konzilium.services)).toBe('bootstrap_link')
        return
      }
      expect(await runFirstStart(t.app.konzilium.services)).toBe('demo')
      // Analysed at once (no autovacuum in PGlite, ADR 021): the planner knows the demo's sizes.
      const [sizes] = await executeRows<{ patients: number; referrals: number }>(
        t.database.db,
        sql`select (select reltuples from pg_class where relname = 'patients')::int as patients,
                   (select reltuples from pg_class where relname = 'referral_requests')::int as referrals`,
      )
      expect(sizes?.patients).toBeGreaterThanOrEqual(200)
      expect(sizes?.referrals).toBeGreaterThan(0)
      for (const person of Object.values(demoCast)) {
        // Demo mode: the demo passwords are the demo accounts' own, not refused as published.
        expect(
          t.app.konzilium.services.passwordPolicy.problemOf(person.password, person),
        ).toBeNull()
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: person.email, password: person.password },
        })
        const answer = signInAnswerSchema.parse(response.json())
        expect(answer.status).toBe('signed_in')
        if (answer.status === 'signed_in') expect(answer.user.role).toBe(person.role)
      }
      // The demo patient has an own record, and reaches only that one.
      const patientSignIn = signInAnswerSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth',
            payload: { email: demoCast.patient.email, password: demoCast.patient.password },
          })
        ).json(),
      )
      if (patientSignIn.status !== 'signed_in') throw new Error('the demo patient signs in')
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/patients',
        headers: { authorization: `Bearer ${patientSignIn.accessToken}` },
      })
      expect(own.statusCode).toBe(200)
      const list = own.json<{ items: { id: string; lastName: string; birthNumber: string }[] }>()
      expect(list.items).toHaveLength(1)
      expect(list.items[0]?.lastName).toBe(demoCast.patient.lastName)
      expect(list.items[0]?.birthNumber).toBe(demoPatientRecord.birthNumber)
      await expectDemoExaminations(t, patientSignIn.accessToken, list.items[0]?.id ?? '')
      await expectClinicalCast(t)
      expect(await runFirstStart(t.app.konzilium.services)).toBe('nothing')
      expect(t.logText()).toContain('seeded the DEMO data set')
      expect(t.logText()).not.toContain(demoCast.admin.password)
    } finally {
      await t.close()
    }
  })

  it('never seeds demo data in production: prints a one-time bootstrap link that creates the first admin once', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' })
    try {
      expect(await runFirstStart(t.app.konzilium.services)).toBe('bootstrap_link')
      const url = (t.logs.find((line) => typeof line.bootstrapUrl === 'string')?.bootstrapUrl ??
        '') as string
      expect(url).toMatch(/^https:\/\/konzilium\.test\/bootstrap\?code=[A-Za-z0-9_-]{43}$/)
      const code = new URL(url).searchParams.get('code') ?? ''
      const body = {
        code,
        email: 'spravce@nemocnice.test',
        firstName: 'Věra',
        lastName: 'Imaginární',
        password: 'Dlouhe-zimni-vecery-u-krbu',
      }
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth',
            payload: { email: demoCast.admin.email, password: demoCast.admin.password },
          })
        ).statusCode,
      ).toBe(401)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/bootstrap',
            payload: { ...body, code: 'x'.repeat(43) },
          })
        ).statusCode,
      ).toBe(400)
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/bootstrap', payload: body }))
          .statusCode,
      ).toBe(200)
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/bootstrap', payload: body }))
          .statusCode,
      ).toBe(400)
      const answer = signInAnswerSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth',
            payload: { email: body.email, password: body.password },
          })
        ).json(),
      )
      // Production requires two-factor sign-in for admins.
      expect(answer.status).toBe('second_factor_enrolment_required')
      expect(await runFirstStart(t.app.konzilium.services)).toBe('nothing')
    } finally {
      await t.close()
    }
  })

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD and refuses a weak one', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      REQUIRE_2FA_FOR_ADMINS: 'false',
      ADMIN_EMAIL: 'Admin@Nemocnice.test',
      ADMIN_PASSWORD: 'Silne-heslo-pro-spravce-42',
    })
    try {
      expect(await runFirstStart(t.app.konzilium.services)).toBe('admin_from_env')
      await signIn(t, { email: 'admin@nemocnice.test', password: 'Silne-heslo-pro-spravce-42' })
      expect(await runFirstStart(t.app.konzilium.services)).toBe('nothing')
      expect(t.logText()).not.toContain('Silne-heslo-pro-spravce-42')
    } finally {
      await t.close()
    }
    const weak = await createTestApp({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'admin@nemocnice.test',
      ADMIN_PASSWORD: 'admin',
    })
    try {
      await expect(runFirstStart(weak.app.konzilium.services)).rejects.toThrow(
        'ADMIN_PASSWORD is not acceptable (password.tooShort): it is shorter than 12 characters',
      )
    } finally {
      await weak.close()
    }
  })

  it.each([
    {
      // Long and not guessable, but it holds the admin's e-mail name: that is the reason given.
      password: 'Zelena-louka-Novakova-svita-42',
      reason: '(password.containsPersonalInfo): it contains personal information',
    },
    {
      password: 'password1234',
      reason:
        '(password.breached): it is on the list of passwords most common in published breaches',
    },
    {
      password: 'qwertzuiopasdf',
      reason: '(password.tooCommon): it is a common password or too easy to guess',
    },
  ])('refuses ADMIN_PASSWORD $password with the real reason', async ({ password, reason }) => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'jana.novakova@nemocnice.test',
      ADMIN_PASSWORD: password,
    })
    try {
      const refused = runFirstStart(t.app.konzilium.services)
      await expect(refused).rejects.toThrow(`ADMIN_PASSWORD is not acceptable ${reason}`)
      await expect(refused).rejects.not.toThrow('not a common password')
    } finally {
      await t.close()
    }
  })
})

/**
 * The demo patient reads own examinations: PASI and DLQI over a year, PASI 75 reached on the
 * biologic, and a questionnaire filled by himself; a rheumatology patient has a DAS28 series.
 */
async function expectDemoExaminations(t: TestApp, token: string, patientId: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/forms?patientId=${patientId}&sort=examinedOn`,
    headers: { authorization: `Bearer ${token}` },
  })
  expect(answer.statusCode, answer.body).toBe(200)
  const items = formListSchema.parse(answer.json()).items
  expect(items.map((item) => item.kind)).toEqual([
    'referral_indication',
    'dermatology_visit',
    'dermatology_visit',
    'dermatology_visit',
    'questionnaire',
  ])
  const pasi = items.flatMap((item) => item.scores.filter((s) => s.score === 'pasi'))
  const baseline = pasi[0]?.display ?? 0
  expect(baseline).toBeGreaterThan(10)
  expect(pasi.some((score) => score.display <= baseline * 0.25)).toBe(true)
  const history = await readScoreHistory(t.database.db, { patientId, scores: ['pasi', 'dlqi'] })
  expect(history.points).toHaveLength(9)
  expect(
    history.treatments.map((period) => [period.drug, period.kind, period.stop === null]),
  ).toEqual([
    ['Methotrexát', 'conventional', false],
    ['Adalimumab', 'biologic', true],
  ])
  const das28 = await t.database.db
    .select({ id: formVersions.formId })
    .from(formVersions)
    .where(sql`${formVersions.scores} @> '[{"score": "das28-esr"}]'::jsonb`)
  expect(das28.length).toBeGreaterThanOrEqual(4)
}
