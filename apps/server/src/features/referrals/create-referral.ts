import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Urgency } from '@konzilium/contract/codes'
import type {
  ReferralDetail,
  ReferralIndication,
  createReferralInputSchema,
  redirectReferralInputSchema,
} from '@konzilium/contract/referrals'
import type { Database } from '../../db/client'
import { centers, patients, referralEvents, referralRequests } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction, type Work } from '../../platform/transaction'
import { patientScope } from '../patients'
import { notifyOtherSide } from './notify-other-side'
import { centerDoctorIds, detailIn } from './repo'
import { recomputeScores } from './recompute-scores'
import { referralScope } from './scope'

/**
 * A new pending referral (ADR 017): sent for a patient, or redirected from a denied referral to
 * another centre. Either way one insert with its `created` event and the notice to the centre, in
 * the transaction that writes the audit row.
 */

const centerNotVisible = (path: string) =>
  new AppError(422, 'UNPROCESSABLE_CONTENT', 'The centre cannot be chosen', [
    { path, message: 'referral.centerNotVisible' },
  ])

/**
 * A centre a referral may be sent to: visible, and with an active doctor to read it (a centre
 * without one is refused on the field: nobody would ever decide the referral).
 */
export async function checkTargetCenter(db: Database, centerId: string): Promise<void> {
  const [center] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(and(eq(centers.id, centerId), eq(centers.visible, true)))
  if (!center) throw centerNotVisible('centerId')
  if ((await centerDoctorIds(db, centerId)).length === 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'The centre has no active doctor', [
      { path: 'centerId', message: 'referral.centerWithoutDoctor' },
    ])
}

export async function createReferral(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: z.output<typeof createReferralInputSchema>,
): Promise<ReferralDetail> {
  const scores = recomputeScores(input.diagnosis, input.scores)
  return transaction(s.db, async (work) => {
    const [patient] = await work.db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, input.patientId), patientScope(auth, 'referrals.create')))
    if (!patient) throw notFound('Patient')
    await checkTargetCenter(work.db, input.centerId)
    const indication: ReferralIndication = {
      scores,
      previousTreatments: input.previousTreatments,
      currentTreatments: input.currentTreatments,
    }
    const id = await insertReferral(s, work, auth, {
      patientId: patient.id,
      toCenterId: input.centerId,
      diagnosis: input.diagnosis,
      urgency: input.urgency,
      indication,
      note: input.note,
      followsFrom: null,
    })
    await recordClinicalAccess(work.db, ctx.audit, auth, {
      action: 'referrals.created',
      targetType: 'referral',
      targetId: id,
      patientId: patient.id,
      details: { scores: scores.map((score) => score.result.version) },
    })
    return detailIn(work.db, auth, id)
  })
}

/** A new pending referral with its `created` event and the notice to the centre's doctors. */
export async function insertReferral(
  s: Services,
  work: Work,
  auth: AuthContext,
  values: {
    patientId: string
    toCenterId: string
    diagnosis: string
    urgency: Urgency
    indication: ReferralIndication
    note: string | null
    /** The denied referral this one follows, redirected or sent again (resubmitted). */
    followsFrom: { id: string; kind: 'redirected' | 'resubmitted' } | null
  },
): Promise<string> {
  const now = s.clock.now()
  const { followsFrom, ...columns } = values
  const [row] = await work.db
    .insert(referralRequests)
    .values({
      ...columns,
      redirectedFromId: followsFrom?.id ?? null,
      fromDoctorId: auth.userId,
      state: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: referralRequests.id })
  if (!row) throw new Error('referral not inserted')
  await work.db.insert(referralEvents).values({
    referralId: row.id,
    type: 'created',
    actorUserId: auth.userId,
    occurredAt: now,
    details: followsFrom
      ? followsFrom.kind === 'redirected'
        ? { redirectedFromId: followsFrom.id }
        : { resubmittedFromId: followsFrom.id }
      : null,
  })
  await notifyOtherSide(
    s,
    work,
    'created',
    { id: row.id, actorUserId: auth.userId },
    await centerDoctorIds(work.db, values.toCenterId),
    { mail: true },
  )
  return row.id
}

/**
 * The caller's own referral that a new one would follow up (a redirect or a resubmission), locked
 * for the transaction, and whether one already follows it: a referral is followed up once.
 */
export async function lockedForFollowUp(work: Work, auth: AuthContext, id: string) {
  const [old] = await work.db
    .select()
    .from(referralRequests)
    .where(and(eq(referralRequests.id, id), referralScope(auth, 'referrals.create')))
    .for('update')
  if (!old) throw notFound('Referral')
  const [next] = await work.db
    .select({ id: referralRequests.id })
    .from(referralRequests)
    .where(eq(referralRequests.redirectedFromId, id))
  return { old, followedUp: next !== undefined }
}

/**
 * A denied referral sent again to another centre: a new pending referral prefilled from the old
 * one, linked by `redirected_from_id`; the old one gets a `redirected` event. The old row is
 * locked, so two concurrent redirects cannot both pass the "not redirected yet" check.
 */
export async function redirectReferral(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: z.output<typeof redirectReferralInputSchema>,
): Promise<ReferralDetail> {
  return transaction(s.db, async (work) => {
    const { old, followedUp } = await lockedForFollowUp(work, auth, id)
    if (old.state !== 'denied' || followedUp || old.closedAt)
      throw new AppError(409, 'CONFLICT', 'Only a denied referral can be redirected, once', [
        { path: '', message: 'referral.notDenied' },
      ])
    if (body.centerId === old.toCenterId)
      throw new AppError(422, 'UNPROCESSABLE_CONTENT', 'Choose another centre', [
        { path: 'centerId', message: 'referral.sameCenter' },
      ])
    await checkTargetCenter(work.db, body.centerId)
    const newId = await insertReferral(s, work, auth, {
      patientId: old.patientId,
      toCenterId: body.centerId,
      diagnosis: old.diagnosis,
      urgency: old.urgency,
      indication: old.indication as unknown as ReferralIndication,
      note: body.note === undefined ? old.note : body.note,
      followsFrom: { id: old.id, kind: 'redirected' },
    })
    await work.db.insert(referralEvents).values({
      referralId: old.id,
      type: 'redirected',
      actorUserId: auth.userId,
      occurredAt: s.clock.now(),
      details: { referralId: newId },
    })
    await notifyOtherSide(
      s,
      work,
      'redirected',
      { id: old.id, actorUserId: auth.userId },
      await centerDoctorIds(work.db, old.toCenterId),
      { mail: false },
    )
    await recordClinicalAccess(work.db, ctx.audit, auth, {
      action: 'referrals.redirected',
      targetType: 'referral',
      targetId: newId,
      patientId: old.patientId,
      details: { redirectedFromId: old.id },
    })
    return detailIn(work.db, auth, newId)
  })
}
