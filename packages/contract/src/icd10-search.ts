/**
 * Searching a diagnosis code list as a doctor types: without diacritics ("revmaticka" finds
 * "revmatická") and by code, with or without the dot ("l405" finds L40.5, "M05" its subcodes).
 * Every word of the query must match; code matches come first, the list's order is kept otherwise.
 * Pure, and without the list itself, so the picker loads the list lazily.
 */
export type SearchableDiagnosis = {
  readonly code: string
  readonly name: string
  readonly en?: string
}

export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const codeKey = (text: string) => foldText(text).replace(/[.\s*+]/g, '')

export function searchDiagnoses<T extends SearchableDiagnosis>(
  list: readonly T[],
  query: string,
): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...list]
  const byCode: T[] = []
  const byName: T[] = []
  const compact = codeKey(query)
  for (const entry of list) {
    if (compact && codeKey(entry.code).startsWith(compact)) {
      byCode.push(entry)
      continue
    }
    const haystack = foldText(`${entry.code} ${entry.name} ${entry.en ?? ''}`)
    if (words.every((word) => haystack.includes(word))) byName.push(entry)
  }
  return [...byCode, ...byName]
}
