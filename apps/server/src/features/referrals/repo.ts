import {
  and,
  asc,
  desc,
  eq,
  ne,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
  type WithSubquery,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  allowedReferralActions,
  indicationFamilyOf,
  referralNextMove,
  type ReferralDetail,
  type OtherReferral,
  type ReferralIndication,
  type ReferralPatientRecord,
  type ReferralSummary,
} from '@konzilium/contract/referrals'
import { referralVerdicts } from '@konzilium/contract/referrals/indication'
import type { DiagnosisCode } from '@konzilium/contract/codes'
import type { Database } from '../../db/client'
import {
  centerDoctorProfiles,
  centers,
  patients,
  peripheralDoctorProfiles,
  referralEvents,
  referralRequests,
  users,
} from '../../db/schema'
import { notFound } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import type { Role } from '@konzilium/contract/session'
import type { Work } from '../../platform/transaction'
import { followedBySql, referralScope } from './scope'
import { personNameColumns, personRefOf } from '../../db/person-name'
import { patientScope } from '../patients'

/**
 * Queries shared by the referral use cases: one referral as the caller may see it, referrals as
 * lists show them, and the doctors of a centre a referral is sent to.
 */
export const fromDoctor = alias(users, 'from_doctor')

const centerColumns = {
  id: centers.id,
  name: centers.name,
  city: centers.city,
  specialty: centers.specialty,
}
const fromDoctorColumns = {
  id: fromDoctor.id,
  ...personNameColumns(fromDoctor),
}

const personOf = personRefOf

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/**
 * Referrals as lists show them (the list, the home tables): the referral's own summary columns,
 * the patient's name, the centre, the referrer, and whether it was redirected. The caller adds
 * `where`, order and paging; `toReferralSummary` turns a row into the contract's summary. A list
 * declares its `with` queries here and its `total` on every row (`auditedPageStatements`).
 */
export function selectReferralSummaries(
  db: Database,
  ctes: WithSubquery[] = [],
  total: SQL<number | null> = sql<null>`null`,
) {
  return db
    .with(...ctes)
    .select({
      total,
      referral: {
        id: referralRequests.id,
        state: referralRequests.state,
        seenAt: referralRequests.seenAt,
        diagnosis: referralRequests.diagnosis,
        urgency: referralRequests.urgency,
        createdAt: referralRequests.createdAt,
        decidedAt: referralRequests.decidedAt,
        closedAt: referralRequests.closedAt,
        reasonCode: referralRequests.reasonCode,
      },
      patient: { id: patients.id, firstName: patients.firstName, lastName: patients.lastName },
      center: centerColumns,
      fromDoctor: fromDoctorColumns,
      followedBy: followedBySql,
    })
    .from(referralRequests)
    .innerJoin(patients, eq(patients.id, referralRequests.patientId))
    .innerJoin(centers, eq(centers.id, referralRequests.toCenterId))
    .innerJoin(fromDoctor, eq(fromDoctor.id, referralRequests.fromDoctorId))
}

type SummaryRow = Awaited<ReturnType<typeof selectReferralSummaries>>[number]

/** A row of `selectReferralSummaries` as the contract's summary, with the caller's actions. */
export function toReferralSummary(row: SummaryRow, role: Role): ReferralSummary {
  const { state, reasonCode } = row.referral
  const facts = {
    state,
    redirected: row.followedBy !== null,
    closed: row.referral.closedAt !== null,
    reasonCode,
  }
  return {
    id: row.referral.id,
    state,
    closedAt: iso(row.referral.closedAt),
    seenAt: iso(row.referral.seenAt),
    diagnosis: row.referral.diagnosis,
    urgency: row.referral.urgency,
    createdAt: row.referral.createdAt.toISOString(),
    decidedAt: iso(row.referral.decidedAt),
    patient: row.patient,
    center: row.center,
    fromDoctor: personOf(row.fromDoctor.id, row.fromDoctor),
    followedBy: row.followedBy,
    nextMove: referralNextMove(facts),
    allowedActions: allowedReferralActions(role, facts),
  }
}

