import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import {
  notificationListSchema,
  notificationSchema,
  notificationStatisticsSchema,
} from '@konzilium/contract/notifications'
import { referralDetailSchema } from '@konzilium/contract/referrals'
import { notifications } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { callAs, createCenter, createSignedIn } from '../helpers/accounts'
import { createPatient } from '../helpers/clinic'

let t: TestApp
type Signed = Awaited<ReturnType<typeof createSignedIn>>

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const call = (
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  language = 'cs',
) => callAs(t, who, method, url, payload, language)

const issuesOf = (body: unknown) => errorEnvelopeSchema.parse(body).issues ?? []

/** Notifications of `who`, the newest `minutesAgo` 0, each a minute older than the one before. */
async function seed(who: Signed, count: number, type: 'info' | 'success' = 'info') {
  const base = Date.now()
  const rows = await t.database.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: who.id,
        type,
        event: 'referral.accepted',
        params: {},
        targetType: 'referral',
        targetId: '00000000-0000-4000-8000-00000000000' + String(i % 10),
        createdAt: new Date(base - i * 60_000),
      })),
    )
    .returning()
  return rows.map((row) => row.id)
}

async function list(who: Signed, query = '') {
  const response = await call(who, 'GET', `/api/notifications${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return notificationListSchema.parse(response.json())
}

async function statistics(who: Signed, query = '') {
  const response = await call(who, 'GET', `/api/notifications/statistics${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return notificationStatisticsSchema.parse(response.json())
}

describe('GET /api/notifications', () => {
  it('lists only the caller own notifications, newest first, paged', async () => {
    const me = await createSignedIn(t, 'peripheral_doctor')
    const other = await createSignedIn(t, 'peripheral_doctor')
    const mine = await seed(me, 5)
    await seed(other, 3)
    const first = await list(me, '?pageSize=2')
    expect(first.total).toBe(5)
    expect(first.items.map((n) => n.id)).toEqual(mine.slice(0, 2))
    const third = await list(me, '?pageSize=2&page=3')
    expect(third.items.map((n) => n.id)).toEqual(mine.slice(4))
    expect(first.items[0]).toMatchObject({
      type: 'info',
      event: 'referral.accepted',
      params: {},
      target: { type: 'referral' },
      readAt: null,
      hidden: false,
    })
  })

  it('filters unread only and leaves hidden ones out when asked', async () => {
    const me = await createSignedIn(t, 'rep')
    const [a, b, c] = await seed(me, 3)
    await call(me, 'PUT', `/api/notifications/${String(a)}/read`)
    await call(me, 'POST', '/api/notifications/save', { id: b, hidden: true })
    expect((await list(me, '?unread=true')).items.map((n) => n.id)).toEqual([b, c])
    expect((await list(me, '?hidden=false')).items.map((n) => n.id)).toEqual([a, c])
    expect((await list(me, '?unread=true&hidden=false')).items.map((n) => n.id)).toEqual([c])
    expect((await list(me)).total).toBe(3)
  })

  it('refuses bad paging and filters with field messages in the caller language', async () => {
    const me = await createSignedIn(t, 'center_doctor', { centerId: await createCenter(t) })
    const response = await call(me, 'GET', '/api/notifications?pageSize=500&unread=maybe')
    expect(response.statusCode).toBe(400)
    expect(
      issuesOf(response.json())
        .map((issue) => issue.path)
        .sort(),
    ).toEqual(['pageSize', 'unread'])
    const english = await call(me, 'GET', '/api/notifications?page=0', undefined, 'en')
    expect(english.statusCode).toBe(400)
    expect(issuesOf(english.json())[0]?.message).toMatch(/[a-z]/)
  })

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401)
  })
})

