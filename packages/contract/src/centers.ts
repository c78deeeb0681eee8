import { z } from 'zod'
import { pageQuery, pagedList } from './shapes'
import { phoneSchema, postalCodeSchema, regionCodeSchema, regionCodes } from './czech'
import { emailSchema } from './session'
import { registerCustomMessages } from './validation-messages'

/**
 * Centres of biologic therapy: name, city, region, specialty, address and contact, and whether
 * peripheral doctors see the centre when they refer. Admins manage them; a centre doctor edits the
 * own centre's details.
 */
export const centerSpecialties = ['dermatology', 'rheumatology'] as const
export const centerSpecialtySchema = z.enum(centerSpecialties, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'specialty.required'
      : 'specialty.invalid',
})
export type CenterSpecialty = z.infer<typeof centerSpecialtySchema>

/** What depends on a centre (admins see it; deleting waits until all are zero). */
export const centerCountsSchema = z.object({
  doctors: z.number().int(),
  patients: z.number().int(),
  openReferrals: z.number().int(),
})
export type CenterCounts = z.infer<typeof centerCountsSchema>

export const centerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  region: z.enum(regionCodes),
  specialty: z.enum(centerSpecialties),
  street: z.string().nullable(),
  /** Five digits (`11000`); shown as `110 00`. */
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  visible: z.boolean(),
  /** It has an active doctor, so a referral sent to it is read; only such centres are offered. */
  takesReferrals: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Admins only; null for everyone else. */
  counts: centerCountsSchema.nullable(),
})
export type Center = z.infer<typeof centerSchema>
/** The list's rows are the full centre (a centre has few fields). */
export type CenterSummary = Center

export const centerSortSchema = z.enum(['name', '-name', 'city', '-city', 'region', '-region'])
export type CenterSort = z.infer<typeof centerSortSchema>

export const CENTERS_PAGE_SIZE_MAX = 200

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true')

/**
 * `GET /api/centers`: `q` finds words in the name or city without diacritics ("plzen" finds
 * Plzeň); `near=CZ064` puts the centres of that region first, then of its neighbours, then the
 * rest (each group in the order of `sort`).
 */
export const listCentersQuerySchema = pageQuery(
  { max: CENTERS_PAGE_SIZE_MAX, default: 20 },
  centerSortSchema,
  'name',
).extend({
  q: z.string().trim().max(100).optional(),
  region: regionCodeSchema.optional(),
  specialty: centerSpecialtySchema.optional(),
  visible: booleanFlag.optional(),
  near: regionCodeSchema.optional(),
})
export type ListCentersQuery = z.infer<typeof listCentersQuerySchema>

export const centerListSchema = pagedList(centerSchema)
export type CenterList = z.infer<typeof centerListSchema>

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null))
/** Absent or null is none; a form sends null for an empty field. */
const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? null)

/** The details of a centre a form edits (create and `PUT /api/centers/{id}`). */
export const centerDetailsShape = {
  name: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  region: regionCodeSchema,
  specialty: centerSpecialtySchema,
  street: optionalText(200),
  postalCode: optional(postalCodeSchema),
  phone: optional(phoneSchema),
  email: optional(emailSchema),
}

/** `POST /api/centers` (admins). A new centre is visible unless `visible: false`. */
export const createCenterInputSchema = z.object({
  ...centerDetailsShape,
  visible: z.boolean().optional().default(true),
})
export type CreateCenterInput = z.input<typeof createCenterInputSchema>

/** `PUT /api/centers/{id}`: the details; visibility has its own call. */
export const updateCenterInputSchema = z.object(centerDetailsShape)
export type UpdateCenterInput = z.input<typeof updateCenterInputSchema>

export const centerIdParamsSchema = z.object({ id: z.uuid() })
export const centerIdParamSchema = z.object({ centerId: z.uuid() })

export const CENTER_BATCH_MAX_ROWS = 500

/** `POST /api/centers/batch` as JSON: each row is checked and created on its own. */
export const centerBatchInputSchema = z.object({
  rows: z.array(z.unknown()).min(1).max(CENTER_BATCH_MAX_ROWS),
})
export type CenterBatchInput = z.infer<typeof centerBatchInputSchema>

/**
 * Columns of an uploaded CSV or XLSX (`POST /api/centers/batch/file`), first row = header, Czech or
 * English names. `kraj` takes the NUTS code (`CZ064`) or the region's name (`Jihomoravský kraj`);
 * `odbornost` takes `dermatology`/`rheumatology` or `dermatologie`/`revmatologie`.
 */
export const centerBatchColumnNames = {
  name: ['name', 'název', 'nazev', 'centrum'],
  city: ['city', 'město', 'mesto', 'obec'],
  region: ['region', 'kraj'],
  specialty: ['specialty', 'odbornost'],
  street: ['street', 'ulice', 'adresa'],
  postalCode: ['postalcode', 'postal code', 'psč', 'psc'],
  phone: ['phone', 'telefon'],
  email: ['email', 'e-mail'],
  visible: ['visible', 'viditelné', 'viditelne'],
} as const

export const centerBatchRowResultSchema = z.object({
  /** 1-based row number (of the list, or of the file counting its header row as 1). */
  row: z.number().int(),
  name: z.string().nullable(),
  status: z.enum(['created', 'failed']),
  centerId: z.uuid().nullable(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
})
export const centerBatchResultSchema = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  rows: z.array(centerBatchRowResultSchema),
})
export type CenterBatchResult = z.infer<typeof centerBatchResultSchema>

/** `GET /api/centers/{centerId}/available-doctors`: optional name search. */
export const availableDoctorsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
})
export const availableDoctorSchema = z.object({
  id: z.uuid(),
  degreesBefore: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  degreesAfter: z.string().nullable(),
  displayName: z.string(),
  /** Patients the doctor treats now. */
  patients: z.number().int(),
})
export type AvailableDoctor = z.infer<typeof availableDoctorSchema>
export const availableDoctorListSchema = z.object({ items: z.array(availableDoctorSchema) })
export type AvailableDoctorList = z.infer<typeof availableDoctorListSchema>

registerCustomMessages({
  'center.duplicateRow': {
    cs: 'Centrum se stejným názvem a městem je v seznamu vícekrát.',
    en: 'A centre with the same name and city appears more than once in the list.',
  },
  'center.exists': {
    cs: 'Centrum s tímto názvem v tomto městě už existuje.',
    en: 'A centre with this name already exists in this city.',
  },
  'center.unreadableFile': {
    cs: 'Soubor nelze přečíst. Nahrajte CSV nebo XLSX se záhlavím (název, město, kraj, odbornost).',
    en: 'The file cannot be read. Upload a CSV or XLSX with a header row (name, city, region, specialty).',
  },
})
