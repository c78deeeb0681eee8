import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { referralListSchema, referralStates } from '@konzilium/contract/referrals'
import { centerReferralCounts, referralEvents, referralRequests } from '../../src/db/schema'
import {
  admin,
  call,
  cancel,
  centerDoctor,
  centerId,
  deny,
  newReferral,
  otherCenterDoctor,
  otherCenterId,
  referrer,
  setUpReferralCast,
  t,
  type Signed,
} from '../helpers/referrals-cast'

/**
 * A centre's whole inbox takes its total from the centre's count of referrals (migration 0009),
 * every filtered or searched inbox counts its rows: both must give the same numbers, whatever
 * wrote the referrals.
 */
setUpReferralCast()

async function inboxTotal(who: Signed, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ box: 'inbox', pageSize: '20', ...query })
  const response = await call(who, 'GET', `/api/referral-requests?${search.toString()}`)
  expect(response.statusCode, response.body).toBe(200)
  return referralListSchema.parse(response.json()).total
}

/** The referrals addressed to a centre, counted from the table. */
async function addressedTo(center: string) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(referralRequests)
    .where(eq(referralRequests.toCenterId, center))
  return row?.n ?? 0
}

/** Every referral on the platform, counted from the table. */
async function onPlatform() {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(referralRequests)
  return row?.n ?? 0
}

/**
 * An admin's whole list: its total is the sum of the centres' counts (ADR 024), the
 * same as counted, on any page, and as the counted state filters add up.
 */
async function expectPlatformTotals() {
  const expected = await onPlatform()
  const total = async (query: Record<string, string>) => {
    const search = new URLSearchParams({ pageSize: '20', ...query })
    const response = await call(admin, 'GET', `/api/referral-requests?${search.toString()}`)
    expect(response.statusCode, response.body).toBe(200)
    return referralListSchema.parse(response.json()).total
  }
  expect(await total({})).toBe(expected)
  expect(await total({ page: '2', pageSize: '1' })).toBe(expected)
  let byState = 0
  for (const state of referralStates) byState += await total({ state })
  expect(byState).toBe(expected)
}

/** The whole inbox's total as the doctor reads it, and as the counted state filters add up. */
async function expectInboxTotals(who: Signed, center: string) {
  const expected = await addressedTo(center)
  expect(await inboxTotal(who)).toBe(expected)
  // Another page, another page size, and no box (a centre doctor's list is the inbox).
  expect(await inboxTotal(who, { page: '3', pageSize: '1' })).toBe(expected)
  const all = await call(who, 'GET', '/api/referral-requests')
  expect(referralListSchema.parse(all.json()).total).toBe(expected)
  let byState = 0
  for (const state of referralStates) byState += await inboxTotal(who, { state })
  expect(byState).toBe(expected)
}

describe('the inbox total', () => {
  it('counts every referral sent to the centre, through deny, redirect and cancel', async () => {
    expect(await inboxTotal(centerDoctor)).toBe(0)
    const denied = await newReferral()
    await call(centerDoctor, 'PUT', `/api/referral-requests/${denied.id}/deny`, deny)
    const redirected = await call(
      referrer,
      'POST',
      `/api/referral-requests/${denied.id}/redirect`,
      { centerId: otherCenterId },
    )
    expect(redirected.statusCode, redirected.body).toBe(201)
    const cancelled = await newReferral()
    await call(referrer, 'PUT', `/api/referral-requests/${cancelled.id}/cancel`, cancel)
    await newReferral()
    expect(await addressedTo(centerId)).toBe(3)
    await expectInboxTotals(centerDoctor, centerId)
    await expectInboxTotals(otherCenterDoctor, otherCenterId)
    await expectPlatformTotals()
  })

  it('stays right when referrals are moved or removed by hand', async () => {
    const moved = await newReferral()
    const removed = await newReferral()
    const db = t.database.db
    await db
      .update(referralRequests)
      .set({ toCenterId: otherCenterId })
      .where(eq(referralRequests.id, moved.id))
    await db.delete(referralEvents).where(eq(referralEvents.referralId, removed.id))
    await db.delete(referralRequests).where(eq(referralRequests.id, removed.id))
    // One statement writing five referrals to two centres (an import, a restore).
    await db.execute(sql`
      insert into referral_requests
          (patient_id, from_doctor_id, to_center_id, diagnosis, urgency, indication)
        select patient_id, from_doctor_id, centre.id, diagnosis, urgency, indication
          from referral_requests, (values (${centerId}::uuid), (${otherCenterId}::uuid)) as centre (id),
               generate_series(1, 3) as copy
          where referral_requests.id = ${moved.id} and (centre.id = ${centerId} or copy < 3)`)
    await expectInboxTotals(centerDoctor, centerId)
    await expectInboxTotals(otherCenterDoctor, otherCenterId)
    await expectPlatformTotals()
  })

  it('starts from the referrals that exist when the migration runs', async () => {
    const migration = readFileSync(
      new URL('../../drizzle/0009_center_referral_counts.sql', import.meta.url),
      'utf8',
    )
    const fill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .find((statement) => statement.startsWith('INSERT INTO "center_referral_counts"'))
    if (fill === undefined) throw new Error('0009 fills the counts with an INSERT')
    await t.database.db.delete(centerReferralCounts)
    expect(await inboxTotal(centerDoctor)).toBe(0)
    await t.database.db.execute(sql.raw(fill))
    await expectInboxTotals(centerDoctor, centerId)
    await expectInboxTotals(otherCenterDoctor, otherCenterId)
    await expectPlatformTotals()
  })
})
