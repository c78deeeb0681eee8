import type { CalculatorMessageKey } from '../calculator-messages'
import type { CalculatorT } from './issues'

/**
 * The catalogue key of a score's source note (`source.<id>`), in the page's language. The scores
 * package keeps its English `source` for the API; the page shows this translation. A score's
 * three-variable variant cites the same source as the full one.
 */
export function sourceKey(id: string): CalculatorMessageKey {
  return `source.${id.replace(/-3v$/, '')}` as CalculatorMessageKey
}

/** The source notes of one or more scores (IGA with its response, both severity presets). */
export function sourceText(t: CalculatorT, ...ids: string[]): string {
  return ids.map((id) => t(sourceKey(id))).join(' ')
}
