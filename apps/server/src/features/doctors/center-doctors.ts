import { and, count, eq, like, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { formatPersonName, type RegionCode } from '@konzilium/contract/czech'
import type {
  CenterDoctor,
  CenterDoctorList,
  ListCenterDoctorsQuery,
  MovedCenterDoctor,
  moveCenterDoctorInputSchema,
  updateCenterDoctorInputSchema,
} from '@konzilium/contract/doctors'
import type { Database } from '../../db/client'
import { czechNameOrder, namePrefixMatch, substringPattern } from '../../db/czech-text'
import { centerDoctorProfiles, centers, patients, users } from '../../db/schema'
import { AppError, notFound } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import { scopeOf, type AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { callerCenterId } from '../patients'
import {
  iso,
  lastInvitationSentAt,
  order,
  repRegions,
  splitSort,
  statusCondition,
  statusOf,
  type Direction,
} from './shared'

/**
 * Centre doctors (spec section 7): list, read, edit, move to another centre. Every query carries
 * the caller's scope (policy.ts): admin all, a centre doctor the own centre, a rep the doctors of
 * centres in the rep's regions. Nothing here reads or returns patient data except the move, which
 * is admin-only and hands the moving doctor's patients over inside one audited transaction.
 */

type Action = 'center-doctors.read' | 'center-doctors.update' | 'center-doctors.move'

/** The centre doctors a caller reaches with an action, as a `where` condition. */
export function centerDoctorScope(auth: AuthContext, action: Action): SQL {
  const scope = scopeOf(auth, action)
  switch (scope) {
    case 'all':
      return sql`true`
    case 'center':
      return sql`${centerDoctorProfiles.centerId} = ${callerCenterId(auth)}`
    case 'regions':
      return sql`${centers.region} in ${repRegions(auth)}`
    case 'own':
    case 'self':
    case 'visible':
      // No other scope reaches these accounts.
      return sql`false`
  }
}

const columns = {
  id: users.id,
  email: users.email,
  degreesBefore: users.degreesBefore,
  firstName: users.firstName,
  lastName: users.lastName,
  degreesAfter: users.degreesAfter,
  phone: users.phone,
  createdAt: users.createdAt,
  activatedAt: users.activatedAt,
  lockedAt: users.lockedAt,
  lastInvitationSentAt,
  centerId: centers.id,
  centerName: centers.name,
  centerRegion: centers.region,
  acceptsPatients: centerDoctorProfiles.acceptsPatients,
}

type Row = {
  id: string
  email: string
  degreesBefore: string | null
  firstName: string
  lastName: string
  degreesAfter: string | null
  phone: string | null
  createdAt: Date
  activatedAt: Date | null
  lockedAt: Date | null
  lastInvitationSentAt: Date | string | null
  centerId: string
  centerName: string
  centerRegion: string
  acceptsPatients: boolean
}

function toCenterDoctor(row: Row): CenterDoctor {
  return {
    id: row.id,
    email: row.email,
    degreesBefore: row.degreesBefore,
    firstName: row.firstName,
    lastName: row.lastName,
    degreesAfter: row.degreesAfter,
    displayName: formatPersonName(row),
    phone: row.phone,
    status: statusOf(row),
    invitedAt: row.createdAt.toISOString(),
    lastInvitationSentAt: iso(row.lastInvitationSentAt),
    activatedAt: iso(row.activatedAt),
    centerId: row.centerId,
    centerName: row.centerName,
    centerRegion: row.centerRegion as RegionCode,
    acceptsPatients: row.acceptsPatients,
  }
}

const names = { sortKey: users.nameSortKey, lastName: users.lastName, firstName: users.firstName }
const sortColumns = {
  lastName: (dir: Direction) => czechNameOrder(dir, names),
  email: (dir: Direction) => [order(users.email, dir)],
  center: (dir: Direction) => [order(centers.nameSortKey, dir), ...czechNameOrder(dir, names)],
  invitedAt: (dir: Direction) => [order(users.createdAt, dir)],
} satisfies Record<string, (dir: Direction) => SQL[]>

function baseQuery(db: Database) {
  return db
    .select(columns)
    .from(users)
    .innerJoin(centerDoctorProfiles, eq(centerDoctorProfiles.userId, users.id))
    .innerJoin(centers, eq(centers.id, centerDoctorProfiles.centerId))
}

export async function listCenterDoctors(
  s: Services,
  auth: AuthContext,
  query: ListCenterDoctorsQuery,
): Promise<CenterDoctorList> {
  const conditions: (SQL | undefined)[] = [
    eq(users.role, 'center_doctor'),
    centerDoctorScope(auth, 'center-doctors.read'),
  ]
  if (query.q)
    conditions.push(
      or(
        like(users.email, substringPattern(query.q.toLowerCase())),
        namePrefixMatch(query.q, [users.lastNameSearch, users.firstNameSearch]),
      ),
    )
  if (query.centerId) conditions.push(eq(centerDoctorProfiles.centerId, query.centerId))
  if (query.region) conditions.push(eq(centers.region, query.region))
  if (query.status) conditions.push(statusCondition(query.status))
  const where = and(...conditions)
  const [field, dir] = splitSort<keyof typeof sortColumns>(query.sort)
  const rows = await baseQuery(s.db)
    .where(where)
    .orderBy(...sortColumns[field](dir), users.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await s.db
    .select({ n: count() })
    .from(users)
    .innerJoin(centerDoctorProfiles, eq(centerDoctorProfiles.userId, users.id))
    .innerJoin(centers, eq(centers.id, centerDoctorProfiles.centerId))
    .where(where)
  return {
    items: rows.map(toCenterDoctor),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

async function findInScope(
  db: Database,
  auth: AuthContext,
  action: Action,
  id: string,
): Promise<CenterDoctor> {
  const [row] = await baseQuery(db).where(
    and(eq(users.id, id), eq(users.role, 'center_doctor'), centerDoctorScope(auth, action)),
  )
  if (!row) throw notFound('Centre doctor')
  return toCenterDoctor(row)
}

export function getCenterDoctor(s: Services, auth: AuthContext, id: string) {
  return findInScope(s.db, auth, 'center-doctors.read', id)
}

export async function updateCenterDoctor(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: z.output<typeof updateCenterDoctorInputSchema>,
): Promise<CenterDoctor> {
  return transaction(s.db, async (work) => {
    const before = await findInScope(work.db, auth, 'center-doctors.update', id)
    await work.db
      .update(users)
      .set({
        degreesBefore: data.degreesBefore,
        firstName: data.firstName,
        lastName: data.lastName,
        degreesAfter: data.degreesAfter,
        phone: data.phone,
        updatedAt: s.clock.now(),
      })
      .where(eq(users.id, id))
    await work.db
      .update(centerDoctorProfiles)
      .set({ acceptsPatients: data.acceptsPatients })
      .where(eq(centerDoctorProfiles.userId, id))
    const changed = (
      [
        'degreesBefore',
        'firstName',
        'lastName',
        'degreesAfter',
        'phone',
        'acceptsPatients',
      ] as const
    ).filter((field) => data[field] !== before[field])
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'center-doctors.updated',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'user',
      targetId: id,
      details: { changed },
    })
    return findInScope(work.db, auth, 'center-doctors.update', id)
  })
}

const invalid = (path: string, key: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, message: key }])

/**
 * Moves a centre doctor to another centre (admin). The doctor's patients stay with the old centre:
 * handed to `patientsTakenOverBy` (a doctor of the old centre) or left without a doctor. The move
 * and each reassignment are audited in the same transaction.
 */
export async function moveCenterDoctor(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: z.output<typeof moveCenterDoctorInputSchema>,
): Promise<MovedCenterDoctor> {
  return transaction(s.db, async (work) => {
    const doctor = await findInScope(work.db, auth, 'center-doctors.move', id)
    const [target] = await work.db
      .select({ id: centers.id })
      .from(centers)
      .where(eq(centers.id, data.centerId))
    if (!target) throw invalid('centerId', 'doctors.unknownCenter', 'Unknown centre')
    if (target.id === doctor.centerId)
      throw invalid('centerId', 'doctors.sameCenter', 'The doctor already works at this centre')
    if (data.patientsTakenOverBy) {
      const [heir] = await work.db
        .select({ id: centerDoctorProfiles.userId })
        .from(centerDoctorProfiles)
        .where(
          and(
            eq(centerDoctorProfiles.userId, data.patientsTakenOverBy),
            eq(centerDoctorProfiles.centerId, doctor.centerId),
          ),
        )
      if (!heir || heir.id === id)
        throw invalid(
          'patientsTakenOverBy',
          'doctors.takeOverNotInOldCenter',
          'The patients can be taken over by a doctor of the previous centre only',
        )
    }
    await work.db
      .update(centerDoctorProfiles)
      .set({ centerId: target.id })
      .where(eq(centerDoctorProfiles.userId, id))
    const moved = await work.db
      .update(patients)
      .set({
        centerDoctorId: data.patientsTakenOverBy,
        centerId: sql`coalesce(${patients.centerId}, ${doctor.centerId}::uuid)`,
        updatedAt: s.clock.now(),
      })
      .where(eq(patients.centerDoctorId, id))
      .returning({ id: patients.id })
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'center-doctors.moved',
      outcome: 'success',
      actorUserId: auth.userId,
      actorRole: auth.role,
      targetType: 'user',
      targetId: id,
      details: {
        fromCenterId: doctor.centerId,
        toCenterId: target.id,
        patientsTakenOverBy: data.patientsTakenOverBy,
        patientsReassigned: moved.length,
      },
    })
    for (const patient of moved)
      await recordAuditEvent(work.db, ctx.audit, {
        action: 'patients.center-doctor-changed',
        outcome: 'success',
        actorUserId: auth.userId,
        actorRole: auth.role,
        targetType: 'patient',
        targetId: patient.id,
        patientId: patient.id,
        details: {
          reason: 'doctor-moved',
          fromDoctorId: id,
          toDoctorId: data.patientsTakenOverBy,
        },
      })
    return {
      doctor: await findInScope(work.db, auth, 'center-doctors.move', id),
      patientsReassigned: moved.length,
    }
  })
}
