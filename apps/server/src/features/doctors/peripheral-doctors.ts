import { eq, like, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { RegionCode, SpecialtyCode } from '@konzilium/contract/czech'
import type {
  ListPeripheralDoctorsQuery,
  PeripheralDoctor,
  PeripheralDoctorList,
  PeripheralDoctorSort,
  updatePeripheralDoctorInputSchema,
} from '@konzilium/contract/doctors'
import type { Database } from '../../db/client'
import { peripheralDoctorProfiles, users } from '../../db/schema'
import { scopeOf, type AuthContext, type Caller } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import {
  byName,
  containsText,
  czechSortKeyOf,
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
 * Peripheral (outpatient) doctors: list, read, edit. Scope (policy.ts): admin and centre doctors
 * all, a rep the doctors of the rep's regions, a peripheral doctor only the own record; the
 * condition is part of every query, so out of scope is not found.
 */

type Action = 'peripheral-doctors.read' | 'peripheral-doctors.update'

export function peripheralDoctorScope(auth: Caller, action: Action): SQL {
  switch (scopeOf(auth, action)) {
    case 'all':
      return sql`true`
    case 'self':
      return eq(users.id, auth.userId)
    case 'regions':
      return sql`${peripheralDoctorProfiles.region} in ${repRegions(auth)}`
    case 'center':
    case 'treating':
    case 'own':
    case 'visible':
      // No other scope reaches these accounts.
      return sql`false`
  }
}

const columns = {
  ...personColumns,
  practiceName: peripheralDoctorProfiles.practiceName,
  ico: peripheralDoctorProfiles.ico,
  icp: peripheralDoctorProfiles.icp,
  region: peripheralDoctorProfiles.region,
  specialty: peripheralDoctorProfiles.specialty,
}

/** Name (diacritic-free prefixes), practice (anywhere, diacritic-free) or IČO (prefix). */
function search(text: string): SQL | undefined {
  return or(
    nameMatches(text),
    containsText(peripheralDoctorProfiles.practiceName, text),
    /^\d+$/.test(text) ? like(peripheralDoctorProfiles.ico, `${text}%`) : undefined,
  )
}

const peripheralDoctors: People<typeof columns, PeripheralDoctor, Action, PeripheralDoctorSort> = {
  role: 'peripheral_doctor',
  noun: 'Peripheral doctor',
  columns,
  joins: [[peripheralDoctorProfiles, eq(peripheralDoctorProfiles.userId, users.id)]],
  toItem: (row) => ({
    ...toPerson(row),
    practiceName: row.practiceName,
    ico: row.ico,
    icp: row.icp,
    region: row.region as RegionCode | null,
    specialty: row.specialty as SpecialtyCode | null,
  }),
  scope: peripheralDoctorScope,
  sorts: {
    lastName: byName,
    practiceName: (dir) => [
      order(czechSortKeyOf(peripheralDoctorProfiles.practiceName), dir),
      ...byName(dir),
    ],
    region: (dir) => [order(peripheralDoctorProfiles.region, dir), ...byName(dir)],
    invitedAt: (dir) => [order(users.createdAt, dir)],
  },
  profile: peripheralDoctorProfiles,
  updated: 'peripheral-doctors.updated',
}

export function listPeripheralDoctors(
  s: Services,
  auth: AuthContext,
  query: ListPeripheralDoctorsQuery,
): Promise<PeripheralDoctorList> {
  return listPeople(
    s.db,
    peripheralDoctors,
    auth,
    'peripheral-doctors.read',
    query,
    conditions(query),
  )
}

type Filters = Omit<ListPeripheralDoctorsQuery, 'page' | 'pageSize' | 'sort'>

/** The list's search and filters as conditions (its page and its export read the same). */
function conditions(query: Filters) {
  return [
    query.q ? search(query.q) : undefined,
    query.region ? eq(peripheralDoctorProfiles.region, query.region) : undefined,
    query.specialty ? eq(peripheralDoctorProfiles.specialty, query.specialty) : undefined,
    query.status ? statusCondition(query.status) : undefined,
  ]
}

/** The whole list as the caller's page would show it, for an export (ADR 042). */
export function peripheralDoctorsExport(
  db: Database,
  auth: Caller,
  query: Filters & { sort: PeripheralDoctorSort },
) {
  return peopleQueries(
    db,
    peripheralDoctors,
    auth,
    'peripheral-doctors.read',
    query.sort,
    conditions(query),
  )
}

export function getPeripheralDoctor(s: Services, auth: AuthContext, id: string) {
  return findPerson(s.db, peripheralDoctors, auth, 'peripheral-doctors.read', id)
}

export function updatePeripheralDoctor(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  data: z.output<typeof updatePeripheralDoctorInputSchema>,
): Promise<PeripheralDoctor> {
  return updatePerson(s, ctx, auth, peripheralDoctors, 'peripheral-doctors.update', id, data, {
    practiceName: data.practiceName,
    ico: data.ico,
    icp: data.icp,
    region: data.region,
    specialty: data.specialty,
  })
}
