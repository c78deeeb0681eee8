import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { mailOutbox, notifications } from '../../src/db/schema'
import {
  call,
  centerDoctor,
  colleague,
  newReferral,
  otherCenterDoctor,
  setUpReferralCast,
  t,
} from '../helpers/referrals-cast'

/**
 * Reminders of referrals pending too long (ADR 043): the centre's doctors get a notice and an
 * e-mail once per reminder period (7 days by default), none before, none for a decided referral.
 */
setUpReferralCast()
// Each test starts at the cast's sign-in time again, while its tokens are valid.
const start = new Date()
beforeEach(() => {
  t.clock.set(start)
})

const remindersOf = (userId: string, referralId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.event, 'referral.reminder'),
        eq(notifications.targetId, referralId),
      ),
    )
const run = async () => {
  const answer = await t.app.konzilium.services.tasks.runNow('referrals.pending-reminders')
  if (typeof answer === 'string') throw new Error(answer)
  expect(answer.outcome).toBe('success')
}

describe('reminders of pending referrals', () => {
  it('reminds the centre once per period while the referral waits', async () => {
    const referral = await newReferral()
    await run()
    expect(await remindersOf(centerDoctor.id, referral.id)).toHaveLength(0)

    t.clock.advance(7 * 86_400 + 60)
    await run()
    await run()
    expect(await remindersOf(centerDoctor.id, referral.id)).toHaveLength(1)
    expect(await remindersOf(colleague.id, referral.id)).toHaveLength(1)
    expect(await remindersOf(otherCenterDoctor.id, referral.id)).toHaveLength(0)
    const mails = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, centerDoctor.email),
          eq(mailOutbox.template, 'referralNotice'),
        ),
      )
    expect(mails.filter((mail) => /stále čeká|still waiting/.test(mail.subject))).toHaveLength(1)

    // A day later: still one. A period later: the second reminder.
    t.clock.advance(86_400)
    await run()
    expect(await remindersOf(centerDoctor.id, referral.id)).toHaveLength(1)
    t.clock.advance(6 * 86_400 + 60)
    await run()
    expect(await remindersOf(centerDoctor.id, referral.id)).toHaveLength(2)
  })

  it('does not remind of a referral that was decided', async () => {
    const referral = await newReferral()
    const accepted = await call(
      centerDoctor,
      'PUT',
      `/api/referral-requests/${referral.id}/accept`,
      {
        doctorId: centerDoctor.id,
      },
    )
    expect(accepted.statusCode, accepted.body).toBe(200)
    t.clock.advance(8 * 86_400)
    await run()
    expect(await remindersOf(centerDoctor.id, referral.id)).toHaveLength(0)
  })
})
