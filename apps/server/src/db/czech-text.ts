import { customType } from 'drizzle-orm/pg-core'
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm'

/**
 * Czech order and diacritic-free search of names, the same on PGlite and PostgreSQL.
 *
 * PGlite has no Czech collation (no ICU `cs`), and a PostgreSQL server's collations depend on how
 * it was built, so neither engine's collation is used. Two IMMUTABLE SQL functions (migration
 * `0003_czech_names.sql`) compute keys that sort byte by byte (`COLLATE "C"`) in Czech order:
 *
 * - `czech_sort_key(text)`: the Czech alphabet at the primary level: A=Á, B, C, Č, D=Ď, E=É=Ě, F,
 *   G, H, CH, I=Í, J, K, L, M, N=Ň, O=Ó, P, Q, R, Ř, S, Š, T=Ť, U=Ú=Ů, V, W, X, Y=Ý, Z, Ž; case
 *   folded; accents of other languages (ä, ö, ü, ł, ...) count as the plain letter. Ties are
 *   broken by the name itself (`czechNameOrder`), so "Novak" comes before "Novák".
 * - `czech_search_key(text)`: lower case without any diacritics, for prefix search ("rehor" finds
 *   "Řehoř"); `czechSearchKey` is the same mapping in TypeScript for the typed query.
 *
 * Both functions map characters with `translate()` from explicit tables (no `lower()`, whose
 * result depends on the server's locale, no `unaccent`, which PGlite lacks). The tables are
 * below; the migration holds the same strings and `test/foundation/czech-text.test.ts` checks the
 * database against them. Changing a table means a new migration that redefines the function and
 * recomputes the stored keys.
 *
 * A table with names gets stored generated columns (`czechSortColumn`, `czechSearchColumn`) with
 * btree indexes: the sort and the prefix search then read an index (users today, patients next).
 */

/** Upper-case letters and their lower case, accents kept (Czech and the neighbours' alphabets). */
export const upperLetters =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÄÀÂÃÅČĆÇĎÉĚËÈÊÍÏÌÎĹĽŁŇŃÑÓÖÔŐÒÕŔŘŠŚŤÚŮÜŰÙÛÝŸŽŹŻ'
export const lowerLetters =
  'abcdefghijklmnopqrstuvwxyzáäàâãåčćçďéěëèêíïìîĺľłňńñóöôőòõŕřšśťúůüűùûýÿžźż'

/** Lower-case letters and the same letter without diacritics (for the search key). */
export const plainLetters =
  'abcdefghijklmnopqrstuvwxyzaaaaaacccdeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzz'

/**
 * Lower-case letters and their primary weight in the Czech alphabet, as a byte that sorts in
 * `COLLATE "C"`: A..Z then a..e (35 letters; `J` is CH, written by `replace()` before
 * `translate()`). Digits, spaces and hyphens keep their own bytes, which sort before every letter.
 */
export const czechWeights =
  'ABCEFGHIKLMNOPQRSTVXYZabcdAAAAAADCCEFFFFFKKKKNNNPPPQQQQQQTUWVXYYYYYYccedd'

const searchMap = new Map<string, string>()
for (let i = 0; i < upperLetters.length; i++)
  searchMap.set(upperLetters[i] ?? '', plainLetters[i] ?? '')
for (let i = 0; i < lowerLetters.length; i++)
  searchMap.set(lowerLetters[i] ?? '', plainLetters[i] ?? '')

/** What `czech_search_key()` makes of a text, for the search term typed by a user. */
export function czechSearchKey(value: string): string {
  let key = ''
  for (const character of value) key += searchMap.get(character) ?? character
  return key
}

/** The SQL of the two key functions; the migration creates exactly this. */
export const czechKeyFunctionsSql = `CREATE FUNCTION czech_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(value, '${upperLetters}${lowerLetters}', '${plainLetters}${plainLetters}') $$;
CREATE FUNCTION czech_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(replace(translate(value, '${upperLetters}', '${lowerLetters}'), 'ch', 'J'), '${lowerLetters}', '${czechWeights}') $$;`

/** A text column compared byte by byte, whatever the database's default collation. */
export const byteOrderedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE "C"',
})

