import { describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { referralDetailSchema, referralListSchema } from '@konzilium/contract/referrals'
import { centerListSchema } from '@konzilium/contract/centers'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { homeSchema } from '@konzilium/contract/home'
import { auditEvents, notifications, users } from '../../src/db/schema'
import { createCenter, createSignedIn } from '../helpers/accounts'
import {
  call,
  cancel,
  centerDoctor,
  centerId,
  colleague,
  das28,
  deny,
  newReferral,
  otherCenterDoctor,
  otherCenterId,
  otherReferrer,
  referrer,
  setUpReferralCast,
  t,
} from '../helpers/referrals-cast'

setUpReferralCast()

const url = (id: string, step = '') => `/api/referral-requests/${id}${step}`
const issuesOf = (response: { json: () => unknown }) =>
  errorEnvelopeSchema.parse(response.json()).issues ?? []
const detail = async (who: { token: string }, id: string) =>
  referralDetailSchema.parse((await call(who, 'GET', url(id))).json())
const incomplete = { reason: 'incomplete_data', comment: 'Chybí CRP a RTG rukou.' }
const completed = {
  diagnosis: 'M06.0',
  urgency: 'urgent',
  scores: [{ score: 'das28-esr', input: { ...das28, esr: 30 } }],
  previousTreatments: [{ drug: 'Methotrexát', dose: '20 mg týdně', from: '2023-01', to: null }],
  note: 'Doplněno: CRP 25 mg/l, RTG rukou s erozemi.',
}

describe('resubmit', () => {
  it('sends a referral denied for missing data again, completed, to the same centre', async () => {
    const referral = await newReferral()
    await call(centerDoctor, 'PUT', url(referral.id, '/deny'), incomplete)
    const denied = await detail(referrer, referral.id)
    expect(denied.allowedActions).toEqual(['resubmit', 'redirect', 'close'])
    expect(denied.nextMove).toBe('referrer')

    const response = await call(referrer, 'POST', url(referral.id, '/resubmit'), completed)
    expect(response.statusCode, response.body).toBe(201)
    const next = referralDetailSchema.parse(response.json())
    expect(next).toMatchObject({
      state: 'pending',
      urgency: 'urgent',
      note: completed.note,
      redirectedFromId: referral.id,
      patient: { id: referral.patient.id },
      center: { id: centerId },
    })
    expect(next.id).not.toBe(referral.id)
    expect(next.indication.scores[0]?.input).toMatchObject({ esr: 30 })
    expect(next.events[0]?.details).toEqual({ resubmittedFromId: referral.id })

    const old = await detail(referrer, referral.id)
    expect(old.redirectedToId).toBe(next.id)
    expect(old.followedBy).toBe('resubmit')
    expect(old.events.map((e) => e.type)).toEqual(['created', 'denied', 'resubmitted'])
    // The list says the same as the detail: sent again, not redirected.
    const listed = await call(referrer, 'GET', '/api/referral-requests?pageSize=100')
    const rows = listed.json<{ items: { id: string; followedBy: string | null }[] }>().items
    expect(rows.find((row) => row.id === referral.id)?.followedBy).toBe('resubmit')
    expect(rows.find((row) => row.id === next.id)?.followedBy).toBeNull()
    expect(old.events[2]?.details).toEqual({ referralId: next.id })
    expect(old.allowedActions).toEqual([])
    expect(old.nextMove).toBe('none')

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.targetId, next.id), eq(notifications.event, 'referral.created')))
    expect(notes.map((n) => n.userId).sort()).toEqual([centerDoctor.id, colleague.id].sort())
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'referrals.resubmitted'), eq(auditEvents.targetId, next.id)),
      )
    expect(audit).toHaveLength(1)

    const twice = await call(referrer, 'POST', url(referral.id, '/resubmit'), completed)
    expect(twice.statusCode).toBe(409)
    expect(issuesOf(twice)[0]?.message).toContain('jen jednou')
  })

  it('is refused for a denial that asked for nothing, for another referrer and with bad input', async () => {
    const referral = await newReferral()
    await call(centerDoctor, 'PUT', url(referral.id, '/deny'), deny)
    expect((await detail(referrer, referral.id)).allowedActions).toEqual(['redirect', 'close'])
    const refused = await call(referrer, 'POST', url(referral.id, '/resubmit'), completed, 'en')
    expect(refused.statusCode).toBe(409)
    expect(issuesOf(refused)[0]?.message).toContain('missing data')

    const asked = await newReferral()
    await call(centerDoctor, 'PUT', url(asked.id, '/deny'), {
      reason: 'missing_examination',
      comment: 'Chybí QuantiFERON.',
    })
    expect(
      (await call(otherReferrer, 'POST', url(asked.id, '/resubmit'), completed)).statusCode,
    ).toBe(404)
    const bad = await call(referrer, 'POST', url(asked.id, '/resubmit'), {
      ...completed,
      diagnosis: '',
    })
    expect(bad.statusCode).toBe(400)
    expect(issuesOf(bad).map((i) => i.path)).toContain('diagnosis')
  })
})

