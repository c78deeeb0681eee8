import { z } from 'zod'

/**
 * Clinical code lists shared by patients and referrals (docs/domain/czech.md). The names are the
 * official Czech texts (ÚZIS MKN-10) with the English meaning; codes are written with the dot
 * (`L40.0`). The list is the filtered subset the referral form offers; `specialty` says which
 * centres treat it.
 */
export const diagnoses = [
  { code: 'L40.0', cs: 'Psoriasis vulgaris', en: 'Psoriasis vulgaris', specialty: 'dermatology' },
  {
    code: 'L40.1',
    cs: 'Generalizovaná pustulózní psoriáza',
    en: 'Generalized pustular psoriasis',
    specialty: 'dermatology',
  },
  {
    code: 'L40.2',
    cs: 'Acrodermatitis continua (Hallopeau)',
    en: 'Acrodermatitis continua (Hallopeau)',
    specialty: 'dermatology',
  },
  {
    code: 'L40.3',
    cs: 'Pustulosis palmaris et plantaris',
    en: 'Palmoplantar pustulosis',
    specialty: 'dermatology',
  },
  { code: 'L40.4', cs: 'Psoriasis guttata', en: 'Guttate psoriasis', specialty: 'dermatology' },
  {
    code: 'L40.5',
    cs: 'Artropatická psoriáza',
    en: 'Psoriatic arthropathy',
    specialty: 'rheumatology',
  },
  { code: 'L40.8', cs: 'Jiná psoriáza', en: 'Other psoriasis', specialty: 'dermatology' },
  { code: 'L40.9', cs: 'Psoriáza NS', en: 'Psoriasis, unspecified', specialty: 'dermatology' },
  {
    code: 'L20.8',
    cs: 'Jiná atopická dermatitida',
    en: 'Other atopic dermatitis',
    specialty: 'dermatology',
  },
  {
    code: 'L20.9',
    cs: 'Atopická dermatitida NS',
    en: 'Atopic dermatitis, unspecified',
    specialty: 'dermatology',
  },
  {
    code: 'L50.1',
    cs: 'Idiopatická kopřivka',
    en: 'Idiopathic urticaria',
    specialty: 'dermatology',
  },
  {
    code: 'L73.2',
    cs: 'Hidradenitis suppurativa',
    en: 'Hidradenitis suppurativa',
    specialty: 'dermatology',
  },
  {
    code: 'M05.8',
    cs: 'Jiná séropozitivní revmatická artritida',
    en: 'Other seropositive rheumatoid arthritis',
    specialty: 'rheumatology',
  },
  {
    code: 'M05.9',
    cs: 'Séropozitivní revmatická artritida NS',
    en: 'Seropositive rheumatoid arthritis, unspecified',
    specialty: 'rheumatology',
  },
  {
    code: 'M06.0',
    cs: 'Séronegativní revmatická artritida',
    en: 'Seronegative rheumatoid arthritis',
    specialty: 'rheumatology',
  },
  {
    code: 'M06.1',
    cs: 'Stillova nemoc začínající v dospělosti',
    en: "Adult-onset Still's disease",
    specialty: 'rheumatology',
  },
  {
    code: 'M06.8',
    cs: 'Jiná určená revmatická artritida',
    en: 'Other specified rheumatoid arthritis',
    specialty: 'rheumatology',
  },
  {
    code: 'M06.9',
    cs: 'Revmatická artritida NS',
    en: 'Rheumatoid arthritis, unspecified',
    specialty: 'rheumatology',
  },
  {
    code: 'M07.0',
    cs: 'Distální interfalangeální psoriatická artropatie',
    en: 'Distal interphalangeal psoriatic arthropathy',
    specialty: 'rheumatology',
  },
  {
    code: 'M07.1',
    cs: 'Arthritis mutilans (znetvořující)',
    en: 'Arthritis mutilans',
    specialty: 'rheumatology',
  },
  {
    code: 'M07.2',
    cs: 'Psoriatická spondylitida',
    en: 'Psoriatic spondylitis',
    specialty: 'rheumatology',
  },
  {
    code: 'M07.3',
    cs: 'Jiné psoriatické artropatie',
    en: 'Other psoriatic arthropathies',
    specialty: 'rheumatology',
  },
  {
    code: 'M07.4',
    cs: 'Artropatie při Crohnově nemoci',
    en: "Arthropathy in Crohn's disease",
    specialty: 'rheumatology',
  },
  {
    code: 'M07.5',
    cs: 'Artropatie při ulcerózní kolitidě',
    en: 'Arthropathy in ulcerative colitis',
    specialty: 'rheumatology',
  },
  {
    code: 'M08.0',
    cs: 'Juvenilní revmatická artritida',
    en: 'Juvenile rheumatoid arthritis',
    specialty: 'rheumatology',
  },
  {
    code: 'M45',
    cs: 'Ankylozující spondylitida',
    en: 'Ankylosing spondylitis',
    specialty: 'rheumatology',
  },
  {
    code: 'M46.1',
    cs: 'Zánět kosti křížové a kyčelní (sakroiliitida) nezařazený jinde',
    en: 'Sacroiliitis, not elsewhere classified',
    specialty: 'rheumatology',
  },
  {
    code: 'M46.8',
    cs: 'Jiné určené zánětlivé spondylopatie',
    en: 'Other specified inflammatory spondylopathies',
    specialty: 'rheumatology',
  },
  {
    code: 'M46.9',
    cs: 'Zánětlivá spondylopatie NS',
    en: 'Inflammatory spondylopathy, unspecified',
    specialty: 'rheumatology',
  },
] as const