/** The referral row with its patient, centre and referrer, if the caller's read scope reaches it. */
export async function findReferral(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  id: string,
) {
  const [row] = await db
    .select({
      referral: referralRequests,
      patient: {
        id: patients.id,
        firstName: patients.firstName,
        lastName: patients.lastName,
        birthDate: patients.birthDate,
        sex: patients.sex,
      },
      center: centerColumns,
      fromDoctor: fromDoctorColumns,
      fromContact: {
        workplace: peripheralDoctorProfiles.practiceName,
        phone: fromDoctor.phone,
        email: fromDoctor.email,
      },
    })
    .from(referralRequests)
    .innerJoin(patients, eq(patients.id, referralRequests.patientId))
    .innerJoin(centers, eq(centers.id, referralRequests.toCenterId))
    .innerJoin(fromDoctor, eq(fromDoctor.id, referralRequests.fromDoctorId))
    .leftJoin(peripheralDoctorProfiles, eq(peripheralDoctorProfiles.userId, fromDoctor.id))
    .where(and(eq(referralRequests.id, id), referralScope(auth, 'referrals.read')))
  return row ?? null
}
export type FoundReferral = NonNullable<Awaited<ReturnType<typeof findReferral>>>

/** Active doctors of a centre who take new patients (the accept dialog's picker). */
export async function assignableDoctors(db: Database, centerId: string) {
  const rows = await db
    .select({
      id: users.id,
      ...personNameColumns(users),
    })
    .from(centerDoctorProfiles)
    .innerJoin(users, eq(users.id, centerDoctorProfiles.userId))
    .where(
      and(
        eq(centerDoctorProfiles.centerId, centerId),
        eq(centerDoctorProfiles.acceptsPatients, true),
        isNotNull(users.activatedAt),
        isNull(users.lockedAt),
      ),
    )
    .orderBy(asc(users.nameSortKey))
  return rows.map((row) => personOf(row.id, row))
}

/**
 * Events of the same instant in the order of the life cycle (created, seen, decided, followed up
 * by a redirect or a resubmission, closed).
 */
const lifecycleRank = sql`case ${referralEvents.type} when 'created' then 0 when 'seen' then 1 when 'redirected' then 3 when 'resubmitted' then 3 when 'closed' then 4 else 2 end`

/** The full answer of one referral: history, names, allowed actions of the caller now. */
export async function referralDetail(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  found: FoundReferral,
): Promise<ReferralDetail> {
  const r = found.referral
  const events = await db
    .select()
    .from(referralEvents)
    .where(eq(referralEvents.referralId, r.id))
    .orderBy(asc(referralEvents.occurredAt), asc(lifecycleRank), asc(referralEvents.id))
  const [next] = await db
    .select({ id: referralRequests.id, centerId: referralRequests.toCenterId })
    .from(referralRequests)
    .where(eq(referralRequests.redirectedFromId, r.id))
    .limit(1)
  const peopleIds = [
    ...new Set(
      [
        r.seenByUserId,
        r.decidedByUserId,
        r.assignedDoctorId,
        r.closedByUserId,
        ...events.map((event) => event.actorUserId),
      ].filter((value): value is string => value !== null),
    ),
  ]
  const people =
    peopleIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            ...personNameColumns(users),
          })
          .from(users)
          .where(inArray(users.id, peopleIds))
  const person = (id: string | null) => {
    const row = id ? people.find((p) => p.id === id) : undefined
    return row ? personOf(row.id, row) : null
  }
  const state = r.state
  const facts = {
    state,
    redirected: next !== undefined,
    closed: r.closedAt !== null,
    reasonCode: r.reasonCode,
  }
  const allowedActions = allowedReferralActions(auth.role, facts)
  const stored = r.indication as unknown as ReferralIndication
  const indication = {
    ...stored,
    verdicts: referralVerdicts(
      indicationFamilyOf(r.diagnosis as DiagnosisCode),
      stored.scores.map((s) => ({ score: s.score, display: s.result.display })),
      stored.previousTreatments,
    ),
  }
  return {
    id: r.id,
    state,
    closedAt: iso(r.closedAt),
    seenAt: iso(r.seenAt),
    diagnosis: r.diagnosis,
    urgency: r.urgency,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    patient: found.patient,
    center: found.center,
    fromDoctor: personOf(found.fromDoctor.id, found.fromDoctor),
    followedBy: next ? (next.centerId === r.toCenterId ? 'resubmit' : 'redirect') : null,
    nextMove: referralNextMove(facts),
    allowedActions,
    note: r.note,
    indication,
    seenBy: person(r.seenByUserId),
    decidedBy: person(r.decidedByUserId),
    assignedDoctor: person(r.assignedDoctorId),
    reasonCode: r.reasonCode,
    comment: r.comment,
    redirectedFromId: r.redirectedFromId,
    redirectedToId: next?.id ?? null,
    closedBy: person(r.closedByUserId),
    firstVisitAt: iso(r.firstVisitAt),
    acceptMessage: r.acceptMessage,
    patientRecord: await patientRecordOf(db, auth, found.patient.id),
    fromContact: found.fromContact,
    otherReferrals: await otherReferralsOf(db, r.patientId, r.id),
    events: events.map((event) => ({
      id: event.id,
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      actor: person(event.actorUserId),
      reasonCode: event.reasonCode,
      comment: event.comment,
      details: event.details,
    })),
    assignableDoctors: allowedActions.includes('accept')
      ? await assignableDoctors(db, r.toCenterId)
      : [],
  }
}

