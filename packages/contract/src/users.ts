import { z } from 'zod'
import { pageQuery, pagedList } from './shapes'
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
import { emailSchema, locales, roleSchema } from './session'
import { registerCustomMessages } from './validation-messages'

/**
 * Users and their role profiles. A user is `invited` until the account is activated with a
 * password, then `active`; an admin can make it `locked` and back.
 */
export const userStatuses = ['invited', 'active', 'locked'] as const
export const userStatusSchema = z.enum(userStatuses)
export type UserStatus = z.infer<typeof userStatusSchema>

export const localeSchema = z.enum(locales)

/** How the account came to be: invited by someone, registered publicly, demo seed, first admin. */
export const userOrigins = ['invitation', 'public_registration', 'seed', 'bootstrap'] as const
export const userOriginSchema = z.enum(userOrigins)

export const peripheralDoctorProfileSchema = z.object({
  practiceName: z.string().nullable(),
  ico: z.string().nullable(),
  icp: z.string().nullable(),
  region: z.enum(regionCodes).nullable(),
  specialty: z.enum(specialtyCodes).nullable(),
})
export const repProfileSchema = z.object({
  company: z.string().nullable(),
  regions: z.array(z.enum(regionCodes)),
})
export const centerDoctorProfileSchema = z.object({
  centerId: z.uuid(),
  centerName: z.string(),
})

/** One row of the users table. */
export const userSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  origin: userOriginSchema,
  degreesBefore: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  degreesAfter: z.string().nullable(),
  /** The name written the Czech way, e.g. `MUDr. Jana Nováková, Ph.D.`. */
  displayName: z.string(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
})
export type UserSummary = z.infer<typeof userSummarySchema>

export const userDetailSchema = userSummarySchema.extend({
  phone: z.string().nullable(),
  locale: localeSchema.nullable(),
  activatedAt: z.iso.datetime().nullable(),
  lockedAt: z.iso.datetime().nullable(),
  /** When the open invitation's link stops working; null once activated or with no open invitation. */
  invitationExpiresAt: z.iso.datetime().nullable(),
  twoFactorEnabled: z.boolean(),
  activeSessions: z.number().int(),
  peripheralDoctor: peripheralDoctorProfileSchema.nullable(),
  rep: repProfileSchema.nullable(),
  centerDoctor: centerDoctorProfileSchema.nullable(),
})
export type UserDetail = z.infer<typeof userDetailSchema>

/** `lastName` ascending, `-lastName` descending; only these names reach the SQL ORDER BY. */
export const userSortSchema = z.enum([
  'lastName',
  '-lastName',
  'email',
  '-email',
  'createdAt',
  '-createdAt',
  'lastSignInAt',
  '-lastSignInAt',
  'role',
  '-role',
])
export type UserSort = z.infer<typeof userSortSchema>

export const USERS_PAGE_SIZE_MAX = 100

/** `GET /api/users`. `origin=public_registration&sort=-createdAt` lists the newest public registrations. */
export const listUsersQuerySchema = pageQuery(
  { max: USERS_PAGE_SIZE_MAX, default: 20 },
  userSortSchema,
  'lastName',
).extend({
  q: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  origin: userOriginSchema.optional(),
})
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>

export const userListSchema = pagedList(userSummarySchema)
export type UserList = z.infer<typeof userListSchema>

export const userIdParamsSchema = z.object({ id: z.uuid() })
export const lockUserParamsSchema = z.object({ userId: z.uuid() })
export const lockUserQuerySchema = z.object({ reason: z.string().trim().max(200).optional() })
/** How many sessions an administrator ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() })

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null))

export const peripheralDoctorProfileInputSchema = z.object({
  practiceName: optionalText(200),
  ico: icoSchema.nullish().transform((value) => value ?? null),
  icp: icpSchema.nullish().transform((value) => value ?? null),
  region: regionCodeSchema.nullish().transform((value) => value ?? null),
  specialty: specialtyCodeSchema.nullish().transform((value) => value ?? null),
})
export const repProfileInputSchema = z.object({
  company: optionalText(200),
  regions: z.array(regionCodeSchema).max(14),
})

const personShape = {
  ...personNameShape,
  phone: phoneSchema.nullish().transform((value) => value ?? null),
  locale: localeSchema.nullish().transform((value) => value ?? null),
}

/**
 * `PUT /api/users/{id}` (admin): name, contact, e-mail and the profile of the user's role. The role
 * itself, the status and the centre are not editable here. A profile for another role is refused.
 */
