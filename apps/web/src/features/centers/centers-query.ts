import type { CenterSort, CenterSpecialty } from '@konzilium/contract/centers'
import { regionCodes, type RegionCode } from '@konzilium/contract/czech'
import { parseAsString, parseAsStringLiteral } from 'nuqs'
import { parseAsPage } from '../../shared/navigation/list-address'

/**
 * What of the centres list lives in the address: search (centre names and cities are not
 * personal data), region, specialty and visibility filters, sort and page (ADR 011, via nuqs).
 */
export interface CentersQuery {
  page: number
  pageSize: number
  sort: CenterSort
  q: string
  region?: RegionCode
  specialty?: CenterSpecialty
  visible?: 'true' | 'false'
}

export const CENTERS_PAGE_SIZE = 20

const sorts: Record<CenterSort, true> = {
  name: true,
  '-name': true,
  city: true,
  '-city': true,
  region: true,
  '-region': true,
}
export const specialtyFilters: Record<CenterSpecialty, true> = {
  dermatology: true,
  rheumatology: true,
}
const keysOf = <T extends string>(record: Record<T, true>) => Object.keys(record) as T[]

/** The address format; defaults are left out, so `/app/centers` is the plain list. */
export const centersQueryParsers = {
  q: parseAsString.withDefault(''),
  region: parseAsStringLiteral([...regionCodes]),
  specialty: parseAsStringLiteral(keysOf(specialtyFilters)),
  visible: parseAsStringLiteral(['true', 'false'] as const),
  sort: parseAsStringLiteral(keysOf(sorts)).withDefault('name'),
  page: parseAsPage.withDefault(1),
}

export function centersQueryOf(state: {
  q: string
  region: RegionCode | null
  specialty: CenterSpecialty | null
  visible: 'true' | 'false' | null
  sort: CenterSort
  page: number
}): CentersQuery {
  return {
    page: state.page,
    pageSize: CENTERS_PAGE_SIZE,
    sort: state.sort,
    q: state.q.trim(),
    ...(state.region ? { region: state.region } : {}),
    ...(state.specialty ? { specialty: state.specialty } : {}),
    ...(state.visible ? { visible: state.visible } : {}),
  }
}
