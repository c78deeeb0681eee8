import { and, inArray, isNull, not, eq } from 'drizzle-orm'
import type { ReferralDetail } from '@konzilium/contract/referrals'
import { referralEvents, referralRequests } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { detailIn, findReferral } from './repo'
import { redirectedSql, referralScope } from './scope'

/**
 * The referrer closes a denied or cancelled referral that nothing follows yet: it stops being
 * anybody's move (the home page, the list's "your move"), and its history says so. One
 * conditional UPDATE, so a close that races a redirect or a resubmission loses cleanly (409).
 */
export async function closeReferral(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
): Promise<ReferralDetail> {
  return transaction(s.db, async (work) => {
    const now = s.clock.now()
    const [closed] = await work.db
      .update(referralRequests)
      .set({ closedAt: now, closedByUserId: auth.userId, updatedAt: now })
      .where(
        and(
          eq(referralRequests.id, id),
          referralScope(auth, 'referrals.create'),
          inArray(referralRequests.state, ['denied', 'cancelled']),
          isNull(referralRequests.closedAt),
          not(redirectedSql),
        ),
      )
      .returning({ patientId: referralRequests.patientId })
    if (!closed) {
      const found = await findReferral(work.db, auth, id)
      if (!found || found.referral.fromDoctorId !== auth.userId) throw notFound('Referral')
      throw new AppError(409, 'CONFLICT', 'The referral cannot be closed', [
        { path: '', message: 'referral.notClosable' },
      ])
    }
    await work.db
      .insert(referralEvents)
      .values({ referralId: id, type: 'closed', actorUserId: auth.userId, occurredAt: now })
    await recordClinicalAccess(work.db, ctx.audit, auth, {
      action: 'referrals.closed',
      targetType: 'referral',
      targetId: id,
      patientId: closed.patientId,
    })
    return detailIn(work.db, auth, id)
  })
}
