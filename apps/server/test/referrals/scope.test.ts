import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditEvents } from '../../src/db/schema'
import { withAuditRejected } from '../helpers/audit'
import {
  admin,
  call,
  cancel,
  centerDoctor,
  centerId,
  das28,
  deny,
  newReferral,
  otherCenterDoctor,
  otherReferrer,
  patientOf,
  referrer,
  rep,
  setUpReferralCast,
  t,
} from '../helpers/referrals-cast'

setUpReferralCast()

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
    const added = after.find((row) => !before.some((old) => old.id === row.id))
    expect(added?.details).toEqual({ count: 1, box: 'outbox', search: null })
    // The row names the patient of the referral the page showed.
    const shown = page.json<{ items: { patient: { id: string } }[] }>().items
    expect(added?.patientIds).toEqual(shown.map((item) => item.patient.id))

    await withAuditRejected(t, async () => {
      const refused = await call(referrer, 'GET', '/api/referral-requests?box=outbox')
      expect(refused.statusCode).toBe(500)
      expect(refused.body).not.toContain('Nezobrazitelná')
    })
    expect(await rowsOf()).toHaveLength(after.length)
  })
})
