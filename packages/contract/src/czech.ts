import { z } from 'zod'
import { registerCustomMessages } from './validation-messages'

/**
 * Czech reference data and identifiers (docs/domain/czech.md): academic degrees, the 14 regions,
 * the specialties of our users, IČO with its checksum, IČP/IČZ format, phone numbers and the Czech
 * way of writing a name with degrees.
 */

/** Degrees written before the name, highest rank first (prof. and doc. are lower-case). */
export const degreesBefore = [
  'prof.',
  'doc.',
  'MUDr.',
  'MDDr.',
  'MVDr.',
  'PharmDr.',
  'PhDr.',
  'RNDr.',
  'JUDr.',
  'PaedDr.',
  'ThDr.',
  'Mgr.',
  'MgA.',
  'Ing.',
  'Ing. arch.',
  'Bc.',
  'BcA.',
] as const

/** Degrees written after the name, after a comma. */
export const degreesAfter = [
  'Ph.D.',
  'Th.D.',
  'CSc.',
  'DrSc.',
  'DSc.',
  'DiS.',
  'MBA',
  'LL.M.',
  'MPH',
  'MHA',
  'FEBDV',
] as const

/** The 14 regions (kraje), keyed by NUTS-3 code, in the conventional ČSÚ order. */
export const regions = [
  { code: 'CZ010', name: 'Hlavní město Praha' },
  { code: 'CZ020', name: 'Středočeský kraj' },
  { code: 'CZ031', name: 'Jihočeský kraj' },
  { code: 'CZ032', name: 'Plzeňský kraj' },
  { code: 'CZ041', name: 'Karlovarský kraj' },
  { code: 'CZ042', name: 'Ústecký kraj' },
  { code: 'CZ051', name: 'Liberecký kraj' },
  { code: 'CZ052', name: 'Královéhradecký kraj' },
  { code: 'CZ053', name: 'Pardubický kraj' },
  { code: 'CZ063', name: 'Kraj Vysočina' },
  { code: 'CZ064', name: 'Jihomoravský kraj' },
  { code: 'CZ071', name: 'Olomoucký kraj' },
  { code: 'CZ072', name: 'Zlínský kraj' },
  { code: 'CZ080', name: 'Moravskoslezský kraj' },
] as const
export const regionCodes = regions.map((region) => region.code) as [RegionCode, ...RegionCode[]]
export type RegionCode = (typeof regions)[number]['code']

/**
 * Which regions share a border (land borders between kraje; Praha lies inside Středočeský). Used
 * to offer the nearest centres first: the region itself, then its neighbours, then the rest.
 */
export const regionNeighbours: Record<RegionCode, readonly RegionCode[]> = {
  CZ010: ['CZ020'],
  CZ020: ['CZ010', 'CZ031', 'CZ032', 'CZ042', 'CZ051', 'CZ052', 'CZ053', 'CZ063'],
  CZ031: ['CZ020', 'CZ032', 'CZ063', 'CZ064'],
  CZ032: ['CZ020', 'CZ031', 'CZ041', 'CZ042'],
  CZ041: ['CZ032', 'CZ042'],
  CZ042: ['CZ020', 'CZ032', 'CZ041', 'CZ051'],
  CZ051: ['CZ020', 'CZ042', 'CZ052'],
  CZ052: ['CZ020', 'CZ051', 'CZ053'],
  CZ053: ['CZ020', 'CZ052', 'CZ063', 'CZ064', 'CZ071'],
  CZ063: ['CZ020', 'CZ031', 'CZ053', 'CZ064'],
  CZ064: ['CZ031', 'CZ053', 'CZ063', 'CZ071', 'CZ072'],
  CZ071: ['CZ053', 'CZ064', 'CZ072', 'CZ080'],
  CZ072: ['CZ064', 'CZ071', 'CZ080'],
  CZ080: ['CZ071', 'CZ072'],
}

/** 0 for the region itself, 1 for a neighbour, 2 for the rest ("nearest first by region"). */
export function regionDistance(from: RegionCode, to: RegionCode): 0 | 1 | 2 {
  if (from === to) return 0
  return regionNeighbours[from].includes(to) ? 1 : 2
}

