import { insurerLabel } from '@konzilium/contract/codes'
import { formatBirthNumber, formatPostalCode } from '@konzilium/contract/czech'
import type { ReportLanguage } from '@konzilium/contract/exports/client-page'
import { icd10Entries } from '@konzilium/contract/icd10'
import type { StoredScore, TreatmentRow } from '@konzilium/contract/referrals'
import { dayOf } from './wording'

const icd10Names = new Map(icd10Entries.map((entry) => [entry.code, entry]))

/** `L40.0 – Psoriasis vulgaris`: the English name where the list has one, else the Czech one. */
export function diagnosisLabel(code: string, language: ReportLanguage): string {
  const entry = icd10Names.get(code)
  if (!entry) return code
  return `${code} – ${language === 'en' && entry.en ? entry.en : entry.name}`
}

export function insurerText(code: string | null, language: ReportLanguage): string | null {
  return code ? insurerLabel(code, language) : null
}

export function birthNumberText(digits: string | null): string | null {
  return digits ? formatBirthNumber(digits) : null
}

export function addressText(parts: {
  street: string | null
  city: string | null
  postalCode: string | null
}): string | null {
  const town = [parts.postalCode ? formatPostalCode(parts.postalCode) : null, parts.city]
    .filter(Boolean)
    .join(' ')
  const text = [parts.street, town].filter(Boolean).join(', ')
  return text === '' ? null : text
}

/** A score's value as the screens show it: the displayed (rounded) number, decimal comma in Czech. */
export function scoreValue(score: StoredScore, language: ReportLanguage): string {
  return language === 'cs'
    ? String(score.result.display).replace('.', ',')
    : String(score.result.display)
}

export function scoreName(score: StoredScore): string {
  return score.score.toUpperCase()
}

export function treatmentRows(rows: readonly TreatmentRow[], language: ReportLanguage) {
  return rows.map((row) => [
    row.drug,
    row.dose,
    [row.from, row.to]
      .map((part) => (part ? (part.length === 10 ? dayOf(part, language) : part) : '…'))
      .join(' – '),
    row.outcome ? outcomeLabel(row.outcome, language) : null,
  ])
}

const outcomes: Record<string, Record<ReportLanguage, string>> = {
  ongoing: { cs: 'probíhá', en: 'ongoing' },
  inadequate_response: { cs: 'nedostatečná odpověď', en: 'inadequate response' },
  loss_of_response: { cs: 'ztráta odpovědi', en: 'loss of response' },
  intolerance: { cs: 'nesnášenlivost', en: 'intolerance' },
  contraindication: { cs: 'kontraindikace', en: 'contraindication' },
  other: { cs: 'jiný', en: 'other' },
}

function outcomeLabel(outcome: string, language: ReportLanguage): string {
  return outcomes[outcome]?.[language] ?? outcome
}
