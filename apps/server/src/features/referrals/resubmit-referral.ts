import type { z } from 'zod'
import {
  resubmittableDenyReasons,
  type ReferralDetail,
  type ReferralIndication,
  type resubmitReferralInputSchema,
} from '@konzilium/contract/referrals'
import { referralEvents } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { checkTargetCenter, insertReferral, lockedForFollowUp } from './create-referral'
import { detailIn } from './repo'
import { recomputeScores } from './recompute-scores'

/**
 * A referral denied because the centre asked for more (data, an examination), completed by its
 * referrer and sent again to the same centre: a new pending referral with the completed content,
 * linked to the denied one as a redirect is (`redirected_from_id`); the denied one gets a
 * `resubmitted` event naming the new one. The old row is locked, so two concurrent attempts
 * cannot both pass the "not followed up yet" check.
 */
export async function resubmitReferral(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: z.output<typeof resubmitReferralInputSchema>,
): Promise<ReferralDetail> {
  const scores = recomputeScores(body.diagnosis, body.scores)
  return transaction(s.db, async (work) => {
    const { old, followedUp } = await lockedForFollowUp(work, auth, id)
    const asksForMore = (resubmittableDenyReasons as readonly string[]).includes(
      old.reasonCode ?? '',
    )
    if (old.state !== 'denied' || !asksForMore || followedUp || old.closedAt)
      throw new AppError(409, 'CONFLICT', 'This referral cannot be sent again', [
        { path: '', message: 'referral.notResubmittable' },
      ])
    await checkTargetCenter(work.db, old.toCenterId)
    const indication: ReferralIndication = {
      scores,
      previousTreatments: body.previousTreatments,
      currentTreatments: body.currentTreatments,
    }
    const newId = await insertReferral(s, work, auth, {
      patientId: old.patientId,
      toCenterId: old.toCenterId,
      diagnosis: body.diagnosis,
      urgency: body.urgency,
      indication,
      note: body.note,
      followsFrom: { id: old.id, kind: 'resubmitted' },
    })
    await work.db.insert(referralEvents).values({
      referralId: old.id,
      type: 'resubmitted',
      actorUserId: auth.userId,
      occurredAt: s.clock.now(),
      details: { referralId: newId },
    })
    await recordClinicalAccess(work.db, ctx.audit, auth, {
      action: 'referrals.resubmitted',
      targetType: 'referral',
      targetId: newId,
      patientId: old.patientId,
      details: {
        resubmittedFromId: old.id,
        scores: scores.map((score) => score.result.version),
      },
    })
    return detailIn(work.db, auth, newId)
  })
}
