import { z } from 'zod'
import { referralStateSchema } from './referrals'
import { pageQuery, pagedList, personRefSchema } from './shapes'
import { insurerCodes, sexSchema, type Sex } from './codes'
import { icd10CodeSchema } from './icd10'
import { birthNumberSchema, firstNameSchema, lastNameSchema, phoneSchema } from './czech'
import { auditActions } from './audit'
import { emailSchema, roleSchema } from './session'
import { registerCustomMessages } from './validation-messages'

/**
 * Patient records (ADR 016). A record is owned by the referring (peripheral) doctor and may belong
 * to a centre with a treating centre doctor. The birth number is unique on the platform; without
 * one, the birth date and sex are entered. Deleting is soft.
 */
export { sexes, sexSchema, type Sex } from './codes'

registerCustomMessages({
  'patient.birthDateRequired': {
    cs: 'Bez rodného čísla vyplňte datum narození.',
    en: 'Without a birth number, enter the date of birth.',
  },
  'patient.sexRequired': {
    cs: 'Bez rodného čísla vyberte pohlaví.',
    en: 'Without a birth number, choose the sex.',
  },
  'patient.birthDateInvalid': {
    cs: 'Zadejte skutečné datum narození (ne v budoucnosti).',
    en: 'Enter a real date of birth (not in the future).',
  },
  'patient.diagnosisRequired': {
    cs: 'Vyberte alespoň jednu diagnózu.',
    en: 'Choose at least one diagnosis.',
  },
  'patient.diagnosisInvalid': {
    cs: 'Vyberte diagnózu ze seznamu MKN-10.',
    en: 'Choose a diagnosis from the ICD-10 list.',
  },
  'patient.insurerInvalid': {
    cs: 'Vyberte zdravotní pojišťovnu ze seznamu.',
    en: 'Choose a health insurer from the list.',
  },
  'patient.postalCodeInvalid': {
    cs: 'PSČ má 5 číslic, např. 120 00.',
    en: 'A postal code has 5 digits, e.g. 120 00.',
  },
  'patient.birthNumberTaken': {
    cs: 'Pacient s tímto rodným číslem už v Konziliu je.',
    en: 'A patient with this birth number is already in Konzilium.',
  },
  'patient.centerDoctorNotInCenter': {
    cs: 'Vyberte lékaře centra, ve kterém se pacient léčí.',
    en: 'Choose a doctor of the centre that treats the patient.',
  },
  'patient.referringDoctorInvalid': {
    cs: 'Vyberte aktivního odesílajícího lékaře.',
    en: 'Choose an active referring doctor.',
  },
  'patient.centerInvalid': {
    cs: 'Vyberte centrum ze seznamu.',
    en: 'Choose a centre from the list.',
  },
  'patient.notAllowed': {
    cs: 'Tento údaj může nastavit jen administrátor.',
    en: 'Only an administrator may set this.',
  },
})

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null))

const isoDate = /^\d{4}-\d{2}-\d{2}$/
function isRealPastDate(value: string) {
  if (!isoDate.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    date.getTime() <= Date.now()
  )
}

export const birthDateSchema = z
  .string()
  .trim()
  .refine(isRealPastDate, { error: 'patient.birthDateInvalid' })

export const postalCodeSchema = z
  .string()
  .trim()
  .max(10)
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value === '' || /^\d{5}$/.test(value), {
    error: 'patient.postalCodeInvalid',
  })
  .nullish()
  .transform((value) => (value ? value : null))

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value)

/** The fields a doctor edits (create and `PUT`). */
export const patientFieldsShape = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  birthNumber: z.preprocess(emptyToNull, birthNumberSchema.nullable()),
  birthDate: z.preprocess(emptyToNull, birthDateSchema.nullable()),
  sex: z.preprocess(emptyToNull, sexSchema.nullable()),
  insurer: z.preprocess(
    emptyToNull,
    z.enum(insurerCodes, { error: 'patient.insurerInvalid' }).nullable(),
  ),
  email: z.preprocess(emptyToNull, emailSchema.nullable()),
  phone: z.preprocess(emptyToNull, phoneSchema.nullable()),
  street: optionalText(200),
  city: optionalText(100),
  postalCode: postalCodeSchema,
  diagnoses: z
    // Any code of the ICD-10 list (a referral's diagnosis stays one of the indication codes).
    .array(icd10CodeSchema('patient.diagnosisInvalid'), {
      error: 'patient.diagnosisRequired',
    })
    .min(1, { error: 'patient.diagnosisRequired' })
    .max(20)
    .transform((codes) => [...new Set(codes)]),
}

type Fields = {
  birthNumber: string | null
  birthDate: string | null
  sex: Sex | null
}

/** Without a birth number the birth date and sex are entered; with one they default to it. */
function requireBirthData(value: Fields, context: z.RefinementCtx) {
  if (value.birthNumber) return
  if (!value.birthDate)
    context.addIssue({ code: 'custom', path: ['birthDate'], message: 'patient.birthDateRequired' })
  if (!value.sex)
    context.addIssue({ code: 'custom', path: ['sex'], message: 'patient.sexRequired' })
}

