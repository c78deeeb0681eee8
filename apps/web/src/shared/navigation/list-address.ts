import { createParser } from 'nuqs'

/**
 * The parts every list keeps in its address the same way (nuqs, ADR 011): the page, a record's
 * id and the sort order. Each list's own `*-query.ts` says which of them it holds.
 */

/** A page number from 1 up; anything else reads as absent (so as the default, page 1). */
export const parseAsPage = createParser({
  parse: (value) => {
    const page = Number(value)
    return Number.isInteger(page) && page >= 1 ? page : null
  },
  serialize: String,
})

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A record's id (a UUID); anything else reads as absent. */
export const parseAsId = createParser({
  parse: (value) => (uuidPattern.test(value) ? value : null),
  serialize: String,
})

export type SortDirection = 'ascending' | 'descending' | 'none'

/** How a list sorted by `current` stands in `column`: `name` is ascending, `-name` descending. */
export function sortDirection(current: string, column: string): SortDirection {
  if (current === column) return 'ascending'
  if (current === `-${column}`) return 'descending'
  return 'none'
}

/**
 * Clicking a column sorts by it ascending, clicking it again descending. With `sorts`, a column
 * the list cannot sort by leaves the order as it is.
 */
export function toggleSort<S extends string>(
  current: S,
  column: string,
  sorts?: Readonly<Record<S, true>>,
): S {
  if (sorts && !Object.hasOwn(sorts, column)) return current
  return (current === column ? `-${column}` : column) as S
}
