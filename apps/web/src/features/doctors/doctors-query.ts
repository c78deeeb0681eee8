import type { CenterDoctorSort, PeripheralDoctorSort } from '@konzilium/contract/doctors'
import type { RegionCode, SpecialtyCode } from '@konzilium/contract/czech'
import type { UserStatus } from '@konzilium/contract/users'
import {
  createLoader,
  createParser,
  createSerializer,
  parseAsString,
  parseAsStringLiteral,
} from 'nuqs'

/**
 * What of /app/doctors lives in the address: the tab, filters, the search text, sort, page and
 * the open doctor's id (issue 9: a list's state is in the address). Doctors' names are not patient
 * data; the users list, which holds patients' accounts too, keeps its search out of the address.
 */
export const tabs = ['center', 'peripheral'] as const
export type DoctorsTab = (typeof tabs)[number]
export const DOCTORS_PAGE_SIZE = 20

const centerSorts: Record<CenterDoctorSort, true> = {
  lastName: true,
  '-lastName': true,
  email: true,
  '-email': true,
  center: true,
  '-center': true,
  invitedAt: true,
  '-invitedAt': true,
}
const peripheralSorts: Record<PeripheralDoctorSort, true> = {
  lastName: true,
  '-lastName': true,
  practiceName: true,
  '-practiceName': true,
  region: true,
  '-region': true,
  invitedAt: true,
  '-invitedAt': true,
}
export const statusFilters: Record<UserStatus, true> = { invited: true, active: true, locked: true }
const regionCodes: Record<RegionCode, true> = {
  CZ010: true,
  CZ020: true,
  CZ031: true,
  CZ032: true,
  CZ041: true,
  CZ042: true,
  CZ051: true,
  CZ052: true,
  CZ053: true,
  CZ063: true,
  CZ064: true,
  CZ071: true,
  CZ072: true,
  CZ080: true,
}
const specialtyCodes: Record<SpecialtyCode, true> = {
  '404': true,
  '405': true,
  '109': true,
  '101': true,
  '001': true,
  '002': true,
}
const keysOf = <T extends string>(record: Record<T, true>) => Object.keys(record) as T[]
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const parseAsPage = createParser({
  parse: (value) => {
    const page = Number(value)
    return Number.isInteger(page) && page >= 1 ? page : null
  },
  serialize: String,
})
const parseAsId = createParser({
  parse: (value) => (uuidPattern.test(value) ? value : null),
  serialize: String,
})

export const doctorsQueryParsers = {
  tab: parseAsStringLiteral(tabs).withDefault('center'),
  status: parseAsStringLiteral(keysOf(statusFilters)),
  region: parseAsStringLiteral(keysOf(regionCodes)),
  specialty: parseAsStringLiteral(keysOf(specialtyCodes)),
  center: parseAsId,
  q: parseAsString.withDefault(''),
  sort: parseAsString.withDefault('lastName'),
  page: parseAsPage.withDefault(1),
  doctor: parseAsId,
}

export type DoctorsState = {
  tab: DoctorsTab
  status: UserStatus | null
  region: RegionCode | null
  specialty: SpecialtyCode | null
  center: string | null
  q: string
  sort: string
  page: number
  doctor: string | null
}

/** The sort of the tab, or its default when the address holds another tab's or an unknown one. */
export function centerSortOf(sort: string): CenterDoctorSort {
  return Object.hasOwn(centerSorts, sort) ? (sort as CenterDoctorSort) : 'lastName'
}
export function peripheralSortOf(sort: string): PeripheralDoctorSort {
  return Object.hasOwn(peripheralSorts, sort) ? (sort as PeripheralDoctorSort) : 'lastName'
}

/** Clicking a column sorts by it ascending, clicking again descending. */
export function nextSort(current: string, column: string): string {
  return current === column ? `-${column}` : column
}

export function sortDirection(current: string, column: string) {
  if (current === column) return 'ascending' as const
  if (current === `-${column}`) return 'descending' as const
  return 'none' as const
}

const load = createLoader(doctorsQueryParsers)
const serialize = createSerializer(doctorsQueryParsers)

export function doctorsStateFromSearch(search: URLSearchParams): DoctorsState {
  return load(search)
}

export function searchFromDoctorsState(state: DoctorsState): URLSearchParams {
  return new URLSearchParams(serialize(state))
}
