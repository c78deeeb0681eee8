import type { Role } from '@konzilium/contract/session'
import type { UserSort, UserStatus } from '@konzilium/contract/users'
import { createLoader, createSerializer, parseAsStringLiteral } from 'nuqs'
import { parseAsPage } from '../../shared/navigation/list-address'

/**
 * What of the users list lives in the URL: role and status filters, sort and page. The search text
 * does not: it may be a person's name or e-mail, and the URL reaches the browser history and
 * analytics (page_location), so `q` stays in the component's state.
 *
 * The address is read and written by `nuqs` (ADR 011): the parsers below are the one description
 * of the format, used by the page's hook and by the two pure functions the tests drive.
 */
export interface UsersQuery {
  page: number
  pageSize: number
  sort: UserSort
  role?: Role
  status?: UserStatus
}

export const USERS_PAGE_SIZE = 20

// Records, so the type checker notices a value added to the contract and missing here.
const sorts: Record<UserSort, true> = {
  lastName: true,
  '-lastName': true,
  email: true,
  '-email': true,
  createdAt: true,
  '-createdAt': true,
  lastSignInAt: true,
  '-lastSignInAt': true,
  role: true,
  '-role': true,
}
export const roleFilters: Record<Role, true> = {
  admin: true,
  center_doctor: true,
  peripheral_doctor: true,
  rep: true,
  patient: true,
}
export const statusFilters: Record<UserStatus, true> = { invited: true, active: true, locked: true }

const keysOf = <T extends string>(record: Record<T, true>) => Object.keys(record) as T[]

/** The address format: keys in this order, defaults left out, so `/app/users` is the plain list. */
export const usersQueryParsers = {
  role: parseAsStringLiteral(keysOf(roleFilters)),
  status: parseAsStringLiteral(keysOf(statusFilters)),
  sort: parseAsStringLiteral(keysOf(sorts)).withDefault('lastName'),
  page: parseAsPage.withDefault(1),
}

const loadUsersQuery = createLoader(usersQueryParsers)
const serializeUsersQuery = createSerializer(usersQueryParsers)

/** The list's query from what the parsers read; unknown values have fallen back to the defaults. */
export function usersQueryOf(state: {
  role: Role | null
  status: UserStatus | null
  sort: UserSort
  page: number
}): UsersQuery {
  return {
    page: state.page,
    pageSize: USERS_PAGE_SIZE,
    sort: state.sort,
    ...(state.role ? { role: state.role } : {}),
    ...(state.status ? { status: state.status } : {}),
  }
}

/** The list's query from the address; unknown values fall back to the defaults. */
export function usersQueryFromSearch(search: URLSearchParams): UsersQuery {
  return usersQueryOf(loadUsersQuery(search))
}

/** The address of a query: defaults are left out, so `/app/users` is the plain list. */
export function searchFromUsersQuery(query: UsersQuery): URLSearchParams {
  const { role, status, sort, page } = query
  return new URLSearchParams(
    serializeUsersQuery({ role: role ?? null, status: status ?? null, sort, page }),
  )
}