describe('PUT /api/notifications/{id}/read and read-all', () => {
  it('marks one read, idempotently, keeping the first time', async () => {
    const me = await createSignedIn(t, 'peripheral_doctor')
    const [id] = await seed(me, 2)
    const once = await call(me, 'PUT', `/api/notifications/${String(id)}/read`)
    expect(once.statusCode, once.body).toBe(200)
    const read = notificationSchema.parse(once.json())
    expect(read.readAt).not.toBeNull()
    t.clock.advance(60)
    const twice = notificationSchema.parse(
      (await call(me, 'PUT', `/api/notifications/${String(id)}/read`)).json(),
    )
    expect(twice.readAt).toBe(read.readAt)
    expect((await statistics(me)).unread).toBe(1)
  })

  it("answers 404 for another user's notification and changes nothing", async () => {
    const me = await createSignedIn(t, 'peripheral_doctor')
    const other = await createSignedIn(t, 'peripheral_doctor')
    const [theirs] = await seed(other, 1)
    const read = await call(me, 'PUT', `/api/notifications/${String(theirs)}/read`)
    expect(read.statusCode).toBe(404)
    const save = await call(me, 'POST', '/api/notifications/save', { id: theirs, hidden: true })
    expect(save.statusCode).toBe(404)
    const missing = await call(
      me,
      'PUT',
      '/api/notifications/00000000-0000-4000-8000-000000000000/read',
    )
    expect(missing.statusCode).toBe(404)
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, String(theirs)))
    expect(row?.readAt).toBeNull()
    expect(row?.hiddenAt).toBeNull()
  })

  it('refuses a malformed id with 400', async () => {
    const me = await createSignedIn(t, 'peripheral_doctor')
    const response = await call(me, 'PUT', '/api/notifications/not-an-id/read')
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response.json())[0]?.path).toBe('id')
  })

  it('read-all marks only the caller own unread ones', async () => {
    const me = await createSignedIn(t, 'peripheral_doctor')
    const other = await createSignedIn(t, 'peripheral_doctor')
    const [first] = await seed(me, 3)
    await seed(other, 2)
    await call(me, 'PUT', `/api/notifications/${String(first)}/read`)
    const response = await call(me, 'PUT', '/api/notifications/read-all')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ marked: 2 })
    expect((await statistics(me)).unread).toBe(0)
    expect((await statistics(other)).unread).toBe(2)
    expect((await call(me, 'PUT', '/api/notifications/read-all')).json()).toEqual({ marked: 0 })
  })
})

describe('POST /api/notifications/save', () => {
  it('saves the toast flag, hidden and back', async () => {
    const me = await createSignedIn(t, 'admin')
    const [id] = await seed(me, 1)
    const hidden = await call(me, 'POST', '/api/notifications/save', { id, hidden: true })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(notificationSchema.parse(hidden.json())).toMatchObject({
      id,
      hidden: true,
      readAt: null,
    })
    expect((await statistics(me)).unreadVisible).toBe(0)
    const shown = await call(me, 'POST', '/api/notifications/save', { id, hidden: false })
    expect(notificationSchema.parse(shown.json()).hidden).toBe(false)
  })

  it('refuses bad input with field messages, including fields the client may not set', async () => {
    const me = await createSignedIn(t, 'admin')
    const [id] = await seed(me, 1)
    const missing = await call(me, 'POST', '/api/notifications/save', { hidden: 'yes' })
    expect(missing.statusCode).toBe(400)
    expect(
      issuesOf(missing.json())
        .map((issue) => issue.path)
        .sort(),
    ).toEqual(['hidden', 'id'])
    const extra = await call(me, 'POST', '/api/notifications/save', {
      id,
      hidden: true,
      readAt: '2020-01-01T00:00:00Z',
    })
    expect(extra.statusCode).toBe(400)
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, String(id)))
    expect(row?.hiddenAt).toBeNull()
    expect(row?.readAt).toBeNull()
  })
})

