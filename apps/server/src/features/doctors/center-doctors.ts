import { and, eq, like, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { RegionCode } from '@konzilium/contract/czech'
import type {
  CenterDoctor,
  CenterDoctorList,
  CenterDoctorSort,
  ListCenterDoctorsQuery,
  MovedCenterDoctor,
  moveCenterDoctorInputSchema,
  updateCenterDoctorInputSchema,
} from '@konzilium/contract/doctors'
import type { Database } from '../../db/client'
import { substringPattern } from '../../db/czech-text'
import { centerDoctorProfiles, centers, patients, users } from '../../db/schema'
import { AppError } from '../../platform/app-error'
import { recordAuditEvent } from '../../platform/audit'
import { scopeOf, type AuthContext, type Caller } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { callerCenterId } from '../../platform/auth/caller-center'
import {
  byName,
  findPerson,
  listPeople,
  nameMatches,
  order,
  peopleQueries,
  personColumns,
  repRegions,
  statusCondition,
  toPerson,
  updatePerson,
  type People,
} from './repo'

/**
 * Centre doctors: list, read, edit, move to another centre. Every query carries the caller's scope
 * (policy.ts): admin all, a centre doctor the own centre, a rep the doctors of centres in the rep's
 * regions. Nothing here reads or returns patient data except the move, which is admin-only and
 * hands the moving doctor's patients over inside one audited transaction.
 */

type Action = 'center-doctors.read' | 'center-doctors.update' | 'center-doctors.move'

/** The centre doctors a caller reaches with an action, as a `where` condition. */
export function centerDoctorScope(auth: Caller, action: Action): SQL {
  const scope = scopeOf(auth, action)
  switch (scope) {
    case 'all':
      return sql`true`
    case 'center':
      return sql`${centerDoctorProfiles.centerId} = ${callerCenterId(auth)}`
    case 'regions':
      return sql`${centers.region} in ${repRegions(auth)}`
    case 'treating':
    case 'own':
    case 'self':
    case 'visible':
      // No other scope reaches these accounts.
      return sql`false`
  }
}

const columns = {
  ...personColumns,
  centerId: centers.id,
  centerName: centers.name,
  centerRegion: centers.region,
  acceptsPatients: centerDoctorProfiles.acceptsPatients,
}

const centerDoctors: People<typeof columns, CenterDoctor, Action, CenterDoctorSort> = {
  role: 'center_doctor',
  noun: 'Centre doctor',
  columns,
  joins: [
    [centerDoctorProfiles, eq(centerDoctorProfiles.userId, users.id)],
    [centers, eq(centers.id, centerDoctorProfiles.centerId)],
  ],
  toItem: (row) => ({
    ...toPerson(row),
    centerId: row.centerId,
    centerName: row.centerName,
    centerRegion: row.centerRegion as RegionCode,
    acceptsPatients: row.acceptsPatients,
  }),
  scope: centerDoctorScope,
  sorts: {
    lastName: byName,
    email: (dir) => [order(users.email, dir)],
    center: (dir) => [order(centers.nameSortKey, dir), ...byName(dir)],
    invitedAt: (dir) => [order(users.createdAt, dir)],
  },
  profile: centerDoctorProfiles,
  updated: 'center-doctors.updated',
}

type Filters = Omit<ListCenterDoctorsQuery, 'page' | 'pageSize' | 'sort'>

/** The list's search and filters as conditions (its page and its export read the same). */
function conditions(query: Filters) {
  return [
    query.q
      ? or(like(users.email, substringPattern(query.q.toLowerCase())), nameMatches(query.q))
      : undefined,
    query.centerId ? eq(centerDoctorProfiles.centerId, query.centerId) : undefined,
    query.region ? eq(centers.region, query.region) : undefined,
    query.status ? statusCondition(query.status) : undefined,
  ]
}

export function listCenterDoctors(
  s: Services,
  auth: AuthContext,
  query: ListCenterDoctorsQuery,
): Promise<CenterDoctorList> {
  return listPeople(s.db, centerDoctors, auth, 'center-doctors.read', query, conditions(query))
}

/** The whole list as the caller's page would show it, for an export (ADR 042). */
export function centerDoctorsExport(
  db: Database,
  auth: Caller,
  query: Filters & { sort: CenterDoctorSort },
) {
  return peopleQueries(
    db,
    centerDoctors,
    auth,
    'center-doctors.read',
    query.sort,
    conditions(query),
  )
}

export function getCenterDoctor(s: Services, auth: AuthContext, id: string) {
  return findPerson(s.db, centerDoctors, auth, 'center-doctors.read', id)
}

export function updateCenterDoctor(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: z.output<typeof updateCenterDoctorInputSchema>,
): Promise<CenterDoctor> {
  return updatePerson(s, ctx, auth, centerDoctors, 'center-doctors.update', id, data, {
    acceptsPatients: data.acceptsPatients,
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
    const doctor = await findPerson(work.db, centerDoctors, auth, 'center-doctors.move', id)
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
      doctor: await findPerson(work.db, centerDoctors, auth, 'center-doctors.move', id),
      patientsReassigned: moved.length,
    }
  })
}