/** A stored `czech_sort_key(last) · czech_sort_key(first)` column: one index sorts by name. */
export function czechSortColumn(name: string, last: SQLWrapper, first: SQLWrapper) {
  return byteOrderedText(name).generatedAlwaysAs(
    sql`czech_sort_key(${last}) || chr(1) || czech_sort_key(${first})`,
  )
}

/** A stored `czech_search_key(column)` column, for prefix search through its index. */
export function czechSearchColumn(name: string, source: SQLWrapper) {
  return byteOrderedText(name).generatedAlwaysAs(sql`czech_search_key(${source})`)
}

/**
 * `ORDER BY` for names in Czech order: the stored sort key, then the names byte by byte (so
 * accents of other languages and case only break ties), then a unique column.
 */
export function czechNameOrder(
  direction: 'asc' | 'desc',
  columns: { sortKey: SQLWrapper; lastName: SQLWrapper; firstName: SQLWrapper },
): SQL[] {
  const dir = direction === 'asc' ? sql`asc` : sql`desc`
  return [
    sql`${columns.sortKey} ${dir}`,
    sql`${columns.lastName} collate "C" ${dir}`,
    sql`${columns.firstName} collate "C" ${dir}`,
  ]
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The words of a search text as search keys (no diacritics, lower case). */
export function searchWords(text: string): string[] {
  return czechSearchKey(text).split(/\s+/).filter(Boolean)
}

/** The highest code point: no text sorts between a prefix ending in it and the next prefix. */
const lastCodePoint = 0x10ffff

/**
 * The texts that start with `prefix`, as the half-open range `[from, to)` in `COLLATE "C"` order
 * (UTF-8 bytes, which is code point order): `to` is `prefix` with its last code point raised by
 * one. PostgreSQL reads such a range from a btree index whether the bounds are values or the
 * parameters of a generic plan, which a `LIKE 'prefix%'` with a parameter cannot do (ADR 028).
 * A trailing U+10FFFF, a noncharacter with no successor, is dropped, so such a prefix finds a
 * little more rather than nothing; a prefix of nothing else gives no range.
 */
export function prefixRange(prefix: string): { from: string; to: string } | undefined {
  // Code points, not grapheme clusters: the order is by code point.
  const codePoints = Array.from(prefix, (character) => character.codePointAt(0) ?? 0)
  while (codePoints.at(-1) === lastCodePoint) codePoints.pop()
  const last = codePoints.pop()
  if (last === undefined) return undefined
  // The surrogates are not characters: after U+D7FF comes U+E000.
  const next = last === 0xd7ff ? 0xe000 : last + 1
  const from = String.fromCodePoint(...codePoints, last)
  return { from, to: String.fromCodePoint(...codePoints, next) }
}

/** A prefix range as values or as the placeholders of a statement prepared once per shape. */
export type PrefixRange = { from: string | Placeholder | SQL; to: string | Placeholder | SQL }

/** The prefix ranges of a search text, one per word (`searchWords`). */
export function searchPrefixes(text: string): { from: string; to: string }[] {
  return searchWords(text).flatMap((word) => prefixRange(word) ?? [])
}

/** `column` starts with the prefix whose range this is (`prefixRange`). */
export function inPrefixRange(column: SQLWrapper, range: PrefixRange): SQL {
  return sql`(${column} >= ${range.from} and ${column} < ${range.to})`
}

/**
 * Every word of `text` starts one of the name columns (search keys): "jan nov" finds Jan Novák,
 * "rehor" finds Řehoř. The columns are `COLLATE "C"`, so each word reads their btree indexes.
 */
export function namePrefixMatch(text: string, searchColumns: SQLWrapper[]): SQL | undefined {
  return prefixMatch(searchPrefixes(text), searchColumns)
}

/**
 * `namePrefixMatch` for prefixes given as values or as placeholders (a statement prepared once
 * per shape, db/lists/statements.ts): each prefix starts one of the columns, all prefixes must match.
 */
export function prefixMatch(prefixes: PrefixRange[], searchColumns: SQLWrapper[]): SQL | undefined {
  if (prefixes.length === 0 || searchColumns.length === 0) return undefined
  return sql.join(
    prefixes.map(
      (range) =>
        sql`(${sql.join(
          searchColumns.map((column) => inPrefixRange(column, range)),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )
}

/** `%text%` for a substring `LIKE`, wildcards taken literally. */
export function substringPattern(text: string) {
  return `%${escapeLike(text)}%`
}