/**
 * What the patient record holds for a decision, when the caller reaches the record now (the
 * record's own scope: a centre keeps it while the referral is open or accepted).
 */
async function patientRecordOf(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  patientId: string,
): Promise<ReferralPatientRecord | null> {
  const [row] = await db
    .select({
      birthNumber: patients.birthNumber,
      insurer: patients.insurer,
      phone: patients.phone,
      email: patients.email,
      street: patients.street,
      city: patients.city,
      postalCode: patients.postalCode,
      diagnoses: patients.diagnoses,
    })
    .from(patients)
    .where(and(eq(patients.id, patientId), patientScope(auth, 'patients.read')))
  return row ?? null
}

/**
 * The patient's other referrals, newest first, with their outcomes: a centre deciding sees where
 * else the patient was sent and how it ended; the open ones are the parallel referrals.
 */
export async function otherReferralsOf(
  db: Database,
  patientId: string,
  exceptId: string | null,
): Promise<OtherReferral[]> {
  const rows = await db
    .select({
      id: referralRequests.id,
      state: referralRequests.state,
      diagnosis: referralRequests.diagnosis,
      center: centerColumns,
      createdAt: referralRequests.createdAt,
      decidedAt: referralRequests.decidedAt,
      reasonCode: referralRequests.reasonCode,
      closedAt: referralRequests.closedAt,
    })
    .from(referralRequests)
    .innerJoin(centers, eq(centers.id, referralRequests.toCenterId))
    .where(
      and(
        eq(referralRequests.patientId, patientId),
        exceptId ? ne(referralRequests.id, exceptId) : undefined,
      ),
    )
    .orderBy(desc(referralRequests.createdAt), asc(referralRequests.id))
    .limit(50)
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    closedAt: iso(row.closedAt),
  }))
}

/** One referral's full answer as the caller may see it; outside its read scope, 404. */
export async function detailIn(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  id: string,
): Promise<ReferralDetail> {
  const found = await findReferral(db, auth, id)
  if (!found) throw notFound('Referral')
  return referralDetail(db, auth, found)
}

/** Active doctors of a centre (the recipients of a new or cancelled referral). */
export async function centerDoctorIds(db: Work['db'], centerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(centerDoctorProfiles)
    .innerJoin(users, eq(users.id, centerDoctorProfiles.userId))
    .where(
      and(
        eq(centerDoctorProfiles.centerId, centerId),
        isNotNull(users.activatedAt),
        isNull(users.lockedAt),
      ),
    )
  return rows.map((row) => row.id)
}
