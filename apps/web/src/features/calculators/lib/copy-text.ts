import { formatDate } from '../../../shared/i18n/format'
import type { Locale } from '../../../shared/i18n/locale'

/** One input as the record shows it: a short label and the value with its unit ("CRP", "12 mg/l"). */
export interface SummaryItem {
  readonly label: string
  readonly value: string
}

export interface CopySummary {
  /** The score's name with its variant, e.g. "DAS28-CRP". */
  readonly score: string
  /** The displayed value, formatted for the locale ("4,12"). */
  readonly value: string
  /** The band's label ("střední aktivita"); null for scores without bands (NAPSI). */
  readonly band: string | null
  readonly inputs: readonly SummaryItem[]
  readonly date: Date
}

/**
 * The line a doctor pastes into the medical record, in the UI language:
 * `DAS28-CRP 4,12 (střední aktivita); TJC 6, SJC 4, CRP 12 mg/l, PGH 55 mm; 22. 11. 2026`.
 */
export function buildCopyText(locale: Locale, summary: CopySummary): string {
  const head =
    summary.band === null
      ? `${summary.score} ${summary.value}`
      : `${summary.score} ${summary.value} (${summary.band})`
  return joinCopyParts(locale, [head], summary.inputs, summary.date)
}

/**
 * The same line for results that are not one number (psoriasis severity: one verdict per rule
 * set): `heads; inputs; date`.
 */
export function joinCopyParts(
  locale: Locale,
  heads: readonly string[],
  inputs: readonly SummaryItem[],
  date: Date,
): string {
  const inputText = inputs.map((item) => `${item.label} ${item.value}`).join(', ')
  const text = [...heads, inputText, formatDate(locale, date)].filter((part) => part !== '')
  // The page keeps "12 mg/l" together with a no-break space; a record system gets plain spaces.
  return text.join('; ').replace(/[\u00a0\u202f]/g, ' ')
}