describe('GET /api/notifications/statistics', () => {
  it('counts total, unread, unread by type and the newer ones', async () => {
    const me = await createSignedIn(t, 'peripheral_doctor')
    expect(await statistics(me)).toEqual({
      total: 0,
      unread: 0,
      unreadVisible: 0,
      unreadByType: { info: 0, success: 0, warning: 0, error: 0 },
      latestAt: null,
      newSince: 0,
    })
    const [newest] = await seed(me, 3, 'success')
    await seed(me, 2, 'info')
    await call(me, 'PUT', `/api/notifications/${String(newest)}/read`)
    const stats = await statistics(me)
    expect(stats).toMatchObject({
      total: 5,
      unread: 4,
      unreadVisible: 4,
      unreadByType: { info: 2, success: 2, warning: 0, error: 0 },
    })
    const since = new Date(Date.now() - 90_000).toISOString()
    // Each seed's first two are within 90 s (0 and 1 minute old).
    expect((await statistics(me, `?since=${since}`)).newSince).toBe(4)
    const bad = await call(me, 'GET', '/api/notifications/statistics?since=yesterday')
    expect(bad.statusCode).toBe(400)
    expect(issuesOf(bad.json())[0]?.path).toBe('since')
  })
})

describe('a referral transition', () => {
  it('names the patient and the centre to a recipient in scope, and the patient to no one else', async () => {
    const centerId = await createCenter(t, 'Revmatologický ústav', 'CZ010')
    const referrer = await createSignedIn(t, 'peripheral_doctor')
    const centerDoctor = await createSignedIn(t, 'center_doctor', { centerId })
    const patient = await createPatient(t, {
      referringDoctorId: referrer.id,
      lastName: 'Řezníčková',
      birthDate: '1961-07-09',
    })
    const created = await call(referrer, 'POST', '/api/referral-requests', {
      patientId: patient.id,
      centerId,
      diagnosis: 'M06.0',
      urgency: 'routine',
      scores: [{ score: 'das28-esr', input: { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 } }],
    })
    expect(created.statusCode, created.body).toBe(201)
    const referral = referralDetailSchema.parse(created.json())
    // The centre doctor is told of the new referral; the pending referral opens the record to
    // the centre, so the patient is named.
    const inbox = await list(centerDoctor)
    const news = inbox.items.find((n) => n.target?.id === referral.id)
    expect(news).toMatchObject({ event: 'referral.created' })
    expect(news?.params).toMatchObject({ center: 'Revmatologický ústav' })
    expect(news?.params.patient).toContain('Řezníčková')
    expect(news?.params.actor).toContain(referrer.lastName)
    // A notice names the patient only while the recipient may read the record: the new referral
    // opened it to the other centre, the cancellation closes it again and says "a patient".
    const otherCenterId = await createCenter(t, 'Dermatocentrum Brno', 'CZ064')
    const otherDoctor = await createSignedIn(t, 'center_doctor', { centerId: otherCenterId })
    const second = await createPatient(t, {
      referringDoctorId: referrer.id,
      lastName: 'Vopěnková',
      birthDate: '1962-03-04',
    })
    const toOther = referralDetailSchema.parse(
      (
        await call(referrer, 'POST', '/api/referral-requests', {
          patientId: second.id,
          centerId: otherCenterId,
          diagnosis: 'M06.0',
          urgency: 'routine',
        })
      ).json(),
    )
    await call(referrer, 'PUT', `/api/referral-requests/${toOther.id}/cancel`, {
      reason: 'sent_in_error',
      comment: 'Omyl.',
    })
    const othersList = await call(otherDoctor, 'GET', '/api/notifications')
    const cancelled = notificationListSchema
      .parse(othersList.json())
      .items.find((n) => n.event === 'referral.cancelled')
    expect(cancelled?.params).toMatchObject({ center: 'Dermatocentrum Brno' })
    expect(cancelled?.params).not.toHaveProperty('patient')
    expect(JSON.stringify(cancelled)).not.toContain('Vopěnková')
    // A record the centre never reached is never named to it.
    expect(othersList.body).not.toContain('Řezníčková')
    const accepted = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/accept`,
      { doctorId: centerDoctor.id },
    )
    expect(accepted.statusCode, accepted.body).toBe(200)
    const mine = await call(referrer, 'GET', '/api/notifications?unread=true')
    const items = notificationListSchema.parse(mine.json()).items
    expect(items[0]?.params.patient).toContain('Řezníčková')
    expect(items[0]).toMatchObject({
      type: 'success',
      event: 'referral.accepted',
      target: { type: 'referral', id: referral.id },
      readAt: null,
      hidden: false,
    })
    expect((await statistics(referrer)).unread).toBeGreaterThanOrEqual(1)
  })
})
