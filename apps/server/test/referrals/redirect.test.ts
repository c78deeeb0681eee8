import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { referralDetailSchema } from '@konzilium/contract/referrals'
import { notifications } from '../../src/db/schema'
import {
  call,
  centerDoctor,
  centerId,
  deny,
  hiddenCenterId,
  newReferral,
  otherCenterDoctor,
  otherCenterId,
  otherReferrer,
  referrer,
  setUpReferralCast,
  t,
} from '../helpers/referrals-cast'

setUpReferralCast()

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
    expect(old.followedBy).toBe('redirect')
    expect(old.events.map((e) => e.type)).toEqual(['created', 'denied', 'redirected'])
    // Lists read it as redirected too.
    const listed = await call(referrer, 'GET', '/api/referral-requests?pageSize=100')
    const rows = listed.json<{ items: { id: string; followedBy: string | null }[] }>().items
    expect(rows.find((row) => row.id === referral.id)?.followedBy).toBe('redirect')
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
