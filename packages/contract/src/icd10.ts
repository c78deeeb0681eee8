import { z } from 'zod'
import { diagnoses } from './codes'
import mkn10 from './icd10/mkn10.json'

/**
 * The diagnosis code list a patient's record may hold: the Czech ICD-10 (MKN-10) as ÚZIS publishes
 * it, in the data file `icd10/mkn10.json` (its README says which edition): the skin (L) and
 * musculoskeletal (M) chapters whole at category level, the 4-character subcodes of the indication
 * diagnoses, and the other diagnoses a biologic-therapy centre records (comorbidities that bear on
 * the treatment). `mark` is the dual coding's dagger (+, the cause) or asterisk (*, the
 * manifestation). The web loads this module lazily: it is a data file, not part of a first view.
 */
export type Icd10Entry = {
  readonly code: string
  /** The official Czech name. */
  readonly name: string
  /** The English name, for the indication codes (the others show the Czech name). */
  readonly en?: string
  readonly mark?: '+' | '*'
  /** One of the referral's indication diagnoses (codes.ts): listed first. */
  readonly indication: boolean
}

const indicationEnglish = new Map<string, string>(diagnoses.map((d) => [d.code, d.en]))

const all: Icd10Entry[] = mkn10.entries.map((entry) => ({
  code: entry.code,
  name: entry.name,
  ...(indicationEnglish.has(entry.code) ? { en: indicationEnglish.get(entry.code) } : {}),
  ...('mark' in entry ? { mark: entry.mark as '+' | '*' } : {}),
  indication: indicationEnglish.has(entry.code),
}))

/** The list in the picker's order: the indication codes first (in codes.ts order), then by code. */
export const icd10Entries: readonly Icd10Entry[] = [
  ...diagnoses.map((d) => all.find((entry) => entry.code === d.code) as Icd10Entry),
  ...all.filter((entry) => !entry.indication),
]

/** The edition of the list, as the data file states it. */
export const icd10Edition = {
  classification: mkn10.classification,
  publisher: mkn10.publisher,
  version: mkn10.version,
}

const codes = new Set(icd10Entries.map((entry) => entry.code))

export const isIcd10Code = (code: string): boolean => codes.has(code)

/** A code of the list; anything else is the field's "choose from the list" message. */
export const icd10CodeSchema = (message: string) =>
  z.string().refine(isIcd10Code, { error: message })