describe('close', () => {
  it('closes a denied or a cancelled referral of its referrer; then nobody has a move', async () => {
    const denied = await newReferral()
    await call(centerDoctor, 'PUT', url(denied.id, '/deny'), deny)
    const homeBefore = homeSchema.parse((await call(referrer, 'GET', '/api/home')).json())
    expect(JSON.stringify(homeBefore)).toContain(denied.id)

    expect((await call(otherReferrer, 'PUT', url(denied.id, '/close'), {})).statusCode).toBe(404)
    expect((await call(centerDoctor, 'PUT', url(denied.id, '/close'), {})).statusCode).toBe(403)
    const response = await call(referrer, 'PUT', url(denied.id, '/close'), {})
    expect(response.statusCode, response.body).toBe(200)
    const closed = referralDetailSchema.parse(response.json())
    expect(closed.state).toBe('denied')
    expect(closed.closedAt).not.toBeNull()
    expect(closed.closedBy?.id).toBe(referrer.id)
    expect(closed.nextMove).toBe('none')
    expect(closed.allowedActions).toEqual([])
    expect(closed.events.map((e) => e.type)).toEqual(['created', 'denied', 'closed'])
    const homeAfter = homeSchema.parse((await call(referrer, 'GET', '/api/home')).json())
    expect(JSON.stringify(homeAfter)).not.toContain(denied.id)
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'referrals.closed'), eq(auditEvents.targetId, denied.id)))
    expect(audit).toHaveLength(1)

    const again = await call(referrer, 'PUT', url(denied.id, '/close'), {}, 'en')
    expect(again.statusCode).toBe(409)
    expect(issuesOf(again)[0]?.message).toContain('can be closed')
    const redirect = await call(referrer, 'POST', url(denied.id, '/redirect'), {
      centerId: otherCenterId,
    })
    expect(redirect.statusCode).toBe(409)

    const cancelled = await newReferral()
    await call(referrer, 'PUT', url(cancelled.id, '/cancel'), cancel)
    expect((await detail(referrer, cancelled.id)).allowedActions).toEqual(['close'])
    expect((await call(referrer, 'PUT', url(cancelled.id, '/close'), {})).statusCode).toBe(200)
  })

  it('refuses to close a pending, an accepted or a redirected referral (409, in Czech)', async () => {
    const pending = await newReferral()
    const open = await call(referrer, 'PUT', url(pending.id, '/close'), {})
    expect(open.statusCode).toBe(409)
    expect(issuesOf(open)[0]?.message).toContain('Uzavřít lze jen')
    const accepted = await newReferral()
    await call(centerDoctor, 'PUT', url(accepted.id, '/accept'), { doctorId: centerDoctor.id })
    expect((await call(referrer, 'PUT', url(accepted.id, '/close'), {})).statusCode).toBe(409)
    const redirected = await newReferral()
    await call(centerDoctor, 'PUT', url(redirected.id, '/deny'), deny)
    await call(referrer, 'POST', url(redirected.id, '/redirect'), { centerId: otherCenterId })
    expect((await call(referrer, 'PUT', url(redirected.id, '/close'), {})).statusCode).toBe(409)
  })
})