/** PSČ: 5 digits, written `123 45`; stored as the 5 digits. */
export const postalCodePattern = /^\d{3} ?\d{2}$/

/** `11000` → `110 00` for display. */
export function formatPostalCode(value: string): string {
  return /^\d{5}$/.test(value) ? `${value.slice(0, 3)} ${value.slice(3)}` : value
}

/** Specialties (odbornost, VZP/NZIS code list) of the doctors who use Konzilium. */
export const specialties = [
  { code: '404', cs: 'dermatovenerologie', en: 'dermatovenereology' },
  { code: '405', cs: 'dětská dermatologie', en: 'paediatric dermatology' },
  { code: '109', cs: 'revmatologie', en: 'rheumatology' },
  { code: '101', cs: 'interní lékařství', en: 'internal medicine' },
  { code: '001', cs: 'všeobecné praktické lékařství', en: 'general practice' },
  { code: '002', cs: 'praktické lékařství pro děti a dorost', en: 'paediatric general practice' },
] as const
export const specialtyCodes = specialties.map((specialty) => specialty.code) as [
  SpecialtyCode,
  ...SpecialtyCode[],
]
export type SpecialtyCode = (typeof specialties)[number]['code']

/**
 * IČO: 8 digits; digits 1-7 weighted 8..2, r = sum mod 11, check digit (11 - r) mod 10
 * (r = 0 gives 1, r = 1 gives 0). No official specification exists; every public validator agrees.
 */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false
  let sum = 0
  for (let i = 0; i < 7; i++) sum += Number(value[i]) * (8 - i)
  return (11 - (sum % 11)) % 10 === Number(value[7])
}

/** IČP and IČZ are assigned by VZP with no public checksum: the format is all we can check. */
export const icpPattern = /^\d{8}$/

/** Removes spaces and turns a Czech number into E.164 (`+420603123456`); other numbers keep their `+`. */
export function normalizePhone(value: string): string {
  const compact = value.replace(/[\s()-]/g, '')
  const czech = /^(?:\+420|00420)?([2-7]\d{8})$/.exec(compact)
  if (czech) return `+420${czech[1] ?? ''}`
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact
}

/** `+420777123456` → `+420 777 123 456` (the Czech way); other numbers are shown as stored. */
export function formatPhone(value: string): string {
  const czech = /^\+420(\d{3})(\d{3})(\d{3})$/.exec(value)
  return czech ? `+420 ${czech[1] ?? ''} ${czech[2] ?? ''} ${czech[3] ?? ''}` : value
}

export function isValidPhone(value: string): boolean {
  return /^\+(?:420[2-7]\d{8}|(?!420)[1-9]\d{7,14})$/.test(normalizePhone(value))
}

export type PersonName = {
  degreesBefore?: string | null
  firstName: string
  lastName: string
  degreesAfter?: string | null
}

/** `prof. MUDr. Jana Nováková, CSc., MBA`: degrees before with a space, after with a comma. */
export function formatPersonName(name: PersonName): string {
  const core = [name.degreesBefore?.trim(), name.firstName.trim(), name.lastName.trim()]
    .filter(Boolean)
    .join(' ')
  const after = name.degreesAfter?.trim()
  return after ? `${core}, ${after}` : core
}

/** For lists and tables: `Nováková Jana` (sorted by last name with `Intl.Collator('cs')`). */
export function formatPersonNameLastFirst(name: PersonName): string {
  return [name.lastName.trim(), name.firstName.trim()].filter(Boolean).join(' ')
}

