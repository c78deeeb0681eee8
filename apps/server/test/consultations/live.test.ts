import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { liveConsultationDataSchema, messageSchema } from '@konzilium/contract/consultations'
import { notify } from '../../src/features/notifications'
import { transaction } from '../../src/platform/transaction'
import { openLiveStream, type LiveStreamClient } from '../helpers/live-stream'
import {
  call,
  centerDoctor,
  otherReferrer,
  referrer,
  setUpConsultationCast,
  startConsultation,
  t,
} from '../helpers/consultations-cast'

/**
 * A consultation's changes reach its participants' open live streams (ADR 036), and nobody
 * else's: a message posted, a read mark moved, people added or gone. The events carry ids only.
 */
setUpConsultationCast()
let base: string
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})

/** The next consultation event of a stream (ready and notifications skipped). */
const nextOf = async (stream: LiveStreamClient) => {
  const event = await stream.next(['ready', 'notification'])
  return { kind: event.event, data: liveConsultationDataSchema.parse(event.data) }
}

describe('consultations on the live channel', () => {
  it('tells the participants of a message, of a read mark and of the people, no one else', async () => {
    const consultation = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const doctorStream = await openLiveStream(base, centerDoctor.token)
    const referrerStream = await openLiveStream(base, referrer.token)
    const outsiderStream = await openLiveStream(base, otherReferrer.token)
    try {
      for (const stream of [doctorStream, referrerStream, outsiderStream])
        expect((await stream.next()).event).toBe('ready')
      const url = `/api/consultations/${consultation.id}`
      const posted = await call(referrer, 'POST', `${url}/messages`, { text: 'Máte volný termín?' })
      expect(posted.statusCode, posted.body).toBe(201)
      const message = messageSchema.parse(posted.json())
      const told = { consultationId: consultation.id, messageId: message.id }
      expect(await nextOf(doctorStream)).toEqual({ kind: 'message', data: told })
      // The author's own other tabs learn it too.
      expect(await nextOf(referrerStream)).toEqual({ kind: 'message', data: told })

      const read = await call(centerDoctor, 'PUT', `${url}/read`, { upTo: message.id })
      expect(read.statusCode, read.body).toBe(200)
      expect(await nextOf(referrerStream)).toEqual({
        kind: 'read',
        data: { ...told, userId: centerDoctor.id },
      })
      // Reading the same message again moves nothing, so it tells nobody.
      await call(centerDoctor, 'PUT', `${url}/read`, { upTo: message.id })

      const left = await call(centerDoctor, 'PUT', `${url}/participants`, {
        add: [],
        remove: [centerDoctor.id],
      })
      expect(left.statusCode, left.body).toBe(200)
      // The one who left hears it as well.
      expect((await nextOf(doctorStream)).kind).toBe('read')
      expect(await nextOf(doctorStream)).toEqual({
        kind: 'participants',
        data: { consultationId: consultation.id },
      })
      expect((await nextOf(referrerStream)).kind).toBe('participants')

      // The outsider's stream holds none of it: the first thing it receives is its own notice.
      await transaction(t.app.konzilium.services.db, (work) =>
        notify(t.app.konzilium.services, work, [
          { userId: otherReferrer.id, type: 'info', event: 'referral.accepted' },
        ]),
      )
      expect((await outsiderStream.next(['ready'])).event).toBe('notification')
      expect(outsiderStream.received.map((e) => e.event)).toEqual(['ready', 'notification'])
    } finally {
      doctorStream.close()
      referrerStream.close()
      outsiderStream.close()
    }
  })
})
