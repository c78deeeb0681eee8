import type { CenterDoctorSort, PeripheralDoctorSort } from '@konzilium/contract/doctors'
import {
  regionCodes,
  specialtyCodes,
  type RegionCode,
  type SpecialtyCode,
} from '@konzilium/contract/czech'
import { userStatuses, type UserStatus } from '@konzilium/contract/users'
import { createLoader, createSerializer, parseAsString, parseAsStringLiteral } from 'nuqs'
import { parseAsId, parseAsPage } from '../../shared/navigation/list-address'

/**
 * What of /app/doctors lives in the address: the tab, filters, the search text, sort, page and
 * the open doctor's id (a list's state is in the address, so a reload or a link keeps it).
 * Doctors' names are not patient data; the users list, which holds patients' accounts too, keeps
 * its search out of the address.
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

export const doctorsQueryParsers = {
  tab: parseAsStringLiteral(tabs).withDefault('center'),
  status: parseAsStringLiteral(userStatuses),
  region: parseAsStringLiteral(regionCodes),
  specialty: parseAsStringLiteral(specialtyCodes),
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

const load = createLoader(doctorsQueryParsers)
const serialize = createSerializer(doctorsQueryParsers)

export function doctorsStateFromSearch(search: URLSearchParams): DoctorsState {
  return load(search)
}

export function searchFromDoctorsState(state: DoctorsState): URLSearchParams {
  return new URLSearchParams(serialize(state))
}
