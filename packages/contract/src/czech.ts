import { z } from 'zod'
import { registerCustomMessages } from './validation-messages'

/**
 * Czech reference data and identifiers (shared/reference/czech-domain.md sections 1.1, 1.2, 1.5, 1.6):
 * academic degrees, the 14 regions, the specialties of our users, IČO with its checksum, IČP/IČZ
 * format, phone numbers and the Czech way of writing a name with degrees.
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

export const icoSchema = z.string().trim().refine(isValidIco, { error: 'ico.invalid' })
export const icpSchema = z.string().trim().regex(icpPattern, { error: 'icp.invalid' })
export const regionCodeSchema = z.enum(regionCodes)
export const specialtyCodeSchema = z.enum(specialtyCodes)
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
