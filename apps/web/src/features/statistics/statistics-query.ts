import { createParser, parseAsStringLiteral } from 'nuqs'
import { regionCodes } from '@konzilium/contract/czech'
import { parseAsId, parseAsPage } from '../../shared/navigation/list-address'

/**
 * What of the statistics screen lives in the address (nuqs, ADR 011): a region code, a centre's
 * id, months and the page of the detailed table; no patient data exists on this screen at all.
 */
export const parseAsMonth = createParser({
  parse: (value) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null),
  serialize: String,
})

export const statisticsQueryParsers = {
  region: parseAsStringLiteral(regionCodes),
  center: parseAsId,
  from: parseAsMonth,
  to: parseAsMonth,
  page: parseAsPage.withDefault(1),
}
