import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
  type WithSubquery,
} from 'drizzle-orm'
import { calculateScore } from '@konzilium/scores'
import type { Urgency } from '@konzilium/contract/codes'
import type { ErrorIssue } from '@konzilium/contract/errors'
import {
  scoresForDiagnosis,
  type ListReferralsQuery,
  type ReferralDetail,
  type ReferralIndication,
  type ReferralList,
  type ReferralSort,
  type StoredScore,
  type acceptReferralInputSchema,
  type cancelReferralInputSchema,
  type createReferralInputSchema,
  type denyReferralInputSchema,
  type redirectReferralInputSchema,
} from '@konzilium/contract/referrals'
import type { z } from 'zod'
import { prefixMatch, searchPatterns } from '../../db/czech-text'
import {
  filledPage,
  listPage,
  pagePlaceholders,
  patternPlaceholders,
  preparedLists,
} from '../../db/prepared'
import type { Database } from '../../db/client'
import {
  centerDoctorProfiles,
  centers,
  patients,
  referralEvents,
  referralRequests,
  users,
} from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import {
  auditedPageStatements,
  clinicalAccessValues,
  recordClinicalAccess,
} from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction, type Work } from '../../platform/transaction'
import { callerCenterId, patientScope } from '../patients'
import { centerDoctorIds, noticeReferral } from './notices'
import { findReferral, referralDetail, selectReferralSummaries, toReferralSummary } from './read'
import { referralScope } from './scope'

/**
 * The referral use cases (DESIGN.md section 5, ADR 017). Every transition is one conditional
 * UPDATE (`state = 'pending'` and the caller's scope), so of concurrent decisions exactly one wins;
 * with it, in the same transaction: the event, the audit row, the notifications and e-mails.
 */
type Input<S extends z.ZodType> = z.output<S>

const actor = (auth: AuthContext) => ({ userId: auth.userId, role: auth.role })

const notPending = () =>
  new AppError(409, 'CONFLICT', 'The referral is no longer pending', [
    { path: '', message: 'referral.notPending' },
  ])

const centerNotVisible = (path: string) =>
  new AppError(422, 'UNPROCESSABLE_CONTENT', 'The centre cannot be chosen', [
    { path, message: 'referral.centerNotVisible' },
  ])

/** The scores recomputed from their inputs; a result a client sent is never read. */
export function recomputeScores(
  diagnosis: Input<typeof createReferralInputSchema>['diagnosis'],
  entries: Input<typeof createReferralInputSchema>['scores'],
): StoredScore[] {
  const allowed = scoresForDiagnosis(diagnosis)
  const issues: ErrorIssue[] = []
  const seen = new Set<string>()
  const stored: StoredScore[] = []
  entries.forEach((entry, index) => {
    if (!allowed.includes(entry.score)) {
      issues.push({ path: `scores.${index}.score`, message: 'referral.scoreNotForDiagnosis' })
      return
    }
    if (seen.has(entry.score)) {
      issues.push({ path: `scores.${index}.score`, message: 'referral.scoreDuplicate' })
      return
    }
    seen.add(entry.score)
    const outcome = calculateScore(entry.score, entry.input)
    if (!outcome.ok) {
      for (const issue of outcome.issues)
        issues.push({
          path: `scores.${index}.input${issue.path ? `.${issue.path}` : ''}`,
          message: issue.message,
        })
      return
    }
    const { value, display, band, version } = outcome.result
    stored.push({
      score: entry.score,
      input: entry.input,
      result: { value, display, band, version },
    })
  })
  if (issues.length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'Score input failed validation', issues)
  return stored
}

async function visibleCenter(db: Database, centerId: string) {
  const [center] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(and(eq(centers.id, centerId), eq(centers.visible, true)))
  return center ?? null
}

async function detailIn(db: Database, auth: AuthContext, id: string): Promise<ReferralDetail> {
  const found = await findReferral(db, auth, id)
  if (!found) throw notFound('Referral')
  return referralDetail(db, auth, found)
}

