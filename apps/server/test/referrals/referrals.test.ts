import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { referralDetailSchema, type ReferralDetail } from '@konzilium/contract/referrals'
import {
  auditEvents,
  centers,
  mailOutbox,
  notifications,
  patients,
  referralEvents,
} from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createCenter, createSignedIn } from '../helpers/accounts'
import { createPatient } from '../helpers/clinic'

let t: TestApp
let centerId: string
let otherCenterId: string
let hiddenCenterId: string
type Signed = Awaited<ReturnType<typeof createSignedIn>>
let admin: Signed
let referrer: Signed
let otherReferrer: Signed
let centerDoctor: Signed
let colleague: Signed
let otherCenterDoctor: Signed
let rep: Signed

let born = 0
/** A patient with a birth date of its own (the fixture's birth numbers repeat after 100 per date). */
const patientOf = (who: Signed, lastName = 'Řezníčková') =>
  createPatient(t, {
    referringDoctorId: who.id,
    lastName,
    birthDate: new Date(Date.UTC(1950, 0, 1 + 37 * born++)).toISOString().slice(0, 10),
  })

const das28 = { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 }

beforeAll(async () => {
  t = await createTestApp()
  centerId = await createCenter(t, 'Revmatologický ústav', 'CZ010')
  otherCenterId = await createCenter(t, 'Revmatologie Brno', 'CZ064')
  hiddenCenterId = await createCenter(t, 'Skryté centrum', 'CZ010')
  await t.database.db.update(centers).set({ visible: false }).where(eq(centers.id, hiddenCenterId))
  admin = await createSignedIn(t, 'admin')
  referrer = await createSignedIn(t, 'peripheral_doctor')
  otherReferrer = await createSignedIn(t, 'peripheral_doctor')
  centerDoctor = await createSignedIn(t, 'center_doctor', { centerId })
  colleague = await createSignedIn(t, 'center_doctor', { centerId })
  otherCenterDoctor = await createSignedIn(t, 'center_doctor', { centerId: otherCenterId })
  rep = await createSignedIn(t, 'rep')
})
afterAll(async () => {
  await t.close()
})

async function call(
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  language = 'cs',
) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(who.token), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function newReferral(
  overrides: Record<string, unknown> = {},
  who: Signed = referrer,
): Promise<ReferralDetail> {
  const patient = await patientOf(who)
  const response = await call(who, 'POST', '/api/referral-requests', {
    patientId: patient.id,
    centerId,
    diagnosis: 'M06.0',
    urgency: 'priority',
    scores: [{ score: 'das28-esr', input: das28 }],
    previousTreatments: [
      {
        drug: 'Methotrexát',
        dose: '15 mg týdně',
        from: '2023-01',
        to: '2024-02',
        outcome: 'inadequate_response',
      },
    ],
    note: 'Prosím o převzetí.',
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(201)
  return referralDetailSchema.parse(response.json())
}

const deny = { reason: 'capacity', comment: 'Plná kapacita do konce měsíce.' }
const cancel = { reason: 'sent_in_error', comment: 'Odesláno omylem.' }

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

  it('notifies the centre’s doctors in app and by e-mail, without patient data', async () => {
    const referral = await newReferral()
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.targetId, referral.id))
    expect(rows.map((r) => r.userId).sort()).toEqual([centerDoctor.id, colleague.id].sort())
    expect(rows.every((r) => r.event === 'referral.created')).toBe(true)
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
    for (const m of t.mailbox.received) {
      expect(m.text).not.toContain('Řezníčková')
      expect(m.html).not.toContain('Řezn')
      expect(m.subject).not.toContain('Řezníčková')
    }
  })
})

