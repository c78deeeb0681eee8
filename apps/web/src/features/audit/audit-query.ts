import { createParser } from 'nuqs'
import { parseAsId, parseAsPage } from '../../shared/navigation/list-address'

/**
 * What of the audit screen lives in the address (nuqs, ADR 011): ids and dates only. A user id and a
 * patient id are not patient data; the patient filter is reached from a patient's detail ("the whole
 * history in the audit"), never typed. The action text stays in the component's state.
 */
const parseAsDay = createParser({
  parse: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value) ? value : null),
  serialize: String,
})

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

export const auditQueryParsers = {
  user: parseAsId,
  patient: parseAsId,
  from: parseAsDay,
  to: parseAsDay,
  page: parseAsPage.withDefault(1),
}

/**
 * A day range (local calendar days, as the admin picks them) as the API's instants: `from` at the
 * start of its day, `to` at the end of its day (inclusive), both in ISO 8601 with the offset.
 */
export function dayRange(from: string | null, to: string | null): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {}
  if (from) range.from = new Date(`${from}T00:00:00`).toISOString()
  if (to) range.to = new Date(`${to}T23:59:59.999`).toISOString()
  return range
}
