/** Lower case without diacritics, so "zavaznost" finds "Závažnost" and "psoriaza" "psoriázy". */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * Whether every word of the query occurs somewhere in the texts (name, abbreviation, purpose…),
 * in any order: "das crp" finds DAS28-CRP. An empty query matches everything.
 */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const words = normalizeForSearch(query)
    .split(/[\s,;]+/)
    .filter(Boolean)
  if (words.length === 0) return true
  const haystack = normalizeForSearch(texts.join(' '))
  return words.every((word) => haystack.includes(word))
}