describe('scope', () => {
  it('hides a referral from another centre and another referrer (404); refuses reps (403)', async () => {
    const referral = await newReferral()
    for (const who of [otherCenterDoctor, otherReferrer]) {
      expect((await call(who, 'GET', `/api/referral-requests/${referral.id}`)).statusCode).toBe(404)
      expect(
        (await call(who, 'PUT', `/api/referral-requests/${referral.id}/deny`, deny)).statusCode,
      ).toBe(who === otherReferrer ? 403 : 404)
    }
    expect(
      (await call(otherReferrer, 'PUT', `/api/referral-requests/${referral.id}/cancel`, cancel))
        .statusCode,
    ).toBe(404)
    expect((await call(rep, 'GET', `/api/referral-requests/${referral.id}`)).statusCode).toBe(403)
    expect((await call(rep, 'GET', '/api/referral-requests')).statusCode).toBe(403)
  })

  it('lists the inbox of the centre and the outbox of the referrer, searchable without diacritics', async () => {
    const referral = await newReferral()
    const inbox = await call(
      centerDoctor,
      'GET',
      '/api/referral-requests?box=inbox&q=reznic&pageSize=100',
    )
    expect(inbox.statusCode).toBe(200)
    const inboxIds = inbox.json<{ items: { id: string }[] }>().items.map((i) => i.id)
    expect(inboxIds).toContain(referral.id)
    const elsewhere = await call(otherCenterDoctor, 'GET', '/api/referral-requests?pageSize=100')
    expect(elsewhere.json<{ items: { id: string }[] }>().items.map((i) => i.id)).not.toContain(
      referral.id,
    )
    const outbox = await call(
      referrer,
      'GET',
      '/api/referral-requests?box=outbox&state=pending&urgency=priority&pageSize=100',
    )
    expect(outbox.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(referral.id)
    const other = await call(otherReferrer, 'GET', '/api/referral-requests')
    expect(other.json<{ total: number }>().total).toBe(0)
    const none = await call(centerDoctor, 'GET', '/api/referral-requests?q=novak&box=inbox')
    expect(none.json<{ items: { id: string }[] }>().items.map((i) => i.id)).not.toContain(
      referral.id,
    )
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'referrals.listed'),
          eq(auditEvents.actorUserId, centerDoctor.id),
        ),
      )
    expect(audit.length).toBeGreaterThan(0)
  })

  it('refuses an unknown sort (400)', async () => {
    expect((await call(admin, 'GET', '/api/referral-requests?sort=password')).statusCode).toBe(400)
  })

  it('writes one audit row per page, with what it showed; no page leaves without it', async () => {
    const patient = await patientOf(referrer, 'Nezobrazitelná')
    const sent = await call(referrer, 'POST', '/api/referral-requests', {
      patientId: patient.id,
      centerId,
      diagnosis: 'M06.0',
      urgency: 'routine',
      scores: [{ score: 'das28-esr', input: das28 }],
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const db = t.database.db
    const rowsOf = () =>
      db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'referrals.listed'), eq(auditEvents.actorUserId, referrer.id)),
        )
    const before = await rowsOf()
    const page = await call(referrer, 'GET', '/api/referral-requests?box=outbox&pageSize=1')
    expect(page.statusCode).toBe(200)
    const after = await rowsOf()
    expect(after).toHaveLength(before.length + 1)
    expect(after.find((row) => !before.some((old) => old.id === row.id))?.details).toEqual({
      count: 1,
      box: 'outbox',
    })

    await db.execute(sql`create function reject_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit rejected'; end; $$`)
    await db.execute(
      sql`create trigger reject_audit before insert on audit_events for each row execute function reject_audit()`,
    )
    try {
      const refused = await call(referrer, 'GET', '/api/referral-requests?box=outbox')
      expect(refused.statusCode).toBe(500)
      expect(refused.body).not.toContain('Nezobrazitelná')
    } finally {
      await db.execute(sql`drop trigger reject_audit on audit_events`)
      await db.execute(sql`drop function reject_audit()`)
    }
    expect(await rowsOf()).toHaveLength(after.length)
  })
})

describe('seen', () => {
  it('is recorded once, by the first doctor of the addressed centre, and tells the referrer', async () => {
    const referral = await newReferral()
    const byReferrer = referralDetailSchema.parse(
      (await call(referrer, 'GET', `/api/referral-requests/${referral.id}`)).json(),
    )
    expect(byReferrer.seenAt).toBeNull()
    const byAdmin = referralDetailSchema.parse(
      (await call(admin, 'GET', `/api/referral-requests/${referral.id}`)).json(),
    )
    expect(byAdmin.seenAt).toBeNull()
    const first = referralDetailSchema.parse(
      (await call(centerDoctor, 'GET', `/api/referral-requests/${referral.id}`)).json(),
    )
    expect(first.seenAt).not.toBeNull()
    expect(first.seenBy?.id).toBe(centerDoctor.id)
    t.clock.advance(60)
    const second = referralDetailSchema.parse(
      (await call(colleague, 'GET', `/api/referral-requests/${referral.id}`)).json(),
    )
    expect(second.seenAt).toBe(first.seenAt)
    expect(second.seenBy?.id).toBe(centerDoctor.id)
    expect(second.events.filter((e) => e.type === 'seen')).toHaveLength(1)
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.targetId, referral.id), eq(notifications.event, 'referral.seen')))
    expect(notes.map((n) => n.userId)).toEqual([referrer.id])
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'referrals.read'), eq(auditEvents.targetId, referral.id)))
    expect(reads).toHaveLength(4)
  })
})

