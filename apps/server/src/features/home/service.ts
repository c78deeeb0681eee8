import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { formatPersonName, formatPersonNameLastFirst } from '@konzilium/contract/czech'
import {
  HOME_LIST_SIZE,
  type Home,
  type HomeAccount,
  type HomePatient,
  type HomeReferralSection,
} from '@konzilium/contract/home'
import type { Database } from '../../db/client'
import {
  centers,
  patients,
  peripheralDoctorProfiles,
  referralRequests,
  urgencyRank,
  users,
} from '../../db/schema'
import { recordClinicalAccess } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { lastInvitationSentAt, peripheralDoctorScope, statusOf } from '../doctors'
import { callerCenterId } from '../../platform/auth/caller-center'
import { patientScope } from '../patients'
import {
  redirectedSql,
  referralScope,
  selectReferralSummaries,
  toReferralSummary,
} from '../referrals'
import { personNameColumns, personRefOf } from '../../db/person-name'

/**
 * The signed-in home: per role the few rows that matter now. Every list reads under the scope of
 * the feature that owns its rows (patientScope, referralScope, peripheralDoctorScope), in SQL, with
 * a small fixed limit; the clinical rows are audited like a list endpoint, in the same transaction.
 * A representative's home reads doctors only.
 */

const iso = (date: Date | string | null) =>
  date === null ? null : (date instanceof Date ? date : new Date(date)).toISOString()

async function referralSection(
  db: Database,
  auth: AuthContext,
  condition: SQL | undefined,
  order: SQL[],
): Promise<HomeReferralSection> {
  const where = and(referralScope(auth, 'referrals.read'), condition)
  const rows = await selectReferralSummaries(db)
    .where(where)
    .orderBy(...order, asc(referralRequests.id))
    .limit(HOME_LIST_SIZE)
  const [total] = await db.select({ n: count() }).from(referralRequests).where(where)
  return {
    items: rows.map((row) => toReferralSummary(row, auth.role)),
    total: total?.n ?? 0,
  }
}

/** The caller's patients with the latest activity: a change of the record or of a referral. */
async function recentPatients(db: Database, auth: AuthContext): Promise<HomePatient[]> {
  const lastActivity = sql<
    Date | string
  >`greatest(${patients.updatedAt}, (select max(${referralRequests.updatedAt}) from ${referralRequests} where ${referralRequests.patientId} = ${patients.id} and ${referralScope(auth, 'referrals.read')}))`
  const rows = await db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      diagnoses: patients.diagnoses,
      centerId: centers.id,
      centerName: centers.name,
      lastActivity,
    })
    .from(patients)
    .leftJoin(centers, eq(centers.id, patients.centerId))
    .where(patientScope(auth, 'patients.read'))
    .orderBy(desc(lastActivity), asc(patients.id))
    .limit(HOME_LIST_SIZE)
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    diagnoses: row.diagnoses,
    center: row.centerId && row.centerName ? { id: row.centerId, name: row.centerName } : null,
    lastActivityAt: iso(row.lastActivity) ?? '',
  }))
}

async function accounts(db: Database, condition: SQL, order: SQL): Promise<HomeAccount[]> {
  const rows = await db
    .select()
    .from(users)
    .where(condition)
    .orderBy(order, asc(users.id))
    .limit(HOME_LIST_SIZE)
  return rows.map((row) => ({
    id: row.id,
    displayName: formatPersonName(row),
    listName: formatPersonNameLastFirst(row),
    email: row.email,
    role: row.role,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    lockedAt: iso(row.lockedAt),
  }))
}

/** The distinct ids of the patients some rows show. */
const distinctIds = (ids: string[]) => [...new Set(ids)]

/**
 * The home's audit rows, one per clinical list, each naming the patients it showed (a referral
 * list: the referrals' patients), in the transaction that read them.
 */
async function auditLists(
  db: Database,
  ctx: RequestContext,
  auth: AuthContext,
  shown: { referrals: HomeReferralSection[]; patients: HomePatient[] },
) {
  const actor = { userId: auth.userId, role: auth.role }
  const referrals = shown.referrals.flatMap((section) => section.items)
  await recordClinicalAccess(db, ctx.audit, actor, {
    action: 'home.referrals-listed',
    targetType: 'referral-list',
    patientIds: distinctIds(referrals.map((referral) => referral.patient.id)),
    details: { count: referrals.length },
  })
  if (auth.role !== 'admin')
    await recordClinicalAccess(db, ctx.audit, actor, {
      action: 'home.patients-listed',
      targetType: 'patient-list',
      patientIds: distinctIds(shown.patients.map((patient) => patient.id)),
      details: { count: shown.patients.length },
    })
}

const pending = eq(referralRequests.state, 'pending')