export const updatePatientInputSchema = z.object(patientFieldsShape).superRefine(requireBirthData)
export type UpdatePatientInput = z.input<typeof updatePatientInputSchema>

/**
 * `POST /api/patients`. Owner and centre follow from the caller (a peripheral doctor owns the
 * new record; a centre doctor's record belongs to the own centre); only an admin picks the
 * referring doctor and the centre. The centre doctor must work at the record's centre.
 */
export const createPatientInputSchema = z
  .object({
    ...patientFieldsShape,
    referringDoctorId: z.uuid().nullish(),
    centerId: z.uuid().nullish(),
    centerDoctorId: z.uuid().nullish(),
  })
  .superRefine(requireBirthData)
export type CreatePatientInput = z.input<typeof createPatientInputSchema>

/** The centre a record belongs to. */
const centerRefSchema = z.object({ id: z.uuid(), name: z.string() })

export const patientSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** Digits only; shown with the slash (and masked in lists). */
  birthNumber: z.string().nullable(),
  birthDate: z.string(),
  sex: sexSchema,
  insurer: z.string().nullable(),
  diagnoses: z.array(z.string()),
  referringDoctor: personRefSchema.nullable(),
  center: centerRefSchema.nullable(),
  centerDoctor: personRefSchema.nullable(),
  createdAt: z.iso.datetime(),
})
export type PatientSummary = z.infer<typeof patientSummarySchema>

export const patientReferralSchema = z.object({
  id: z.uuid(),
  state: referralStateSchema,
  diagnosis: z.string(),
  urgency: z.string(),
  centerName: z.string(),
  createdAt: z.iso.datetime(),
})

export const patientDetailSchema = patientSummarySchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  /**
   * `checkDigit`: the birth number ends in 0 for a remainder of 10 although born after 1985. Such
   * numbers were issued, so it is kept, and the form asks the user to check it once more.
   */
  birthNumberWarning: z.enum(['checkDigit']).nullable(),
  /**
   * Whether the caller may change this record now (edit it, hand the patient to a colleague): a
   * centre doctor only while the centre treats the patient, not while a referral is merely open.
   */
  canChange: z.boolean(),
  /** The patient's referrals (newest first). */
  referrals: z.array(patientReferralSchema),
  /** The doctors of the patient's centre (to hand the patient over); empty without a centre. */
  centerDoctors: z.array(personRefSchema),
})
export type PatientDetail = z.infer<typeof patientDetailSchema>

export const patientSortSchema = z.enum([
  'name',
  '-name',
  'birthDate',
  '-birthDate',
  'createdAt',
  '-createdAt',
])
export type PatientSort = z.infer<typeof patientSortSchema>
export const PATIENTS_PAGE_SIZE_MAX = 100

/**
 * `GET /api/patients`. `q`: every word starts the first or last name without diacritics, or the
 * digits start the birth number. Filters by code and id; `referralState` keeps the patients that
 * have a referral in that state.
 */
export const listPatientsQuerySchema = pageQuery(
  { max: PATIENTS_PAGE_SIZE_MAX, default: 20 },
  patientSortSchema,
  'name',
).extend({
  q: z.string().trim().max(100).optional(),
  /** Any code of the ICD-10 list a record may hold, not only the indication codes. */
  diagnosis: icd10CodeSchema('patient.diagnosisInvalid').optional(),
  centerId: z.uuid().optional(),
  centerDoctorId: z.uuid().optional(),
  referringDoctorId: z.uuid().optional(),
  referralState: referralStateSchema.optional(),
})
export type ListPatientsQuery = z.infer<typeof listPatientsQuerySchema>

export const patientListSchema = pagedList(patientSummarySchema)
export type PatientList = z.infer<typeof patientListSchema>

export const patientIdParamsSchema = z.object({ id: z.uuid() })
export const changeCenterDoctorInputSchema = z.object({ centerDoctorId: z.uuid() })

/** `GET /api/patients/{id}/access-log`: who read or changed the record, newest first. */
export const accessLogQuerySchema = pageQuery({ max: 100, default: 20 }).extend({
  /** `changes`: only creating, editing and reassigning (the record's history). */
  kind: z.enum(['all', 'changes']).default('all'),
})
/**
 * The action of an access-log entry that folds the lists, searches and home pages a viewer saw the
 * record in, in one day (no audit row has it: the log builds it from the rows that showed it).
 */
export const shownInListAction = 'patients.shown-in-list'

export const accessLogEntrySchema = z.object({
  id: z.uuid(),
  occurredAt: z.iso.datetime(),
  action: z.enum([...auditActions, shownInListAction]),
  actorName: z.string().nullable(),
  actorRole: roleSchema.nullable(),
  /**
   * `patients.shown-in-list` only: the record appeared in this many of the viewer's lists,
   * searches or home pages that day (one entry per viewer and day; `occurredAt` the latest).
   */
  count: z.number().int().min(1).optional(),
})
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>
export const accessLogSchema = pagedList(accessLogEntrySchema)
export type AccessLog = z.infer<typeof accessLogSchema>
