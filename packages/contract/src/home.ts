import { z } from 'zod'
import { referralSummarySchema } from './referrals'
import { personRefSchema as personRef } from './shapes'
import { roleSchema } from './session'
import { userStatusSchema } from './users'

/**
 * The signed-in home (`GET /api/home`): per role the few rows that matter now, each list small and
 * filtered by the caller's scope in SQL. A representative's answer holds doctors only, never a
 * patient or a referral (policy.ts).
 */

/** A short list and how many rows match in all (the page behind "show all" holds the rest). */
const section = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) })

const centerName = z.object({ id: z.uuid(), name: z.string() })

export const homePatientSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  diagnoses: z.array(z.string()),
  center: centerName.nullable(),
  /** The latest change of the record or of one of its referrals in the caller's scope. */
  lastActivityAt: z.iso.datetime(),
})
export type HomePatient = z.infer<typeof homePatientSchema>

export const homeDoctorSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  /** As lists show it: `Nováková Jana`. */
  listName: z.string(),
  practiceName: z.string().nullable(),
  region: z.string().nullable(),
  status: userStatusSchema,
  invitedAt: z.iso.datetime(),
  lastInvitationSentAt: z.iso.datetime().nullable(),
})
export type HomeDoctor = z.infer<typeof homeDoctorSchema>

export const homeAccountSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  /** As lists show it: `Nováková Jana`. */
  listName: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  createdAt: z.iso.datetime(),
  lockedAt: z.iso.datetime().nullable(),
})
export type HomeAccount = z.infer<typeof homeAccountSchema>

export const homeRecordSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  insurer: z.string().nullable(),
  diagnoses: z.array(z.string()),
  center: centerName.nullable(),
  centerDoctor: personRef.nullable(),
  referringDoctor: personRef.nullable(),
  updatedAt: z.iso.datetime(),
})
export type HomeRecord = z.infer<typeof homeRecordSchema>

export const homeReferralSectionSchema = section(referralSummarySchema)
export type HomeReferralSection = z.infer<typeof homeReferralSectionSchema>

export const homeSchema = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('center_doctor'),
    /** Pending and not opened yet by anyone of the centre. */
    newReferrals: homeReferralSectionSchema,
    /** Pending, opened, not decided. */
    seenReferrals: homeReferralSectionSchema,
    patients: z.array(homePatientSchema),
  }),
  z.object({
    role: z.literal('peripheral_doctor'),
    /** Pending ones and denied ones not redirected yet (the referrer's move). */
    openReferrals: homeReferralSectionSchema,
    patients: z.array(homePatientSchema),
  }),
  z.object({ role: z.literal('rep'), doctors: section(homeDoctorSchema) }),
  z.object({
    role: z.literal('admin'),
    registrations: z.array(homeAccountSchema),
    pendingReferrals: homeReferralSectionSchema,
    lockedUsers: z.array(homeAccountSchema),
  }),
  z.object({ role: z.literal('patient'), record: homeRecordSchema.nullable() }),
])
export type Home = z.infer<typeof homeSchema>

/** How many rows each list of the home shows. */
export const HOME_LIST_SIZE = 5
