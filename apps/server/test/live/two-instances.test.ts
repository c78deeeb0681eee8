import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  consultationDetailSchema,
  liveConsultationDataSchema,
  messageSchema,
} from '@konzilium/contract/consultations'
import { liveNotificationDataSchema } from '@konzilium/contract/live'
import { notificationListSchema } from '@konzilium/contract/notifications'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createSignedIn } from '../helpers/accounts'
import { openLiveStream, within } from '../helpers/live-stream'
import {
  freePort,
  killStartedServers,
  startServer,
  waitForHealth,
  type ServerProcess,
} from '../helpers/server-process'

/**
 * Two real server processes on one PostgreSQL database (ADR 036): a stream open on one receives,
 * in order and exactly once, the notifications created through the other, and ends when its
 * session signs out on the other. The embedded database is one process: nothing to prove there.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL)
const title = postgres
  ? 'the live channel across two server processes'
  : 'the live channel across two server processes (skipped: set TEST_DATABASE_URL to a PostgreSQL server)'

let t: TestApp | undefined
const servers: { url: string; process: ServerProcess }[] = []

async function startOn(databaseUrl: string) {
  const port = await freePort()
  const server = startServer({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://konzilium.test',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
  })
  await waitForHealth(port, server)
  servers.push({ url: `http://127.0.0.1:${port}`, process: server })
}

beforeAll(async () => {
  if (!postgres) return
  t = await createTestApp()
  const url = t.databaseUrl
  if (!url) throw new Error('no database URL')
  await Promise.all([startOn(url), startOn(url)])
}, 240_000)
afterAll(async () => {
  killStartedServers()
  await t?.close()
})

describe.runIf(postgres)(title, () => {
  it('delivers in order and once what the other instance created, and ends with the session', async () => {
    const [one, other] = servers
    if (!one || !other || !t) throw new Error('the servers did not start')
    const admin = await createSignedIn(t, 'admin')
    const doctor = await createSignedIn(t, 'peripheral_doctor')
    const stream = await openLiveStream(one.url, doctor.token)
    expect(stream.status).toBe(200)
    expect((await stream.next()).event).toBe('ready')

    const count = 5
    for (let n = 1; n <= count; n++) {
      const response = await fetch(`${other.url}/api/notifications/save`, {
        method: 'POST',
        headers: { ...bearer(admin.token), 'content-type': 'application/json' },
        body: JSON.stringify({
          announcement: {
            audience: { kind: 'role', role: 'peripheral_doctor' },
            title: { cs: `Oznámení ${n}`, en: `Announcement ${n}` },
            text: { cs: 'Text oznámení.', en: 'The text.' },
          },
        }),
      })
      expect(response.status, await response.text()).toBe(200)
    }
    const received: string[] = []
    for (let n = 1; n <= count; n++) {
      const event = await stream.next()
      expect(event.event).toBe('notification')
      received.push(liveNotificationDataSchema.parse(event.data).id)
    }
    const listed = await fetch(`${other.url}/api/notifications?pageSize=50`, {
      headers: bearer(doctor.token),
    })
    const items = notificationListSchema.parse(await listed.json()).items
    // Newest first in the list; the stream carried them oldest first, each once.
    expect(received).toEqual(items.map((item) => item.id).reverse())
    expect(items.map((item) => item.params['title.en'])).toEqual(
      Array.from({ length: count }, (_, i) => `Announcement ${count - i}`),
    )
    expect(new Set(received).size).toBe(count)

    const out = await fetch(`${other.url}/api/auth`, {
      method: 'DELETE',
      headers: bearer(doctor.token),
    })
    expect(out.status).toBeLessThan(300)
    await within(stream.ended, 'the stream ends on the other instance')
    // Nothing more came than the five.
    expect(stream.received.filter((event) => event.event === 'notification')).toHaveLength(count)
  }, 60_000)

  it('carries consultation messages posted through the other instance, in order and once', async () => {
    const [one, other] = servers
    if (!one || !other || !t) throw new Error('the servers did not start')
    const author = await createSignedIn(t, 'peripheral_doctor')
    const reader = await createSignedIn(t, 'peripheral_doctor')
    const post = (url: string, body: unknown) =>
      fetch(`${other.url}${url}`, {
        method: 'POST',
        headers: { ...bearer(author.token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const created = await post('/api/consultations', {
      subject: 'Dvě instance',
      participantIds: [reader.id],
      firstMessage: 'Začátek.',
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { id } = consultationDetailSchema.parse(await created.json())
    const stream = await openLiveStream(one.url, reader.token)
    expect((await stream.next()).event).toBe('ready')

    const count = 5
    const posted: string[] = []
    for (let n = 1; n <= count; n++) {
      const response = await post(`/api/consultations/${id}/messages`, { text: `Zpráva ${n}` })
      expect(response.status).toBe(201)
      posted.push(messageSchema.parse(await response.json()).id)
    }
    const announced: string[] = []
    while (announced.length < count) {
      const event = await stream.next(['notification'])
      expect(event.event).toBe('message')
      const data = liveConsultationDataSchema.parse(event.data)
      expect(data.consultationId).toBe(id)
      if (data.messageId) announced.push(data.messageId)
    }
    expect(announced).toEqual(posted)
    stream.close()
  }, 60_000)
})
