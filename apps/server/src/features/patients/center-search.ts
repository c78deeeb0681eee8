import { and, isNull, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { inPrefixRange, prefixMatch, type PrefixRange } from '../../db/czech-text'
import { patientCenterLinks, patients } from '../../db/schema'
import type { Caller } from '../../platform/auth/access'
import { callerCenterId } from '../../platform/auth/caller-center'
import { linkedToCallerCenter } from './scope'

/**
 * The SQL building blocks of a centre doctor's patient search (list-patients.ts): conditions and
 * scans that read the centre's own links (`patient_center_links`), which carry copies of their
 * patients' search keys, birth numbers and sort keys, instead of every patient of the platform.
 * Who may see which patient is decided in scope.ts; these only find the patients a search asks
 * for among the centre's links (db/lists/README.md).
 */

/**
 * A search of a centre doctor's patients: by name (each prefix must start the last or the first
 * name, as `prefixMatch` asks) or by the birth number's prefix.
 */
export type CenterSearch =
  { by: 'name'; prefixes: PrefixRange[] } | { by: 'birthNumber'; range: PrefixRange }

/** The search's condition on the centre's links (their copies of the patients' keys). */
function onLinks(search: CenterSearch): SQL | undefined {
  const links = patientCenterLinks
  return search.by === 'name'
    ? prefixMatch(search.prefixes, [links.lastNameSearch, links.firstNameSearch])
    : inPrefixRange(links.birthNumber, search.range)
}

/**
 * The centre scope and a search in one condition: the centre's own links carry their patient's
 * search keys and birth number (migrations 0006, 0010), so the search reads the centre's entries
 * of `(center_id, last_name_search)`, `(center_id, first_name_search)` or `(center_id,
 * birth_number)` instead of finding every patient of the platform with that prefix and then
 * keeping the centre's (bench/README.md, clinical lists).
 */
export function centerSearch(auth: Caller, search: CenterSearch): SQL {
  return and(isNull(patients.deletedAt), linkedToCallerCenter(auth, onLinks(search))) as SQL
}

/**
 * The patients of the caller's centre that a search finds, with their sort keys, read from the
 * centre's links alone (a `with` query named `candidates`), as in `centerSearch`. A name search
 * is two index-only scans, one per index whose range the first prefix bounds, joined by `union
 * all` (the second skips what the first finds): a condition with `or` would read the same entries
 * through a bitmap and then fetch every link from the table (ADR 028). The links hold live records
 * only (migration 0008).
 */
export function centerSearchCandidates(db: Database, auth: Caller, search: CenterSearch) {
  const links = patientCenterLinks
  const startingWith = (range: SQL | undefined) =>
    db
      .select({ patientId: links.patientId, sortKey: links.nameSortKey })
      .from(links)
      .where(and(sql`${links.centerId} = ${callerCenterId(auth)}`, range, onLinks(search)))
  const candidates = db.$with('candidates')
  if (search.by === 'birthNumber') return candidates.as(startingWith(undefined))
  const [first] = search.prefixes
  if (!first) throw new Error('centerSearchCandidates: a search without words')
  // The second scan skips what the first found (`is not true`: a missing key is not found by
  // it), so the two never overlap and need no sorting to drop duplicates (`union all`).
  const byLastName = inPrefixRange(links.lastNameSearch, first)
  return candidates.as(
    unionAll(
      startingWith(byLastName),
      startingWith(
        and(inPrefixRange(links.firstNameSearch, first), sql`(${byLastName}) is not true`),
      ),
    ),
  )
}
