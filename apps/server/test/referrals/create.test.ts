import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { referralDetailSchema } from '@konzilium/contract/referrals'
import { notifications } from '../../src/db/schema'
import {
  admin,
  call,
  centerDoctor,
  centerId,
  colleague,
  das28,
  hiddenCenterId,
  newReferral,
  otherReferrer,
  patientOf,
  referrer,
  rep,
  setUpReferralCast,
  t,
} from '../helpers/referrals-cast'

setUpReferralCast()

describe('POST /api/referral-requests', () => {
  it('stores the scores the server computed, never the ones the client sent', async () => {
    const patient = await patientOf(referrer)
    const response = await call(referrer, 'POST', '/api/referral-requests', {
      patientId: patient.id,
      centerId,
      diagnosis: 'M06.0',
      urgency: 'routine',
      scores: [
        {
          score: 'das28-esr',
          input: das28,
          result: { value: 9.99, display: 9.99, band: 'high', version: 'das28-esr@9' },
        },
      ],
    })
    expect(response.statusCode, response.body).toBe(201)
    const referral = referralDetailSchema.parse(response.json())
    expect(referral.indication.scores).toEqual([
      {
        score: 'das28-esr',
        input: das28,
        result: {
          value: expect.closeTo(3.80824, 4) as number,
          display: 3.81,
          band: 'moderate',
          version: 'das28-esr@1',
        },
      },
    ])
    expect(referral.state).toBe('pending')
    expect(referral.allowedActions).toEqual(['cancel'])
    expect(referral.nextMove).toBe('center')
    expect(referral.events.map((e) => e.type)).toEqual(['created'])
  })

  it('answers field issues for invalid score inputs and scores of another diagnosis', async () => {
    const patient = await patientOf(referrer)
    const response = await call(referrer, 'POST', '/api/referral-requests', {
      patientId: patient.id,
      centerId,
      diagnosis: 'M06.0',
      urgency: 'routine',
      scores: [
        { score: 'das28-esr', input: { ...das28, tjc28: 40 } },
        { score: 'pasi', input: {} },
      ],
    })
    expect(response.statusCode).toBe(400)
    const paths = response.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)
    expect(paths).toContain('scores.0.input.tjc28')
    expect(paths).toContain('scores.1.score')
    // The message of a value out of range names the range, in the caller's language.
    const tjc = response
      .json<{ issues: { path: string; message: string }[] }>()
      .issues.find((i) => i.path === 'scores.0.input.tjc28')
    expect(tjc?.message).toBe('Musí být nejvýše 28.')
  })

  it('refuses another doctor’s patient (404) and a hidden centre (422)', async () => {
    const foreign = await patientOf(otherReferrer)
    const notOwn = await call(referrer, 'POST', '/api/referral-requests', {
      patientId: foreign.id,
      centerId,
      diagnosis: 'M06.0',
      urgency: 'routine',
    })
    expect(notOwn.statusCode).toBe(404)
    const own = await patientOf(referrer)
    const hidden = await call(referrer, 'POST', '/api/referral-requests', {
      patientId: own.id,
      centerId: hiddenCenterId,
      diagnosis: 'M06.0',
      urgency: 'routine',
    })
    expect(hidden.statusCode).toBe(422)
  })

  it('is refused to centre doctors, admins and representatives (403)', async () => {
    for (const who of [centerDoctor, admin, rep]) {
      const response = await call(who, 'POST', '/api/referral-requests', {
        patientId: '00000000-0000-4000-8000-000000000000',
        centerId,
        diagnosis: 'M06.0',
        urgency: 'routine',
      })
      expect(response.statusCode).toBe(403)
    }
  })

  it('notifies the centre’s doctors in app naming the patient they may now read, by e-mail without patient data', async () => {
    const referral = await newReferral()
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.targetId, referral.id))
    expect(rows.map((r) => r.userId).sort()).toEqual([centerDoctor.id, colleague.id].sort())
    expect(rows.every((r) => r.event === 'referral.created')).toBe(true)
    // A pending referral opens the record to the addressed centre: the patient is named.
    for (const row of rows) {
      expect(row.params.patient).toContain('Řezníčková')
      expect(row.params.center).toBe('Revmatologický ústav')
    }
    // The mail as delivered (the outbox clears bodies once sent).
    const link = `/app/requests?referral=${referral.id}`
    await expect
      .poll(
        () => t.mailbox.received.some((m) => m.to === colleague.email && m.text.includes(link)),
        {
          timeout: 10_000,
        },
      )
      .toBe(true)
    // The e-mail says what happened and where, but names no patient: mail leaves the platform.
    const mail = t.mailbox.received.find((m) => m.to === colleague.email && m.text.includes(link))
    expect(mail?.subject).toBe('Nová žádost pro pacienta')
    expect(mail?.text).toContain('Revmatologický ústav')
    for (const m of t.mailbox.received) {
      expect(m.text).not.toContain('Řezníčková')
      expect(m.html).not.toContain('Řezn')
      expect(m.subject).not.toContain('Řezníčková')
    }
  })
})
