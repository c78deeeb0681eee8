import { and, eq, isNull } from 'drizzle-orm'
import type { ReferralDetail } from '@konzilium/contract/referrals'
import { referralEvents, referralRequests } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { callerCenterId } from '../../platform/auth/caller-center'
import { detailIn, findReferral } from './repo'

/**
 * One referral. The first open by a doctor of the addressed centre while it is pending records
 * `seenAt` (once: the UPDATE is conditional on `seen_at is null`) and tells the referrer.
 */
export async function getReferral(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<ReferralDetail> {
  return transaction(s.db, async (work) => {
    const found = await findReferral(work.db, auth, id)
    if (!found) throw notFound('Referral')
    if (
      auth.role === 'center_doctor' &&
      found.referral.state === 'pending' &&
      !found.referral.seenAt
    ) {
      const now = s.clock.now()
      const [seen] = await work.db
        .update(referralRequests)
        .set({ seenAt: now, seenByUserId: auth.userId })
        .where(
          and(
            eq(referralRequests.id, id),
            eq(referralRequests.state, 'pending'),
            isNull(referralRequests.seenAt),
            eq(referralRequests.toCenterId, callerCenterId(auth)),
          ),
        )
        .returning({ id: referralRequests.id })
      if (seen) {
        await work.db
          .insert(referralEvents)
          .values({ referralId: id, type: 'seen', actorUserId: auth.userId, occurredAt: now })
      }
    }
    await recordClinicalAccess(work.db, ctx.audit, auth, {
      action: 'referrals.read',
      targetType: 'referral',
      targetId: id,
      patientId: found.patient.id,
    })
    return detailIn(work.db, auth, id)
  })
}
