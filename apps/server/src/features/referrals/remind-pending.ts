import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm'
import { referralRequests } from '../../db/schema'
import type { Services } from '../../platform/services'
import { defineTask } from '../../platform/tasks/task'
import { transaction } from '../../platform/transaction'
import { notifyOtherSide } from './notify-other-side'
import { centerDoctorIds } from './repo'

/**
 * Reminds centres of referrals waiting longer than `REFERRAL_REMINDER_DAYS` (ADR 043): each
 * active doctor of the centre gets a "still waiting" notice in the app and, as their settings
 * choose for referral e-mails, an e-mail at once or in the digest. A referral is reminded once
 * per period: the same conditional UPDATE that marks it (`reminded_at`) selects it, so two
 * overlapping runs cannot both remind it, and the next reminder comes a period later if it is
 * still pending. Each referral in a transaction of its own, with its notices.
 */
const BATCH = 200

export async function remindPendingReferrals(s: Services) {
  const now = s.clock.now()
  const due = new Date(now.getTime() - s.config.tasks.referralReminderDays * 86_400_000)
  let reminded = 0
  for (;;) {
    const batch = await transaction(s.db, async (work) => {
      const waiting = and(
        eq(referralRequests.state, 'pending'),
        lte(referralRequests.createdAt, due),
        or(isNull(referralRequests.remindedAt), lte(referralRequests.remindedAt, due)),
      )
      const oldest = work.db
        .select({ id: referralRequests.id })
        .from(referralRequests)
        .where(waiting)
        .orderBy(asc(referralRequests.createdAt))
        .limit(BATCH)
      const rows = await work.db
        .update(referralRequests)
        .set({ remindedAt: now })
        .where(and(inArray(referralRequests.id, oldest), waiting))
        .returning({
          id: referralRequests.id,
          fromDoctorId: referralRequests.fromDoctorId,
          toCenterId: referralRequests.toCenterId,
        })
      for (const row of rows) {
        await notifyOtherSide(
          s,
          work,
          'reminder',
          { id: row.id, actorUserId: row.fromDoctorId },
          await centerDoctorIds(work.db, row.toCenterId),
          { mail: true },
        )
      }
      return rows.length
    })
    reminded += batch
    if (batch < BATCH) break
  }
  return { reminded }
}

export const pendingReferralRemindersTask = defineTask(
  'referrals.pending-reminders',
  { everyMinutes: 60 },
  remindPendingReferrals,
)