describe('a centre without an active doctor', () => {
  it('is not offered and is refused on the field for create, redirect and resubmit', async () => {
    const emptyId = await createCenter(t, 'Centrum bez lékaře', 'CZ020')
    const centersList = centerListSchema.parse(
      (await call(referrer, 'GET', '/api/centers?pageSize=200')).json(),
    )
    expect(centersList.items.find((c) => c.id === emptyId)?.takesReferrals).toBe(false)
    expect(centersList.items.find((c) => c.id === centerId)?.takesReferrals).toBe(true)

    const patientReferral = await newReferral()
    const created = await call(referrer, 'POST', '/api/referral-requests', {
      patientId: patientReferral.patient.id,
      centerId: emptyId,
      diagnosis: 'M06.0',
      urgency: 'routine',
    })
    expect(created.statusCode).toBe(400)
    expect(issuesOf(created)).toEqual([
      { path: 'centerId', message: 'V tomto centru teď není aktivní lékař; vyberte jiné centrum.' },
    ])
    await call(centerDoctor, 'PUT', url(patientReferral.id, '/deny'), incomplete)
    const redirect = await call(referrer, 'POST', url(patientReferral.id, '/redirect'), {
      centerId: emptyId,
    })
    expect(redirect.statusCode).toBe(400)
    expect(issuesOf(redirect)[0]?.path).toBe('centerId')

    // The centre that asked for more loses its doctors before the referral comes back.
    const lone = await createCenter(t, 'Centrum s jedním lékařem', 'CZ031')
    const loneDoctor = await createSignedIn(t, 'center_doctor', { centerId: lone })
    const toLone = await newReferral({ centerId: lone })
    await call(loneDoctor, 'PUT', url(toLone.id, '/deny'), incomplete)
    await t.database.db
      .update(users)
      .set({ lockedAt: new Date() })
      .where(eq(users.id, loneDoctor.id))
    const resubmit = await call(referrer, 'POST', url(toLone.id, '/resubmit'), completed)
    expect(resubmit.statusCode).toBe(400)
    expect(issuesOf(resubmit)[0]?.path).toBe('centerId')
  })
})

describe('parallel referrals', () => {
  it('lists the open one before a second is sent, and the answer names it', async () => {
    const first = await newReferral()
    const open = referralListSchema.parse(
      (
        await call(
          referrer,
          'GET',
          `/api/referral-requests?patientId=${first.patient.id}&state=pending`,
        )
      ).json(),
    )
    expect(open.items.map((r) => r.id)).toEqual([first.id])
    const second = await call(referrer, 'POST', '/api/referral-requests', {
      patientId: first.patient.id,
      centerId: otherCenterId,
      diagnosis: 'M06.0',
      urgency: 'routine',
    })
    expect(second.statusCode, second.body).toBe(201)
    const answer = referralDetailSchema.parse(second.json())
    expect(answer.otherReferrals.filter((r) => r.state === 'pending').map((r) => r.id)).toEqual([
      first.id,
    ])
  })

  it('accepting one may cancel the patient’s other open referrals and tells their centres', async () => {
    const first = await newReferral()
    const secondResponse = await call(referrer, 'POST', '/api/referral-requests', {
      patientId: first.patient.id,
      centerId: otherCenterId,
      diagnosis: 'M06.0',
      urgency: 'routine',
    })
    const second = referralDetailSchema.parse(secondResponse.json())
    const seen = await detail(centerDoctor, first.id)
    expect(seen.otherReferrals.map((r) => [r.id, r.state, r.center.id])).toEqual([
      [second.id, 'pending', otherCenterId],
    ])

    const accepted = await call(centerDoctor, 'PUT', url(first.id, '/accept'), {
      cancelOtherOpen: true,
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const other = await detail(referrer, second.id)
    expect(other.state).toBe('cancelled')
    expect(other.reasonCode).toBe('referred_elsewhere')
    expect(other.events.at(-1)).toMatchObject({
      type: 'cancelled',
      details: { acceptedReferralId: first.id },
    })
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.targetId, second.id), eq(notifications.event, 'referral.cancelled')),
      )
    expect(notes.map((n) => n.userId)).toEqual([otherCenterDoctor.id])
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'referrals.cancelled'), eq(auditEvents.targetId, second.id)),
      )
    expect(audit).toHaveLength(1)
  })

  it('accepting without the option leaves the other open referrals alone', async () => {
    const first = await newReferral()
    const second = referralDetailSchema.parse(
      (
        await call(referrer, 'POST', '/api/referral-requests', {
          patientId: first.patient.id,
          centerId: otherCenterId,
          diagnosis: 'M06.0',
          urgency: 'routine',
        })
      ).json(),
    )
    await call(centerDoctor, 'PUT', url(first.id, '/accept'), {})
    expect((await detail(referrer, second.id)).state).toBe('pending')
  })
})

