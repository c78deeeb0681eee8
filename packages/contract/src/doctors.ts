import { z } from 'zod'
import { pagedList } from './shapes'
import {
  icoSchema,
  icpSchema,
  personNameShape,
  phoneSchema,
  regionCodeSchema,
  regionCodes,
  specialtyCodeSchema,
  specialtyCodes,
} from './czech'
import { userStatusSchema } from './users'
import { registerCustomMessages } from './validation-messages'

/**
 * Centre doctors and peripheral (outpatient) doctors (scopes in policy.ts). Each item carries its
 * invitation state (`invited` until activated, `active`, `locked`), when it was invited and when
 * the last invitation mail went out. No endpoint here carries patient data: a representative reads
 * these lists too.
 */

const page = z.coerce.number().int().min(1).max(100_000).default(1)
export const DOCTORS_PAGE_SIZE_MAX = 100
const pageSize = z.coerce.number().int().min(1).max(DOCTORS_PAGE_SIZE_MAX).default(20)
const search = z.string().trim().max(100).optional()

/** What every doctor row shares: the person, the account state and the invitation. */
const doctorBaseShape = {
  id: z.uuid(),
  email: z.string(),
  degreesBefore: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  degreesAfter: z.string().nullable(),
  /** `MUDr. Jana Nováková, Ph.D.` */
  displayName: z.string(),
  phone: z.string().nullable(),
  status: userStatusSchema,
  /** When the account was created by the invitation (or registration). */
  invitedAt: z.iso.datetime(),
  /** The last activation mail queued for the account; null when none was ever sent. */
  lastInvitationSentAt: z.iso.datetime().nullable(),
  activatedAt: z.iso.datetime().nullable(),
}

export const centerDoctorSchema = z.object({
  ...doctorBaseShape,
  centerId: z.uuid(),
  centerName: z.string(),
  centerRegion: z.enum(regionCodes),
  acceptsPatients: z.boolean(),
})
export type CenterDoctor = z.infer<typeof centerDoctorSchema>

export const centerDoctorSortSchema = z.enum([
  'lastName',
  '-lastName',
  'email',
  '-email',
  'center',
  '-center',
  'invitedAt',
  '-invitedAt',
])
export type CenterDoctorSort = z.infer<typeof centerDoctorSortSchema>

/** `GET /api/center-doctors`. */
export const listCenterDoctorsQuerySchema = z.object({
  page,
  pageSize,
  sort: centerDoctorSortSchema.default('lastName'),
  q: search,
  centerId: z.uuid().optional(),
  region: regionCodeSchema.optional(),
  status: userStatusSchema.optional(),
})
export type ListCenterDoctorsQuery = z.infer<typeof listCenterDoctorsQuerySchema>

export const centerDoctorListSchema = pagedList(centerDoctorSchema)
export type CenterDoctorList = z.infer<typeof centerDoctorListSchema>

export const doctorIdParamsSchema = z.object({ id: z.uuid() })

/** `PUT /api/center-doctors/{id}`: the person and whether the doctor takes new patients. */
export const updateCenterDoctorInputSchema = z.object({
  ...personNameShape,
  phone: phoneSchema.nullish().transform((value) => value ?? null),
  acceptsPatients: z.boolean(),
})
export type UpdateCenterDoctorInput = z.input<typeof updateCenterDoctorInputSchema>

/**
 * `PUT /api/center-doctors/{id}/move-to-center` (admin). The doctor's patients stay with the old
 * centre: with `patientsTakenOverBy` (a doctor of the old centre) they are assigned to that doctor,
 * without it they keep the old centre and have no assigned doctor until one is chosen.
 */
export const moveCenterDoctorInputSchema = z.object({
  centerId: z.uuid(),
  patientsTakenOverBy: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
})
export type MoveCenterDoctorInput = z.input<typeof moveCenterDoctorInputSchema>

export const movedCenterDoctorSchema = z.object({
  doctor: centerDoctorSchema,
  /** How many patients were handed over (to the named doctor, or left without a doctor). */
  patientsReassigned: z.number().int(),
})
export type MovedCenterDoctor = z.infer<typeof movedCenterDoctorSchema>

export const peripheralDoctorSchema = z.object({
  ...doctorBaseShape,
  practiceName: z.string().nullable(),
  ico: z.string().nullable(),
  icp: z.string().nullable(),
  region: z.enum(regionCodes).nullable(),
  specialty: z.enum(specialtyCodes).nullable(),
})
export type PeripheralDoctor = z.infer<typeof peripheralDoctorSchema>

export const peripheralDoctorSortSchema = z.enum([
  'lastName',
  '-lastName',
  'practiceName',
  '-practiceName',
  'region',
  '-region',
  'invitedAt',
  '-invitedAt',
])
export type PeripheralDoctorSort = z.infer<typeof peripheralDoctorSortSchema>

/** `GET /api/peripheral-doctors`. */
export const listPeripheralDoctorsQuerySchema = z.object({
  page,
  pageSize,
  sort: peripheralDoctorSortSchema.default('lastName'),
  q: search,
  region: regionCodeSchema.optional(),
  specialty: specialtyCodeSchema.optional(),
  status: userStatusSchema.optional(),
})
export type ListPeripheralDoctorsQuery = z.infer<typeof listPeripheralDoctorsQuerySchema>

export const peripheralDoctorListSchema = pagedList(peripheralDoctorSchema)
export type PeripheralDoctorList = z.infer<typeof peripheralDoctorListSchema>

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null))

/** `PUT /api/peripheral-doctors/{id}`: the person and the practice (IČO checked by its digit). */
export const updatePeripheralDoctorInputSchema = z.object({
  ...personNameShape,
  phone: phoneSchema.nullish().transform((value) => value ?? null),
  practiceName: optionalText(200),
  ico: icoSchema.nullish().transform((value) => value ?? null),
  icp: icpSchema.nullish().transform((value) => value ?? null),
  region: regionCodeSchema,
  specialty: specialtyCodeSchema.nullish().transform((value) => value ?? null),
})
export type UpdatePeripheralDoctorInput = z.input<typeof updatePeripheralDoctorInputSchema>

registerCustomMessages({
  'doctors.unknownCenter': {
    cs: 'Toto centrum neexistuje.',
    en: 'This centre does not exist.',
  },
  'doctors.sameCenter': {
    cs: 'Lékař už v tomto centru je.',
    en: 'The doctor already works at this centre.',
  },
  'doctors.takeOverNotInOldCenter': {
    cs: 'Pacienty může převzít jen lékař původního centra.',
    en: 'Only a doctor of the previous centre can take over the patients.',
  },
})
