import { and, eq, ne } from 'drizzle-orm'
import { referralEvents, referralRequests } from '../../db/schema'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import type { Work } from '../../platform/transaction'
import { notifyOtherSide } from './notify-other-side'
import { centerDoctorIds } from './repo'

/**
 * When a centre accepts a patient and chooses so, the patient's other open (pending) referrals
 * end: each is cancelled as "referred elsewhere", in the accept's transaction, with its event
 * (naming the accepted referral), its audit row and a notice to the centre it was sent to. The
 * accepting doctor does not reach those referrals by scope; the accept is what allows it.
 */
export async function cancelOtherOpenReferrals(
  s: Services,
  ctx: RequestContext,
  work: Work,
  auth: AuthContext,
  accepted: { id: string; patientId: string },
): Promise<void> {
  const now = s.clock.now()
  const cancelled = await work.db
    .update(referralRequests)
    .set({
      state: 'cancelled',
      updatedAt: now,
      decidedAt: now,
      decidedByUserId: auth.userId,
      reasonCode: 'referred_elsewhere',
    })
    .where(
      and(
        eq(referralRequests.patientId, accepted.patientId),
        eq(referralRequests.state, 'pending'),
        ne(referralRequests.id, accepted.id),
      ),
    )
    .returning({ id: referralRequests.id, toCenterId: referralRequests.toCenterId })
  if (cancelled.length === 0) return
  await work.db.insert(referralEvents).values(
    cancelled.map((row) => ({
      referralId: row.id,
      type: 'cancelled' as const,
      actorUserId: auth.userId,
      occurredAt: now,
      reasonCode: 'referred_elsewhere',
      details: { acceptedReferralId: accepted.id },
    })),
  )
  for (const row of cancelled) {
    await recordClinicalAccess(work.db, ctx.audit, auth, {
      action: 'referrals.cancelled',
      targetType: 'referral',
      targetId: row.id,
      patientId: accepted.patientId,
      details: { reason: 'referred_elsewhere', acceptedReferralId: accepted.id },
    })
    await notifyOtherSide(
      s,
      work,
      'cancelled',
      { id: row.id, actorUserId: auth.userId },
      await centerDoctorIds(work.db, row.toCenterId),
      {
        mail: true,
      },
    )
  }
}
