import type { RegionCode } from '@konzilium/contract/czech'
import type { RepSort } from '@konzilium/contract/representatives'
import type { UserStatus } from '@konzilium/contract/users'
import { createParser, parseAsString, parseAsStringLiteral } from 'nuqs'

/** What of /app/representants lives in the address, the search text included (no patient data). */
const sorts: Record<RepSort, true> = {
  lastName: true,
  '-lastName': true,
  company: true,
  '-company': true,
  invitedAt: true,
  '-invitedAt': true,
}
const statuses: Record<UserStatus, true> = { invited: true, active: true, locked: true }
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
const keysOf = <T extends string>(record: Record<T, true>) => Object.keys(record) as T[]
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const REPS_PAGE_SIZE = 20
export const repsQueryParsers = {
  region: parseAsStringLiteral(keysOf(regionCodes)),
  status: parseAsStringLiteral(keysOf(statuses)),
  q: parseAsString.withDefault(''),
  sort: parseAsStringLiteral(keysOf(sorts)).withDefault('lastName'),
  page: createParser({
    parse: (value) => {
      const page = Number(value)
      return Number.isInteger(page) && page >= 1 ? page : null
    },
    serialize: String,
  }).withDefault(1),
  rep: createParser({
    parse: (value) => (uuidPattern.test(value) ? value : null),
    serialize: String,
  }),
}
export const statusFilters = keysOf(statuses)

export function nextSort(current: RepSort, column: string): RepSort {
  if (!Object.hasOwn(sorts, column)) return current
  return current === column ? (`-${column}` as RepSort) : (column as RepSort)
}

export function sortDirection(current: RepSort, column: string) {
  if (current === column) return 'ascending' as const
  if (current === `-${column}`) return 'descending' as const
  return 'none' as const
}