describe('accept', () => {
  it('defaults to the signed-in doctor and carries a first visit and a message to the referrer', async () => {
    const referral = await newReferral()
    const visit = new Date(t.clock.now().getTime() + 7 * 24 * 3600 * 1000)
    visit.setUTCHours(8, 30, 0, 0)
    const response = await call(centerDoctor, 'PUT', url(referral.id, '/accept'), {
      firstVisitAt: visit.toISOString(),
      message: 'Přijďte nalačno, s výsledky CRP.',
    })
    expect(response.statusCode, response.body).toBe(200)
    const seen = await detail(referrer, referral.id)
    expect(seen.assignedDoctor?.id).toBe(centerDoctor.id)
    expect(seen.firstVisitAt).toBe(visit.toISOString())
    expect(seen.acceptMessage).toBe('Přijďte nalačno, s výsledky CRP.')
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.targetId, referral.id), eq(notifications.event, 'referral.accepted')),
      )
    expect(notes[0]?.params).toMatchObject({ firstVisitAt: visit.toISOString(), message: 'yes' })
    const mailTo = () =>
      t.mailbox.received.find((m) => m.to === referrer.email && m.text.includes(referral.id))
    await expect.poll(() => mailTo()?.text ?? '', { timeout: 10_000 }).toContain('První návštěva')
    expect(mailTo()?.text).toContain('zanechalo zprávu')
    // The message itself stays on the referral: no patient data in e-mail.
    expect(mailTo()?.text).not.toContain('nalačno')
  })

  it('refuses a first visit in the past and an admin without a doctor, on their fields', async () => {
    const referral = await newReferral()
    const past = await call(
      colleague,
      'PUT',
      url(referral.id, '/accept'),
      { firstVisitAt: new Date(t.clock.now().getTime() - 3600_000).toISOString() },
      'en',
    )
    expect(past.statusCode).toBe(400)
    expect(issuesOf(past)).toEqual([
      { path: 'firstVisitAt', message: 'The first visit cannot be in the past.' },
    ])
    const garbled = await call(colleague, 'PUT', url(referral.id, '/accept'), {
      firstVisitAt: 'zítra',
    })
    expect(garbled.statusCode).toBe(400)
    expect(issuesOf(garbled)[0]?.path).toBe('firstVisitAt')
    const admin = await createSignedIn(t, 'admin')
    const noDoctor = await call(admin, 'PUT', url(referral.id, '/accept'), {})
    expect(noDoctor.statusCode).toBe(400)
    expect(issuesOf(noDoctor)[0]?.path).toBe('doctorId')
    expect((await detail(referrer, referral.id)).state).toBe('pending')
  })
})

describe('the centre’s view', () => {
  it('holds the patient record, the referrer’s contact and the earlier referrals', async () => {
    const first = await newReferral()
    await call(centerDoctor, 'PUT', url(first.id, '/deny'), incomplete)
    const next = referralDetailSchema.parse(
      (await call(referrer, 'POST', url(first.id, '/resubmit'), completed)).json(),
    )
    const seen = await detail(centerDoctor, next.id)
    expect(seen.patientRecord?.birthNumber).toMatch(/^\d{9,10}$/)
    expect(seen.patientRecord).toHaveProperty('insurer')
    expect(seen.patientRecord).toHaveProperty('phone')
    expect(Array.isArray(seen.patientRecord?.diagnoses)).toBe(true)
    expect(seen.fromContact.email).toBe(referrer.email)
    expect(seen.otherReferrals.map((r) => [r.id, r.state, r.reasonCode])).toEqual([
      [first.id, 'denied', 'incomplete_data'],
    ])
    const read = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'referrals.read'),
          inArray(auditEvents.targetId, [next.id]),
          eq(auditEvents.actorUserId, centerDoctor.id),
        ),
      )
    expect(read.length).toBeGreaterThan(0)
    // A centre that denied keeps its decision record, not the patient's record.
    const denied = await detail(centerDoctor, first.id)
    expect(denied.patientRecord).not.toBeNull()
    const other = await newReferral({ centerId: otherCenterId })
    await call(otherCenterDoctor, 'PUT', url(other.id, '/deny'), deny)
    expect((await detail(otherCenterDoctor, other.id)).patientRecord).toBeNull()
  })
})