export const updateUserInputSchema = z.object({
  ...personShape,
  email: emailSchema,
  peripheralDoctor: peripheralDoctorProfileInputSchema.optional(),
  rep: repProfileInputSchema.optional(),
})
export type UpdateUserInput = z.input<typeof updateUserInputSchema>

/** `PUT /api/users/me`: a user edits their own name, contact and practice; not e-mail nor regions. */
export const updateOwnProfileInputSchema = z.object({
  ...personShape,
  peripheralDoctor: peripheralDoctorProfileInputSchema.optional(),
  rep: repProfileInputSchema.pick({ company: true }).optional(),
})
export type UpdateOwnProfileInput = z.input<typeof updateOwnProfileInputSchema>

registerCustomMessages({
  'email.taken': {
    cs: 'Tento e-mail už používá jiný účet.',
    en: 'Another account already uses this e-mail.',
  },
  'profile.wrongRole': {
    cs: 'Tyto údaje k roli uživatele nepatří.',
    en: 'These details do not belong to the role of this user.',
  },
})

export const themes = ['light', 'dark'] as const
export const themeSchema = z.enum(themes)
/**
 * How a kind of notification also reaches the user by e-mail: at once, in one daily digest, or
 * not at all (the notification in the app is always there).
 */
export const emailDeliveries = ['immediate', 'digest', 'off'] as const
export const emailDeliverySchema = z.enum(emailDeliveries)
export type EmailDelivery = z.infer<typeof emailDeliverySchema>

/** The kinds of notification e-mail a user chooses a delivery for. */
export const emailKinds = [
  'referrals',
  'consultations',
  'questionnaires',
  'accounts',
  'announcements',
] as const
export type EmailKind = (typeof emailKinds)[number]

export const notificationPreferencesSchema = z.object({
  /** Referral requests (new, accepted, denied...). */
  referrals: emailDeliverySchema,
  /** New consultation messages (never for a message already read in the app). */
  consultations: emailDeliverySchema,
  /**
   * A questionnaire sent by link was filled in by the patient. Absent (a client older than the
   * choice): at once, the default.
   */
  questionnaires: emailDeliverySchema.default('immediate'),
  /** Invitations activated and, for admins, new registrations. */
  accounts: emailDeliverySchema,
  /** Announcements of the administrators. */
  announcements: emailDeliverySchema,
  /** E-mail me about security events (new sign-in method, password change). */
  securityEmails: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>

/** `GET/PUT /api/users/{id}/preferences`: a user edits their own; an admin anyone's. */
export const userPreferencesSchema = z.object({
  theme: themeSchema,
  language: localeSchema,
  notifications: notificationPreferencesSchema,
})
export type UserPreferences = z.infer<typeof userPreferencesSchema>
export const defaultUserPreferences: UserPreferences = {
  theme: 'light',
  language: 'cs',
  notifications: {
    referrals: 'immediate',
    consultations: 'immediate',
    questionnaires: 'immediate',
    accounts: 'immediate',
    announcements: 'digest',
    securityEmails: true,
  },
}

/**
 * Stored notification preferences (partial, or of an older shape) to the full shape: known keys
 * with valid values are kept, everything else takes the default.
 */
export function notificationPreferencesOf(stored: unknown): NotificationPreferences {
  const given = (stored ?? {}) as Record<string, unknown>
  const defaults = defaultUserPreferences.notifications
  const delivery = (kind: EmailKind): EmailDelivery => {
    const value = given[kind]
    return emailDeliveries.includes(value as EmailDelivery)
      ? (value as EmailDelivery)
      : defaults[kind]
  }
  return {
    referrals: delivery('referrals'),
    consultations: delivery('consultations'),
    questionnaires: delivery('questionnaires'),
    accounts: delivery('accounts'),
    announcements: delivery('announcements'),
    securityEmails:
      typeof given.securityEmails === 'boolean' ? given.securityEmails : defaults.securityEmails,
  }
}

/** `GET /api/users/me`: the signed-in user's own account. */
export const ownProfileSchema = userDetailSchema
export type OwnProfile = UserDetail
