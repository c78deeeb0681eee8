import type { Role } from '@konzilium/contract/session'
import type { UserSort, UserStatus } from '@konzilium/contract/users'

/**
 * What of the users list lives in the URL: role and status filters, sort and page. The search text
 * does not: it may be a person's name or e-mail, and the URL reaches the browser history and
 * analytics (page_location), so `q` stays in the component's state.
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

function pick<T extends string>(allowed: Record<T, true>, value: string | null): T | undefined {
  return value !== null && Object.hasOwn(allowed, value) ? (value as T) : undefined
}

/** The list's query from the address; unknown values fall back to the defaults. */
export function usersQueryFromSearch(search: URLSearchParams): UsersQuery {
  const page = Number(search.get('page'))
  const role = pick(roleFilters, search.get('role'))
  const status = pick(statusFilters, search.get('status'))
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: USERS_PAGE_SIZE,
    sort: pick(sorts, search.get('sort')) ?? 'lastName',
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
  }
}

/** The address of a query: defaults are left out, so `/app/users` is the plain list. */
export function searchFromUsersQuery(query: UsersQuery): URLSearchParams {
  const search = new URLSearchParams()
  if (query.role) search.set('role', query.role)
  if (query.status) search.set('status', query.status)
  if (query.sort !== 'lastName') search.set('sort', query.sort)
  if (query.page > 1) search.set('page', String(query.page))
  return search
}

/** Clicking a column sorts by it ascending, clicking it again descending. */
export function nextSort(current: UserSort, column: string): UserSort {
  const ascending = pick(sorts, column)
  if (!ascending) return current
  return current === ascending ? (`-${ascending}` as UserSort) : ascending
}

export function sortDirection(
  current: UserSort,
  column: string,
): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending'
  if (current === `-${column}`) return 'descending'
  return 'none'
}
