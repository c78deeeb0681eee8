import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveNotificationDataSchema } from '@konzilium/contract/live'
import { notificationListSchema } from '@konzilium/contract/notifications'
import { notifications } from '../../src/db/schema'
import { notify, type NewNotification } from '../../src/features/notifications'
import { transaction } from '../../src/platform/transaction'
import { createTestApp, type TestApp } from '../helpers/app'
import { callAs, createSignedIn } from '../helpers/accounts'
import { openLiveStream, within } from '../helpers/live-stream'

/**
 * The live channel (ADR 036) on a listening server: events reach the right user's stream, only
 * after commit; the stream ends with its session; other sites are refused; the client catches up
 * through the notifications list.
 */
let t: TestApp
let base: string

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await t.close()
})

const services = () => t.app.konzilium.services

function announce(userId: string, extra: Partial<NewNotification> = {}) {
  return transaction(services().db, (work) =>
    notify(services(), work, [{ userId, type: 'info', event: 'referral.accepted', ...extra }]),
  )
}

const notificationOf = async (stream: Awaited<ReturnType<typeof openLiveStream>>) => {
  const event = await stream.next(['ready'])
  expect(event.event).toBe('notification')
  return liveNotificationDataSchema.parse(event.data)
}

describe('the live channel', () => {
  it('opens with ready and delivers a notification to its user only', async () => {
    const anna = await createSignedIn(t, 'peripheral_doctor')
    const boris = await createSignedIn(t, 'center_doctor')
    const annaStream = await openLiveStream(base, anna.token)
    const borisStream = await openLiveStream(base, boris.token)
    try {
      expect(annaStream.status).toBe(200)
      expect((await annaStream.next()).event).toBe('ready')
      expect((await borisStream.next()).event).toBe('ready')

      await announce(boris.id)
      await announce(anna.id)
      const forAnna = await notificationOf(annaStream)
      const forBoris = await notificationOf(borisStream)
      expect(forAnna.id).not.toBe(forBoris.id)
      // Anna's own list holds the event's notification; Boris's is not in her stream.
      const list = notificationListSchema.parse(
        (await callAs(t, anna, 'GET', '/api/notifications')).json(),
      )
      expect(list.items.map((item) => item.id)).toEqual([forAnna.id])
      await announce(anna.id)
      const second = await notificationOf(annaStream)
      expect(second.id).not.toBe(forBoris.id)
      expect(annaStream.received.filter((e) => e.event === 'notification')).toHaveLength(2)
    } finally {
      annaStream.close()
      borisStream.close()
    }
  })

  it('announces nothing before commit, and nothing of a rolled-back change', async () => {
    const doctor = await createSignedIn(t, 'peripheral_doctor')
    const stream = await openLiveStream(base, doctor.token)
    try {
      expect((await stream.next()).event).toBe('ready')
      let seenInside = -1
      await transaction(services().db, async (work) => {
        await notify(services(), work, [
          { userId: doctor.id, type: 'info', event: 'referral.accepted' },
        ])
        // Give the stream a turn of the event loop: nothing may have arrived yet.
        await new Promise((resolve) => setTimeout(resolve, 0))
        seenInside = stream.received.length
      })
      expect(seenInside).toBe(1)
      const committed = await notificationOf(stream)

      await expect(
        transaction(services().db, async (work) => {
          await notify(services(), work, [
            { userId: doctor.id, type: 'info', event: 'referral.denied' },
          ])
          throw new Error('rolled back on purpose')
        }),
      ).rejects.toThrow('rolled back on purpose')
      await announce(doctor.id)
      const next = await notificationOf(stream)
      const list = notificationListSchema.parse(
        (await callAs(t, doctor, 'GET', '/api/notifications')).json(),
      )
      // Only the two committed ones exist, and the stream carried exactly those.
      expect(list.items.map((item) => item.id).sort()).toEqual([committed.id, next.id].sort())
    } finally {
      stream.close()
    }
  })

  it('ends the stream when its session signs out, and when the user is locked', async () => {
    const doctor = await createSignedIn(t, 'peripheral_doctor')
    const stream = await openLiveStream(base, doctor.token)
    expect((await stream.next()).event).toBe('ready')
    const out = await callAs(t, doctor, 'DELETE', '/api/auth')
    expect(out.statusCode).toBeLessThan(300)
    await within(stream.ended, 'the stream of a signed-out session ends')

    const admin = await createSignedIn(t, 'admin')
    const locked = await createSignedIn(t, 'center_doctor')
    const second = await openLiveStream(base, locked.token)
    expect((await second.next()).event).toBe('ready')
    const lock = await callAs(t, admin, 'PUT', `/api/users/${locked.id}/lock?reason=Test`)
    expect(lock.statusCode, lock.body).toBe(200)
    await within(second.ended, 'the stream of a locked user ends')
  })

  it('ends the stream of an expired session at the next check', async () => {
    const doctor = await createSignedIn(t, 'rep')
    const other = await createSignedIn(t, 'admin')
    const stream = await openLiveStream(base, doctor.token)
    expect((await stream.next()).event).toBe('ready')
    t.clock.advance(t.config.auth.sessionIdleSeconds + 1)
    try {
      await services().live.checkSessions()
      await within(stream.ended, 'the stream of an expired session ends')
    } finally {
      t.clock.advance(-(t.config.auth.sessionIdleSeconds + 1))
    }
    // A live session's stream is left open by the same check.
    const open = await openLiveStream(base, other.token)
    expect((await open.next()).event).toBe('ready')
    await services().live.checkSessions()
    await announce(other.id)
    expect((await open.next()).event).toBe('notification')
    open.close()
  })

  it('refuses another site, a caller without a session, and a caller not asking for a stream', async () => {
    const doctor = await createSignedIn(t, 'peripheral_doctor')
    const foreign = await openLiveStream(base, doctor.token, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const crossSite = await openLiveStream(base, doctor.token, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const ours = await openLiveStream(base, doctor.token, { origin: 'https://konzilium.test' })
    expect(ours.status).toBe(200)
    ours.close()
    const anonymous = await openLiveStream(base, 'not-a-token')
    expect(anonymous.status).toBe(401)
    // A plain request (no event stream asked for) gets an answer that ends, in its language.
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/live',
      headers: { authorization: `Bearer ${doctor.token}`, 'accept-language': 'cs' },
    })
    expect(plain.statusCode).toBe(400)
    expect(plain.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        {
          path: 'accept',
          message: 'Živý kanál posílá jen proud událostí (Accept: text/event-stream).',
        },
      ],
    })
  })

  it('lets a client catch up on what it missed through the list since a time', async () => {
    const doctor = await createSignedIn(t, 'center_doctor')
    const seenAt = new Date(Date.now() - 60_000)
    await t.database.db.insert(notifications).values({
      userId: doctor.id,
      type: 'info',
      event: 'referral.accepted',
      params: {},
      createdAt: seenAt,
    })
    const before = { createdAt: seenAt.toISOString() }
    await announce(doctor.id, { event: 'referral.denied', type: 'warning' })
    const missed = await callAs(
      t,
      doctor,
      'GET',
      `/api/notifications?since=${encodeURIComponent(before.createdAt)}`,
    )
    expect(missed.statusCode, missed.body).toBe(200)
    const items = notificationListSchema.parse(missed.json()).items
    expect(items.map((item) => item.event)).toEqual(['referral.denied'])
    const bad = await callAs(t, doctor, 'GET', '/api/notifications?since=yesterday')
    expect(bad.statusCode).toBe(400)
  })

  it('ends open streams when the server closes, so closing does not wait for them', async () => {
    const other = await createTestApp()
    await other.app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`
    const doctor = await createSignedIn(other, 'peripheral_doctor')
    const stream = await openLiveStream(url, doctor.token)
    expect((await stream.next()).event).toBe('ready')
    await within(other.app.close(), 'the server closes with a stream open')
    await within(stream.ended, 'the stream ends with the server')
    await other.database.close()
    await other.mailbox.close()
  }, 60_000)
})