export type DiagnosisCode = (typeof diagnoses)[number]['code']
export const diagnosisCodes = diagnoses.map((d) => d.code) as [DiagnosisCode, ...DiagnosisCode[]]
export const diagnosisCodeSchema = z.enum(diagnosisCodes)

/** Health insurers offered in forms, by the codes doctors know them by; shown as `111 – VZP ČR`. */
export const insurers = [
  { code: '111', abbreviation: 'VZP ČR', name: 'Všeobecná zdravotní pojišťovna České republiky' },
  { code: '201', abbreviation: 'VoZP ČR', name: 'Vojenská zdravotní pojišťovna České republiky' },
  { code: '205', abbreviation: 'ČPZP', name: 'Česká průmyslová zdravotní pojišťovna' },
  {
    code: '207',
    abbreviation: 'OZP',
    name: 'Oborová zdravotní pojišťovna zaměstnanců bank, pojišťoven a stavebnictví',
  },
  { code: '209', abbreviation: 'ZPŠ', name: 'Zaměstnanecká pojišťovna Škoda' },
  {
    code: '211',
    abbreviation: 'ZPMV ČR',
    name: 'Zdravotní pojišťovna ministerstva vnitra České republiky',
  },
  { code: '213', abbreviation: 'RBP', name: 'Revírní bratrská pokladna, zdravotní pojišťovna' },
  {
    code: '333',
    abbreviation: 'VZP – cizinci',
    abbreviationEn: 'VZP – foreigners',
    name: 'VZP – pojištění cizinců',
  },
  {
    code: '000',
    abbreviation: 'Bez pojištění',
    abbreviationEn: 'No insurance',
    name: 'Bez smlouvy se zdravotní pojišťovnou',
  },
] as const
export type InsurerCode = (typeof insurers)[number]['code']

/**
 * An insurer as forms, records and referrals show it: `111 – VZP ČR`. The insurers' own
 * abbreviations are names and stay as they are; the two descriptive entries (foreigners, no
 * insurance) read in the reader's language. A code not in the list is shown as stored.
 */
export function insurerLabel(code: string, locale: 'cs' | 'en'): string {
  const known = insurers.find((insurer) => insurer.code === code)
  if (!known) return code
  const abbreviation =
    locale === 'en' && 'abbreviationEn' in known ? known.abbreviationEn : known.abbreviation
  return `${known.code} – ${abbreviation}`
}
export const insurerCodes = insurers.map((i) => i.code) as [InsurerCode, ...InsurerCode[]]
export const insurerCodeSchema = z.enum(insurerCodes)

/** A patient's sex as the record holds it (with a birth number, the number tells it). */
export const sexes = ['female', 'male'] as const
export const sexSchema = z.enum(sexes)
export type Sex = z.infer<typeof sexSchema>

/** Referral urgency (NCEZ eReferral: rutinní / prioritní / urgentní). */
export const urgencies = ['routine', 'priority', 'urgent'] as const
export const urgencySchema = z.enum(urgencies)
export type Urgency = (typeof urgencies)[number]

/** Why a centre denies a referral (the comment says the rest). */
export const denyReasons = [
  'criteria_not_met',
  'incomplete_data',
  'missing_examination',
  'capacity',
  'wrong_specialty',
  'other_centre_better',
  'patient_declined',
  'other',
] as const
export const denyReasonSchema = z.enum(denyReasons)
export type DenyReason = (typeof denyReasons)[number]

/** Why a referrer cancels an open referral. */
export const cancelReasons = [
  'patient_declined',
  'condition_improved',
  'sent_in_error',
  'referred_elsewhere',
  'other',
] as const
export const cancelReasonSchema = z.enum(cancelReasons)
export type CancelReason = (typeof cancelReasons)[number]