export async function createReferral(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  input: Input<typeof createReferralInputSchema>,
): Promise<ReferralDetail> {
  const scores = recomputeScores(input.diagnosis, input.scores)
  return transaction(s.db, async (work) => {
    const [patient] = await work.db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, input.patientId), patientScope(auth, 'referrals.create')))
    if (!patient) throw notFound('Patient')
    if (!(await visibleCenter(work.db, input.centerId))) throw centerNotVisible('centerId')
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
      redirectedFromId: null,
    })
    await recordClinicalAccess(work.db, ctx.audit, actor(auth), {
      action: 'referrals.created',
      targetType: 'referral',
      targetId: id,
      patientId: patient.id,
      details: { scores: scores.map((score) => score.result.version) },
    })
    return detailIn(work.db, auth, id)
  })
}

async function insertReferral(
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
    redirectedFromId: string | null
  },
): Promise<string> {
  const now = s.clock.now()
  const [row] = await work.db
    .insert(referralRequests)
    .values({
      ...values,
      indication: values.indication,
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
    details: values.redirectedFromId ? { redirectedFromId: values.redirectedFromId } : null,
  })
  await noticeReferral(
    s,
    work,
    'created',
    row.id,
    await centerDoctorIds(work.db, values.toCenterId),
    { mail: true },
  )
  return row.id
}

const urgencyRank = sql`case ${referralRequests.urgency} when 'urgent' then 3 when 'priority' then 2 else 1 end`

function orderBy(sort: ReferralSort): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc
  const key = sort.replace(/^-/, '')
  const column =
    key === 'urgency'
      ? urgencyRank
      : key === 'patient'
        ? patients.nameSortKey
        : key === 'state'
          ? referralRequests.state
          : referralRequests.createdAt
  return [direction(column), desc(referralRequests.createdAt), asc(referralRequests.id)]
}

/**
 * A referral list request as the shape of its statements (the caller's role, box, filters, search
 * words, sort) and the values they take, by placeholder name (db/prepared.ts).
 */
function referralListRequest(auth: AuthContext, query: ListReferralsQuery) {
  const patterns = query.q ? searchPatterns(query.q) : []
  const page = listPage({
    filters: {
      state: query.state,
      centerId: query.centerId,
      urgency: query.urgency,
      createdFrom: query.createdFrom,
      createdTo: query.createdTo,
    },
    patterns,
    page: query.page,
    pageSize: query.pageSize,
  })
  const shape = {
    role: auth.role,
    box: query.box,
    words: patterns.length,
    filters: page.filters,
    sort: query.sort,
  }
  return {
    shape,
    key: [shape.role, shape.box, shape.words, [...shape.filters], shape.sort].join('|'),
    values: { ...page.values, userId: auth.userId },
  }
}

type ListShape = ReturnType<typeof referralListRequest>['shape']

/** The statements of one list shape, with placeholders, prepared once (db/prepared.ts). */
function buildReferralList(db: Database, shape: ListShape) {
  const value = (name: string) => sql.placeholder(name)
  const has = (filter: string) => shape.filters.has(filter)
  const caller = { role: shape.role, userId: sql.placeholder('userId') }
  const where = and(
    referralScope(caller, 'referrals.read'),
    shape.box === 'inbox' ? eq(referralRequests.toCenterId, callerCenterId(caller)) : undefined,
    shape.box === 'outbox' ? eq(referralRequests.fromDoctorId, value('userId')) : undefined,
    has('state') ? eq(referralRequests.state, value('state')) : undefined,
    has('centerId') ? eq(referralRequests.toCenterId, value('centerId')) : undefined,
    has('urgency') ? eq(referralRequests.urgency, value('urgency')) : undefined,
    has('createdFrom')
      ? gte(referralRequests.createdAt, sql`${value('createdFrom')}::date`)
      : undefined,
    has('createdTo')
      ? lt(referralRequests.createdAt, sql`(${value('createdTo')}::date + 1)`)
      : undefined,
    prefixMatch(patternPlaceholders(shape.words), [
      patients.lastNameSearch,
      patients.firstNameSearch,
    ]),
  )
  // Only a search needs the patient's name; without one the count stays on the referrals' own
  // indexes (an index-only scan of the centre's or the doctor's referrals).
  const counted = (...ctes: WithSubquery[]) =>
    shape.words > 0
      ? db
          .with(...ctes)
          .select({ n: count() })
          .from(referralRequests)
          .innerJoin(patients, eq(patients.id, referralRequests.patientId))
          .where(where)
      : db
          .with(...ctes)
          .select({ n: count() })
          .from(referralRequests)
          .where(where)
  return auditedPageStatements(
    db,
    selectReferralSummaries(db)
      .where(where)
      .orderBy(...orderBy(shape.sort))
      .limit(pagePlaceholders.limit)
      .offset(pagePlaceholders.offset),
    counted,
    { action: 'referrals.listed', targetType: 'referral-list' },
  )
}

