import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { referralDetailSchema } from '@konzilium/contract/referrals'
import { auditEvents, notifications } from '../../src/db/schema'
import {
  admin,
  call,
  centerDoctor,
  colleague,
  newReferral,
  referrer,
  setUpReferralCast,
  t,
} from '../helpers/referrals-cast'

setUpReferralCast()

describe('seen', () => {
  it('is recorded once, by the first doctor of the addressed centre, and stays in the history without a notification', async () => {
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
    // Opening is no news for the referrer: no notification of any kind reaches them.
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.targetId, referral.id), eq(notifications.userId, referrer.id)))
    expect(notes).toEqual([])
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'referrals.read'), eq(auditEvents.targetId, referral.id)))
    expect(reads).toHaveLength(4)
  })
})
