import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  ReferralDetail,
  acceptReferralInputSchema,
  cancelReferralInputSchema,
  denyReferralInputSchema,
} from '@konzilium/contract/referrals'
import type { Database } from '../../db/client'
import {
  centerDoctorProfiles,
  patients,
  referralEvents,
  referralRequests,
  users,
} from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { cancelOtherOpenReferrals } from './cancel-other-open'
import { notifyOtherSide } from './notify-other-side'
import { centerDoctorIds, detailIn, findReferral } from './repo'
import { referralScope } from './scope'

/**
 * The referral transitions: accept, deny, cancel (ADR 017, ADR 032). Each is one conditional UPDATE (`state
 * = 'pending'` and the caller's scope), so of concurrent decisions exactly one wins; with it, in
 * the same transaction: the event, the audit row, the notifications and e-mails.
 */

const notPending = () =>
  new AppError(409, 'CONFLICT', 'The referral is no longer pending', [
    { path: '', message: 'referral.notPending' },
  ])

/** After a conditional UPDATE changed nothing: out of scope (404) or not pending any more (409). */
async function explainNoChange(db: Database, auth: AuthContext, id: string): Promise<never> {
  const found = await findReferral(db, auth, id)
  if (!found) throw notFound('Referral')
  if (found.referral.state !== 'pending') throw notPending()
  throw new AppError(400, 'VALIDATION_FAILED', 'The chosen doctor cannot take the patient', [
    { path: 'doctorId', message: 'referral.doctorNotInCenter' },
  ])
}

type Decision =
  | {
      action: 'accept'
      doctorId: string
      firstVisitAt: Date | null
      message: string | null
      cancelOtherOpen: boolean
    }
  | { action: 'deny'; reason: string; comment: string }
  | { action: 'cancel'; reason: string; comment: string }

async function decide(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  decision: Decision,
): Promise<ReferralDetail> {
  const now = s.clock.now()
  const state = ({ accept: 'accepted', deny: 'denied', cancel: 'cancelled' } as const)[
    decision.action
  ]
  const scope = referralScope(
    auth,
    decision.action === 'cancel' ? 'referrals.cancel' : 'referrals.decide',
  )
  const conditions: (SQL | undefined)[] = [
    eq(referralRequests.id, id),
    eq(referralRequests.state, 'pending'),
    scope,
  ]
  if (decision.action === 'accept')
    // The doctor must be an active doctor of the addressed centre: part of the same UPDATE.
    conditions.push(
      sql`exists (${s.db
        .select({ one: sql`1` })
        .from(centerDoctorProfiles)
        .innerJoin(users, eq(users.id, centerDoctorProfiles.userId))
        .where(
          and(
            eq(centerDoctorProfiles.userId, decision.doctorId),
            eq(centerDoctorProfiles.centerId, referralRequests.toCenterId),
            isNotNull(users.activatedAt),
            isNull(users.lockedAt),
          ),
        )})`,
    )
  return transaction(s.db, async (work) => {
    const [changed] = await work.db
      .update(referralRequests)
      .set({
        state,
        updatedAt: now,
        decidedAt: now,
        decidedByUserId: auth.userId,
        ...(decision.action === 'accept'
          ? {
              assignedDoctorId: decision.doctorId,
              firstVisitAt: decision.firstVisitAt,
              acceptMessage: decision.message,
            }
          : { reasonCode: decision.reason, comment: decision.comment }),
      })
      .where(and(...conditions))
      .returning()
    if (!changed) return explainNoChange(work.db, auth, id)
    if (decision.action === 'accept')
      await work.db
        .update(patients)
        .set({ centerId: changed.toCenterId, centerDoctorId: decision.doctorId, updatedAt: now })
        .where(eq(patients.id, changed.patientId))
    await work.db.insert(referralEvents).values({
      referralId: id,
      type: state,
      actorUserId: auth.userId,
      occurredAt: now,
      reasonCode: decision.action === 'accept' ? null : decision.reason,
      comment: decision.action === 'accept' ? null : decision.comment,
      details: decision.action === 'accept' ? { assignedDoctorId: decision.doctorId } : null,
    })
    await recordClinicalAccess(work.db, ctx.audit, auth, {
      action: `referrals.${state}`,
      targetType: 'referral',
      targetId: id,
      patientId: changed.patientId,
      details:
        decision.action === 'accept'
          ? { assignedDoctorId: decision.doctorId }
          : { reason: decision.reason },
    })
    const recipients =
      decision.action === 'cancel'
        ? await centerDoctorIds(work.db, changed.toCenterId)
        : [changed.fromDoctorId]
    await notifyOtherSide(s, work, state, { id, actorUserId: auth.userId }, recipients, {
      mail: true,
      ...(decision.action === 'accept'
        ? { visit: { at: decision.firstVisitAt, message: decision.message !== null } }
        : {}),
    })
    if (decision.action === 'accept' && decision.cancelOtherOpen)
      await cancelOtherOpenReferrals(s, ctx, work, auth, changed)
    return detailIn(work.db, auth, id)
  })
}

/**
 * Accept: the chosen doctor, or the caller (a centre doctor taking the patient); a first visit
 * in the past is refused on its field.
 */
export function acceptReferral(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: z.output<typeof acceptReferralInputSchema>,
) {
  const firstVisitAt = body.firstVisitAt ? new Date(body.firstVisitAt) : null
  if (firstVisitAt && firstVisitAt.getTime() < s.clock.now().getTime())
    throw new AppError(400, 'VALIDATION_FAILED', 'The first visit is in the past', [
      { path: 'firstVisitAt', message: 'referral.firstVisitPast' },
    ])
  return decide(s, ctx, auth, id, {
    action: 'accept',
    doctorId: body.doctorId ?? auth.userId,
    firstVisitAt,
    message: body.message?.trim() || null,
    cancelOtherOpen: body.cancelOtherOpen,
  })
}

export const denyReferral = (
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: z.output<typeof denyReferralInputSchema>,
) => decide(s, ctx, auth, id, { action: 'deny', ...body })

export const cancelReferral = (
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: z.output<typeof cancelReferralInputSchema>,
) => decide(s, ctx, auth, id, { action: 'cancel', ...body })