const referralLists = preparedLists(buildReferralList)

/**
 * The SQL of a referral list page (rows, total) as the app runs it for this caller and query: the
 * benchmark runs exactly these through a bare server (bench/clinical-lists.mjs).
 */
export function referralListQueries(db: Database, auth: AuthContext, query: ListReferralsQuery) {
  const { statements, values } = referralLists(db, referralListRequest(auth, query))
  return filledPage(statements, values)
}

export async function listReferrals(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  query: ListReferralsQuery,
): Promise<ReferralList> {
  const { statements, values } = referralLists(s.db, referralListRequest(auth, query))
  const rows = await statements.rows.execute(values)
  // The count writes the audit row in the same statement, as the patient list does.
  const [total] = await statements.auditedTotal.execute({
    ...values,
    ...clinicalAccessValues(ctx.audit, actor(auth), {
      count: rows.length,
      box: query.box ?? null,
    }),
  })
  return {
    items: rows.map((row) => toReferralSummary(row, auth.role)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

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
        await noticeReferral(s, work, 'seen', id, [found.referral.fromDoctorId], { mail: false })
      }
    }
    await recordClinicalAccess(work.db, ctx.audit, actor(auth), {
      action: 'referrals.read',
      targetType: 'referral',
      targetId: id,
      patientId: found.patient.id,
    })
    return detailIn(work.db, auth, id)
  })
}

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
  | { action: 'accept'; doctorId: string }
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
          ? { assignedDoctorId: decision.doctorId }
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
    await recordClinicalAccess(work.db, ctx.audit, actor(auth), {
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
    await noticeReferral(s, work, state, id, recipients, { mail: true })
    return detailIn(work.db, auth, id)
  })
}

export const acceptReferral = (
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: Input<typeof acceptReferralInputSchema>,
) => decide(s, ctx, auth, id, { action: 'accept', doctorId: body.doctorId })

export const denyReferral = (
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: Input<typeof denyReferralInputSchema>,
) => decide(s, ctx, auth, id, { action: 'deny', ...body })

export const cancelReferral = (
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: Input<typeof cancelReferralInputSchema>,
) => decide(s, ctx, auth, id, { action: 'cancel', ...body })

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
  body: Input<typeof redirectReferralInputSchema>,
): Promise<ReferralDetail> {
  return transaction(s.db, async (work) => {
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
    if (old.state !== 'denied' || next)
      throw new AppError(409, 'CONFLICT', 'Only a denied referral can be redirected, once', [
        { path: '', message: 'referral.notDenied' },
      ])
    if (body.centerId === old.toCenterId)
      throw new AppError(422, 'UNPROCESSABLE_CONTENT', 'Choose another centre', [
        { path: 'centerId', message: 'referral.sameCenter' },
      ])
    if (!(await visibleCenter(work.db, body.centerId))) throw centerNotVisible('centerId')
    const newId = await insertReferral(s, work, auth, {
      patientId: old.patientId,
      toCenterId: body.centerId,
      diagnosis: old.diagnosis,
      urgency: old.urgency,
      indication: old.indication as unknown as ReferralIndication,
      note: body.note === undefined ? old.note : body.note,
      redirectedFromId: old.id,
    })
    await work.db.insert(referralEvents).values({
      referralId: old.id,
      type: 'redirected',
      actorUserId: auth.userId,
      occurredAt: s.clock.now(),
      details: { referralId: newId },
    })
    await noticeReferral(
      s,
      work,
      'redirected',
      old.id,
      await centerDoctorIds(work.db, old.toCenterId),
      { mail: false },
    )
    await recordClinicalAccess(work.db, ctx.audit, actor(auth), {
      action: 'referrals.redirected',
      targetType: 'referral',
      targetId: newId,
      patientId: old.patientId,
      details: { redirectedFromId: old.id },
    })
    return detailIn(work.db, auth, newId)
  })
}