registerCustomMessages({
  'ico.invalid': {
    cs: 'Zadejte platné IČO (8 číslic, kontrolní číslice nesouhlasí).',
    en: 'Enter a valid IČO (8 digits with a matching check digit).',
  },
  'icp.invalid': { cs: 'Zadejte 8 číslic.', en: 'Enter 8 digits.' },
  'ico.required': { cs: 'Vyplňte IČO.', en: 'Enter the IČO.' },
  'icp.required': { cs: 'Vyplňte IČP.', en: 'Enter the IČP.' },
  'region.required': { cs: 'Vyberte kraj.', en: 'Choose a region.' },
  'region.invalid': { cs: 'Vyberte kraj ze seznamu.', en: 'Choose a region from the list.' },
  'specialty.required': { cs: 'Vyberte odbornost.', en: 'Choose a specialty.' },
  'specialty.invalid': {
    cs: 'Vyberte odbornost ze seznamu.',
    en: 'Choose a specialty from the list.',
  },
  'postalCode.invalid': {
    cs: 'Zadejte PSČ jako 5 číslic, např. 110 00.',
    en: 'Enter the postal code as 5 digits, e.g. 110 00.',
  },
  'phone.invalid': {
    cs: 'Zadejte telefonní číslo, např. +420 603 123 456.',
    en: 'Enter a phone number, e.g. +420 603 123 456.',
  },
  'name.invalid': {
    cs: 'Použijte jen písmena, mezery, tečky, pomlčky a apostrofy.',
    en: 'Use letters, spaces, dots, hyphens and apostrophes only.',
  },
  'degrees.invalid': {
    cs: 'Tituly mohou obsahovat jen písmena, tečky, čárky, mezery a &.',
    en: 'Degrees may contain letters, dots, commas, spaces and & only.',
  },
})

/** Letters (any script), spaces, dots, hyphens, apostrophes: no control characters, no markup. */
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u
const degreesPattern = /^[\p{L}.,& ]*$/u

/** An empty value is "required", not a failed checksum or a list of codes (for a form and the API). */
const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '')

export const icoSchema = z
  .string()
  .trim()
  .min(1, { error: 'ico.required', abort: true })
  .refine(isValidIco, { error: 'ico.invalid' })
export const icpSchema = z
  .string()
  .trim()
  .min(1, { error: 'icp.required', abort: true })
  .regex(icpPattern, { error: 'icp.invalid' })
/** Errors name the region in words, never the NUTS codes (`CZ010`) the value is made of. */
export const regionCodeSchema = z.enum(regionCodes, {
  error: (issue) => (isEmpty(issue.input) ? 'region.required' : 'region.invalid'),
})
export const specialtyCodeSchema = z.enum(specialtyCodes, {
  error: (issue) => (isEmpty(issue.input) ? 'specialty.required' : 'specialty.invalid'),
})
export const postalCodeSchema = z
  .string()
  .trim()
  .regex(postalCodePattern, { error: 'postalCode.invalid' })
  .transform((value) => value.replace(' ', ''))
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .refine(isValidPhone, { error: 'phone.invalid' })
  .transform(normalizePhone)

export const firstNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(namePattern, { error: 'name.invalid' })
export const lastNameSchema = firstNameSchema
/** Free text checked for its characters; `GET /api/degrees` offers the usual values. Empty means none. */
export const degreesSchema = z
  .string()
  .trim()
  .max(60)
  .regex(degreesPattern, { error: 'degrees.invalid' })
  .nullish()
  .transform((value) => (value ? value : null))

/** The four name fields every person in Konzilium has. */
export const personNameShape = {
  degreesBefore: degreesSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  degreesAfter: degreesSchema,
}

/**
 * Rodné číslo (birth number, Act No. 133/2000 Coll.; docs/domain/czech.md). `YYMMDD/SSSC`, 10
 * digits, from 1954 on (the whole number divisible by 11; a remainder of 10 is written as check
 * digit 0); `YYMMDD/SSS`, 9 digits without a check digit, only for people born before 1954. The
 * remainder-10 form was the rule until 1985 but numbers issued later exist too: they are accepted
 * with the warning `checkDigit`, so that the user checks the number once more. The month is +50
 * for women and, from 2004 on, +20 (men) or +70 (women) when a day's serial numbers ran out. The
 * date must exist and not lie in the future. Accepted with or without the slash and spaces, stored
 * as the bare digits.
 */
export type BirthNumberProblem = 'format' | 'nineDigits' | 'date' | 'checksum'
/** Accepted, but worth a second look: a remainder-10 check digit 0 after 1985. */
export type BirthNumberWarning = 'checkDigit'
export type ParsedBirthNumber = {
  /** The 9 or 10 digits, no slash (the stored form). */
  digits: string
  /** `YYYY-MM-DD` */
  birthDate: string
  sex: 'female' | 'male'
  warning?: BirthNumberWarning
}

