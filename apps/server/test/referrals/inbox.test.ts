import { describe, expect, it } from 'vitest'
import { inboxVisitSchema, referralListSchema } from '@konzilium/contract/referrals'
import {
  call,
  centerDoctor,
  newReferral,
  referrer,
  setUpReferralCast,
  t,
} from '../helpers/referrals-cast'

setUpReferralCast()

const visit = async () => {
  const response = await call(centerDoctor, 'PUT', '/api/referral-requests/inbox-visit')
  expect(response.statusCode, response.body).toBe(200)
  return inboxVisitSchema.parse(response.json()).previousVisitAt
}

describe("the centre's inbox", () => {
  it('pending referrals, the most urgent first, within an urgency the longest waiting first', async () => {
    const sent = async (urgency: string) => {
      t.clock.advance(60)
      return newReferral({ urgency })
    }
    const routineOld = await sent('routine')
    const urgentOld = await sent('urgent')
    const routineNew = await sent('routine')
    const urgentNew = await sent('urgent')
    const priority = await sent('priority')
    const response = await call(
      centerDoctor,
      'GET',
      '/api/referral-requests?box=inbox&state=pending&sort=waiting',
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(referralListSchema.parse(response.json()).items.map((item) => item.id)).toEqual([
      urgentOld.id,
      urgentNew.id,
      priority.id,
      routineOld.id,
      routineNew.id,
    ])
  })

  it('keeps the last visit on the server and answers the previous one, to mark what is new', async () => {
    expect(await visit()).toBeNull()
    t.clock.advance(60)
    const arrived = await newReferral()
    t.clock.advance(60)
    const previous = await visit()
    expect(previous).not.toBeNull()
    // The referral sent after the first visit is newer than it: the inbox marks it new.
    expect(Date.parse(arrived.createdAt)).toBeGreaterThan(Date.parse(previous ?? ''))
    const again = await visit()
    expect(Date.parse(again ?? '')).toBeGreaterThanOrEqual(Date.parse(arrived.createdAt))
    expect((await call(referrer, 'PUT', '/api/referral-requests/inbox-visit')).statusCode).toBe(403)
  })
})