export async function getHome(s: Services, ctx: RequestContext, auth: AuthContext): Promise<Home> {
  switch (auth.role) {
    case 'rep':
      return { role: 'rep', doctors: await repDoctors(s.db, auth) }
    case 'center_doctor':
      return transaction(s.db, async ({ db }) => {
        const ownCenter = eq(referralRequests.toCenterId, callerCenterId(auth))
        const newReferrals = await referralSection(
          db,
          auth,
          and(ownCenter, pending, isNull(referralRequests.seenAt)),
          [desc(urgencyRank), desc(referralRequests.createdAt)],
        )
        const seenReferrals = await referralSection(
          db,
          auth,
          and(ownCenter, pending, isNotNull(referralRequests.seenAt)),
          [asc(referralRequests.createdAt)],
        )
        const list = await recentPatients(db, auth)
        await auditLists(db, ctx, auth, {
          referrals: [newReferrals, seenReferrals],
          patients: list,
        })
        return { role: 'center_doctor', newReferrals, seenReferrals, patients: list }
      })
    case 'peripheral_doctor':
      return transaction(s.db, async ({ db }) => {
        const openReferrals = await referralSection(
          db,
          auth,
          // Open, or denied and still the referrer's move (neither followed up nor closed).
          or(
            pending,
            and(
              eq(referralRequests.state, 'denied'),
              sql`not ${redirectedSql}`,
              isNull(referralRequests.closedAt),
            ),
          ),
          [desc(referralRequests.updatedAt)],
        )
        const list = await recentPatients(db, auth)
        await auditLists(db, ctx, auth, { referrals: [openReferrals], patients: list })
        return { role: 'peripheral_doctor', openReferrals, patients: list }
      })
    case 'admin':
      return transaction(s.db, async ({ db }) => {
        const pendingReferrals = await referralSection(db, auth, pending, [
          asc(referralRequests.createdAt),
        ])
        await auditLists(db, ctx, auth, { referrals: [pendingReferrals], patients: [] })
        return {
          role: 'admin',
          registrations: await accounts(
            db,
            eq(users.origin, 'public_registration'),
            desc(users.createdAt),
          ),
          pendingReferrals,
          lockedUsers: await accounts(db, isNotNull(users.lockedAt), desc(users.lockedAt)),
        }
      })
    case 'patient':
      return transaction(s.db, async ({ db }) => ({
        role: 'patient',
        record: await ownRecord(db, ctx, auth),
      }))
  }
}

/** Doctors of the rep's regions, invited ones (still to activate) first. */
async function repDoctors(db: Database, auth: AuthContext) {
  const where = and(
    eq(users.role, 'peripheral_doctor'),
    peripheralDoctorScope(auth, 'peripheral-doctors.read'),
  )
  const rows = await db
    .select({
      id: users.id,
      ...personNameColumns(users),
      createdAt: users.createdAt,
      activatedAt: users.activatedAt,
      lockedAt: users.lockedAt,
      lastInvitationSentAt,
      practiceName: peripheralDoctorProfiles.practiceName,
      region: peripheralDoctorProfiles.region,
    })
    .from(users)
    .innerJoin(peripheralDoctorProfiles, eq(peripheralDoctorProfiles.userId, users.id))
    .where(where)
    .orderBy(sql`${users.activatedAt} is not null`, desc(users.createdAt), asc(users.id))
    .limit(HOME_LIST_SIZE)
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(peripheralDoctorProfiles, eq(peripheralDoctorProfiles.userId, users.id))
    .where(where)
  return {
    items: rows.map((row) => ({
      id: row.id,
      displayName: formatPersonName(row),
      listName: formatPersonNameLastFirst(row),
      practiceName: row.practiceName,
      region: row.region,
      status: statusOf(row),
      invitedAt: row.createdAt.toISOString(),
      lastInvitationSentAt: iso(row.lastInvitationSentAt),
    })),
    total: total?.n ?? 0,
  }
}

const centerDoctor = alias(users, 'home_center_doctor')
const referringDoctor = alias(users, 'home_referring_doctor')

/** The patient's own record (read-only), audited as a read of that record. */
async function ownRecord(db: Database, ctx: RequestContext, auth: AuthContext) {
  const [row] = await db
    .select({
      patient: patients,
      centerName: centers.name,
      centerDoctor: {
        id: centerDoctor.id,
        ...personNameColumns(centerDoctor),
      },
      referringDoctor: {
        id: referringDoctor.id,
        ...personNameColumns(referringDoctor),
      },
    })
    .from(patients)
    .leftJoin(centers, eq(centers.id, patients.centerId))
    .leftJoin(centerDoctor, eq(centerDoctor.id, patients.centerDoctorId))
    .leftJoin(referringDoctor, eq(referringDoctor.id, patients.referringDoctorId))
    .where(patientScope(auth, 'patients.read'))
    .orderBy(asc(patients.createdAt))
    .limit(1)
  if (!row) return null
  const p = row.patient
  await recordClinicalAccess(
    db,
    ctx.audit,
    { userId: auth.userId, role: auth.role },
    { action: 'home.patient-read', targetType: 'patient', targetId: p.id, patientId: p.id },
  )
  const person = (ref: typeof row.centerDoctor) => (ref?.id ? personRefOf(ref.id, ref) : null)
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    birthDate: p.birthDate,
    insurer: p.insurer,
    diagnoses: p.diagnoses,
    center: p.centerId && row.centerName ? { id: p.centerId, name: row.centerName } : null,
    centerDoctor: person(row.centerDoctor),
    referringDoctor: person(row.referringDoctor),
    updatedAt: p.updatedAt.toISOString(),
  }
}
