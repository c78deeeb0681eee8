import { regionCodes } from '@konzilium/contract/czech'
import type { RepSort } from '@konzilium/contract/representatives'
import { userStatuses } from '@konzilium/contract/users'
import { parseAsString, parseAsStringLiteral } from 'nuqs'
import { parseAsId, parseAsPage } from '../../shared/navigation/list-address'

/** What of /app/representants lives in the address, the search text included (no patient data). */
const sorts: Record<RepSort, true> = {
  lastName: true,
  '-lastName': true,
  company: true,
  '-company': true,
  invitedAt: true,
  '-invitedAt': true,
}
const keysOf = <T extends string>(record: Record<T, true>) => Object.keys(record) as T[]

export const REPRESENTATIVES_PAGE_SIZE = 20
export const representativesQueryParsers = {
  region: parseAsStringLiteral(regionCodes),
  status: parseAsStringLiteral(userStatuses),
  q: parseAsString.withDefault(''),
  sort: parseAsStringLiteral(keysOf(sorts)).withDefault('lastName'),
  page: parseAsPage.withDefault(1),
  rep: parseAsId,
}