describe('transitions', () => {
  it('accept: assigns the patient to the centre and the chosen doctor, tells the referrer', async () => {
    const referral = await newReferral()
    const opened = referralDetailSchema.parse(
      (await call(centerDoctor, 'GET', `/api/referral-requests/${referral.id}`)).json(),
    )
    expect(opened.allowedActions).toEqual(['accept', 'deny'])
    expect(opened.assignableDoctors.map((d) => d.id).sort()).toEqual(
      [centerDoctor.id, colleague.id].sort(),
    )
    const wrongDoctor = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/accept`,
      {
        doctorId: otherCenterDoctor.id,
      },
    )
    expect(wrongDoctor.statusCode).toBe(400)
    const response = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/accept`,
      {
        doctorId: colleague.id,
      },
    )
    expect(response.statusCode, response.body).toBe(200)
    const accepted = referralDetailSchema.parse(response.json())
    expect(accepted.state).toBe('accepted')
    expect(accepted.assignedDoctor?.id).toBe(colleague.id)
    expect(accepted.allowedActions).toEqual([])
    expect(accepted.nextMove).toBe('none')
    const [patient] = await t.database.db
      .select()
      .from(patients)
      .where(eq(patients.id, referral.patient.id))
    expect(patient?.centerId).toBe(centerId)
    expect(patient?.centerDoctorId).toBe(colleague.id)
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.targetId, referral.id), eq(notifications.event, 'referral.accepted')),
      )
    expect(notes.map((n) => n.userId)).toEqual([referrer.id])
    expect(JSON.stringify(notes[0]?.params)).not.toContain('Řezníčková')
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, referrer.email))
    expect(mails.some((m) => m.subject === 'Žádost byla přijata')).toBe(true)
    await expect
      .poll(
        () =>
          t.mailbox.received.some(
            (m) => m.to === referrer.email && m.text.includes(`?referral=${referral.id}`),
          ),
        { timeout: 10_000 },
      )
      .toBe(true)
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'referrals.accepted'), eq(auditEvents.targetId, referral.id)),
      )
    expect(audit).toHaveLength(1)
  })

  it('illegal transitions answer 409 in the caller’s language and change nothing', async () => {
    const referral = await newReferral()
    await call(centerDoctor, 'PUT', `/api/referral-requests/${referral.id}/deny`, deny)
    const accept = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/accept`,
      { doctorId: centerDoctor.id },
      'en',
    )
    expect(accept.statusCode).toBe(409)
    expect(accept.json<{ issues: { message: string }[] }>().issues[0]?.message).toMatch(
      /already been decided/,
    )
    const again = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/deny`,
      deny,
    )
    expect(again.statusCode).toBe(409)
    expect(again.json<{ issues: { message: string }[] }>().issues[0]?.message).toMatch(/vyřízena/)
    expect(
      (await call(referrer, 'PUT', `/api/referral-requests/${referral.id}/cancel`, cancel))
        .statusCode,
    ).toBe(409)

    const accepted = await newReferral()
    await call(centerDoctor, 'PUT', `/api/referral-requests/${accepted.id}/accept`, {
      doctorId: centerDoctor.id,
    })
    expect(
      (await call(referrer, 'PUT', `/api/referral-requests/${accepted.id}/cancel`, cancel))
        .statusCode,
    ).toBe(409)
    expect(
      (await call(centerDoctor, 'PUT', `/api/referral-requests/${accepted.id}/deny`, deny))
        .statusCode,
    ).toBe(409)
    expect(
      (
        await call(referrer, 'POST', `/api/referral-requests/${accepted.id}/redirect`, {
          centerId: otherCenterId,
        })
      ).statusCode,
    ).toBe(409)
    const detail = referralDetailSchema.parse(
      (await call(admin, 'GET', `/api/referral-requests/${accepted.id}`)).json(),
    )
    expect(detail.state).toBe('accepted')
    expect(detail.events.map((e) => e.type)).toEqual(['created', 'accepted'])
  })

  it('the centre may not cancel and the referrer may not decide (403, no action offered)', async () => {
    const referral = await newReferral()
    expect(
      (await call(centerDoctor, 'PUT', `/api/referral-requests/${referral.id}/cancel`, cancel))
        .statusCode,
    ).toBe(403)
    expect(
      (
        await call(referrer, 'PUT', `/api/referral-requests/${referral.id}/accept`, {
          doctorId: centerDoctor.id,
        })
      ).statusCode,
    ).toBe(403)
  })

  it('deny and cancel require a reason from the list and a comment', async () => {
    const referral = await newReferral()
    const noComment = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/deny`,
      {
        reason: 'capacity',
        comment: ' ',
      },
    )
    expect(noComment.statusCode).toBe(400)
    const badReason = await call(referrer, 'PUT', `/api/referral-requests/${referral.id}/cancel`, {
      reason: 'capacity',
      comment: 'x',
    })
    expect(badReason.statusCode).toBe(400)
    const cancelled = await call(
      referrer,
      'PUT',
      `/api/referral-requests/${referral.id}/cancel`,
      cancel,
    )
    expect(cancelled.statusCode).toBe(200)
    const detail = referralDetailSchema.parse(cancelled.json())
    expect(detail.state).toBe('cancelled')
    expect(detail.reasonCode).toBe('sent_in_error')
    const event = detail.events.find((e) => e.type === 'cancelled')
    expect(event).toMatchObject({ reasonCode: 'sent_in_error', comment: 'Odesláno omylem.' })
    expect(event?.actor?.id).toBe(referrer.id)
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.targetId, referral.id), eq(notifications.event, 'referral.cancelled')),
      )
    expect(notes.map((n) => n.userId).sort()).toEqual([centerDoctor.id, colleague.id].sort())
  })

  it('allowedActions per role and state', async () => {
    const referral = await newReferral()
    const actionsOf = async (who: Signed, id: string) =>
      referralDetailSchema.parse((await call(who, 'GET', `/api/referral-requests/${id}`)).json())
        .allowedActions
    expect(await actionsOf(admin, referral.id)).toEqual(['accept', 'deny', 'cancel'])
    expect(await actionsOf(referrer, referral.id)).toEqual(['cancel'])
    expect(await actionsOf(centerDoctor, referral.id)).toEqual(['accept', 'deny'])
    await call(admin, 'PUT', `/api/referral-requests/${referral.id}/deny`, deny)
    expect(await actionsOf(referrer, referral.id)).toEqual(['redirect'])
    expect(await actionsOf(centerDoctor, referral.id)).toEqual([])
    expect(await actionsOf(admin, referral.id)).toEqual([])
  })

  it('of accept, deny and cancel sent at once, exactly one wins (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const referral = await newReferral()
      const url = `/api/referral-requests/${referral.id}`
      const answers = await Promise.all([
        call(centerDoctor, 'PUT', `${url}/accept`, { doctorId: centerDoctor.id }),
        call(colleague, 'PUT', `${url}/deny`, deny),
        call(referrer, 'PUT', `${url}/cancel`, cancel),
      ])
      const statuses = answers.map((a) => a.statusCode).sort()
      expect(statuses).toEqual([200, 409, 409])
      const events = await t.database.db
        .select()
        .from(referralEvents)
        .where(eq(referralEvents.referralId, referral.id))
      expect(events.map((e) => e.type).filter((type) => type !== 'created')).toHaveLength(1)
    }
  })
})

describe('redirect', () => {
  it('turns a denied referral into a new pending one to another centre, once', async () => {
    const referral = await newReferral()
    await call(centerDoctor, 'PUT', `/api/referral-requests/${referral.id}/deny`, deny)
    const same = await call(referrer, 'POST', `/api/referral-requests/${referral.id}/redirect`, {
      centerId,
    })
    expect(same.statusCode).toBe(422)
    const hidden = await call(referrer, 'POST', `/api/referral-requests/${referral.id}/redirect`, {
      centerId: hiddenCenterId,
    })
    expect(hidden.statusCode).toBe(422)
    const response = await call(
      referrer,
      'POST',
      `/api/referral-requests/${referral.id}/redirect`,
      {
        centerId: otherCenterId,
      },
    )
    expect(response.statusCode, response.body).toBe(201)
    const created = referralDetailSchema.parse(response.json())
    expect(created).toMatchObject({
      state: 'pending',
      redirectedFromId: referral.id,
      diagnosis: referral.diagnosis,
      urgency: referral.urgency,
      note: referral.note,
    })
    expect(created.center.id).toBe(otherCenterId)
    expect(created.indication).toEqual(referral.indication)
    const old = referralDetailSchema.parse(
      (await call(referrer, 'GET', `/api/referral-requests/${referral.id}`)).json(),
    )
    expect(old.redirectedToId).toBe(created.id)
    expect(old.events.map((e) => e.type)).toEqual(['created', 'denied', 'redirected'])
    expect(old.allowedActions).toEqual([])
    const twice = await call(referrer, 'POST', `/api/referral-requests/${referral.id}/redirect`, {
      centerId: otherCenterId,
    })
    expect(twice.statusCode).toBe(409)
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.targetId, created.id), eq(notifications.event, 'referral.created')),
      )
    expect(notes.map((n) => n.userId)).toEqual([otherCenterDoctor.id])
    expect(
      (
        await call(otherReferrer, 'POST', `/api/referral-requests/${referral.id}/redirect`, {
          centerId: otherCenterId,
        })
      ).statusCode,
    ).toBe(404)
  })
})