/** Removes the slash and spaces a birth number is usually written with. */
export function compactBirthNumber(value: string): string {
  return value.replace(/[\s/]/g, '')
}

/** `8503151239` → `850315/1239` (display form). */
export function formatBirthNumber(digits: string): string {
  return digits.length >= 9 ? `${digits.slice(0, 6)}/${digits.slice(6)}` : digits
}

export function parseBirthNumber(
  value: string,
  today: Date = new Date(),
): { ok: true; value: ParsedBirthNumber } | { ok: false; problem: BirthNumberProblem } {
  const digits = compactBirthNumber(value)
  if (!/^\d{9,10}$/.test(digits)) return { ok: false, problem: 'format' }
  const yy = Number(digits.slice(0, 2))
  let month = Number(digits.slice(2, 4))
  const day = Number(digits.slice(4, 6))
  if (digits.length === 9 && yy > 53) return { ok: false, problem: 'nineDigits' }
  const year = digits.length === 9 ? 1900 + yy : yy >= 54 ? 1900 + yy : 2000 + yy
  let sex: 'female' | 'male' = 'male'
  let extended = false
  if (month > 70) {
    month -= 70
    sex = 'female'
    extended = true
  } else if (month > 50) {
    month -= 50
    sex = 'female'
  } else if (month > 20) {
    month -= 20
    extended = true
  }
  // The +20 / +70 months exist only for numbers issued from 2004 on.
  if (extended && year < 2004) return { ok: false, problem: 'date' }
  if (month < 1 || month > 12 || day < 1) return { ok: false, problem: 'date' }
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { ok: false, problem: 'date' }
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())
  if (date.getTime() > todayUtc) return { ok: false, problem: 'date' }
  const warning = digits.length === 10 ? checkDigitWarning(digits, year) : undefined
  if (warning === 'checksum') return { ok: false, problem: 'checksum' }
  const birthDate = `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return { ok: true, value: { digits, birthDate, sex, ...(warning ? { warning } : {}) } }
}

/**
 * The mod-11 check of a 10-digit number: a remainder of 10 written as check digit 0 is the rule
 * until 1985 and a warning after it (such numbers were issued); any other mismatch is refused.
 */
function checkDigitWarning(
  digits: string,
  year: number,
): BirthNumberWarning | 'checksum' | undefined {
  const remainder = Number(BigInt(digits.slice(0, 9)) % 11n)
  const check = Number(digits[9])
  if (remainder === 10) {
    if (check !== 0) return 'checksum'
    return year <= 1985 ? undefined : 'checkDigit'
  }
  return remainder === check ? undefined : 'checksum'
}

/** The warning a stored birth number deserves, or null (also for an invalid or missing one). */
export function birthNumberWarning(digits: string | null): BirthNumberWarning | null {
  if (!digits) return null
  const parsed = parseBirthNumber(digits)
  return parsed.ok ? (parsed.value.warning ?? null) : null
}

registerCustomMessages({
  'birthNumber.format': {
    cs: 'Rodné číslo má 10 číslic, např. 850315/1239 (9 číslic jen u lidí narozených před rokem 1954).',
    en: 'A birth number has 10 digits, e.g. 850315/1239 (9 digits only for people born before 1954).',
  },
  'birthNumber.nineDigits': {
    cs: 'Rodné číslo s 9 číslicemi mají jen lidé narození před rokem 1954; od roku 1954 má 10 číslic.',
    en: 'Only people born before 1954 have a 9-digit birth number; from 1954 on it has 10 digits.',
  },
  'birthNumber.date': {
    cs: 'Rodné číslo neobsahuje platné datum narození.',
    en: 'The birth number does not hold a valid date of birth.',
  },
  'birthNumber.checksum': {
    cs: 'Rodné číslo nemá správnou kontrolní číslici.',
    en: 'The check digit of the birth number does not match.',
  },
})

/** A birth number as typed (slash and spaces allowed), answered as its bare digits. */
export const birthNumberSchema = z
  .string()
  .trim()
  .max(20)
  .superRefine((value, context) => {
    const parsed = parseBirthNumber(value)
    if (!parsed.ok) context.addIssue({ code: 'custom', message: `birthNumber.${parsed.problem}` })
  })
  .transform(compactBirthNumber)
