import { z } from 'zod'

/** The languages of the interface and of mail. */
export const locales = ['cs', 'en'] as const
export const roles = ['admin', 'center_doctor', 'peripheral_doctor', 'rep', 'patient'] as const
export const roleSchema = z.enum(roles)
export type Role = z.infer<typeof roleSchema>

/** The signed-in user as the client keeps it under `app.user` in local storage. No patient data. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  role: roleSchema,
  degreesBefore: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  degreesAfter: z.string().nullable(),
  locale: z.enum(locales).nullable(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** Kept under `app.auth` in local storage. */
export const authTokensSchema = z.object({
  accessToken: z.string().min(1),
  /** ISO 8601; the token is expired when this is earlier than now. */
  accessTokenExpiresAt: z.iso.datetime(),
})
export type AuthTokens = z.infer<typeof authTokensSchema>

export const signInResultSchema = authTokensSchema.extend({ user: sessionUserSchema })
export type SignInResult = z.infer<typeof signInResultSchema>

/** E-mail as typed: trimmed and lower-cased (e-mail is unique regardless of case), at most 254 characters. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email())

/** `POST /api/auth`. The password is taken exactly as typed: never trimmed or truncated. */
export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(1024),
})
export type SignInInput = z.infer<typeof signInInputSchema>

/**
 * The answers of `POST /api/auth`, told apart by `status`:
 * - `signed_in`: the session is live (the fields of `signInResultSchema`);
 * - `second_factor_required`: the password was right and the account has two-factor sign-in; send
 *   the authenticator code (or a recovery code) with `challengeId` to `POST /api/auth/second-factor`
 *   before `challengeExpiresAt`;
 * - `second_factor_enrolment_required`: an account that must use two-factor sign-in (admins) has
 *   none yet; the session may only set it up (`/api/auth/two-factor/*`), sign out and renew until
 *   the enrolment is confirmed; any other call answers 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
 */
export const signedInAnswerSchema = signInResultSchema.extend({ status: z.literal('signed_in') })
export const secondFactorRequiredAnswerSchema = z.object({
  status: z.literal('second_factor_required'),
  challengeId: z.string(),
  challengeExpiresAt: z.iso.datetime(),
})
export const secondFactorEnrolmentRequiredAnswerSchema = signInResultSchema.extend({
  status: z.literal('second_factor_enrolment_required'),
})
export const signInAnswerSchema = z.discriminatedUnion('status', [
  signedInAnswerSchema,
  secondFactorRequiredAnswerSchema,
  secondFactorEnrolmentRequiredAnswerSchema,
])
export type SignInAnswer = z.infer<typeof signInAnswerSchema>

/** `POST /api/auth/second-factor`: the 6-digit authenticator code or one recovery code. */
export const secondFactorInputSchema = z.object({
  challengeId: z.string().min(1).max(128),
  code: z.string().trim().min(6).max(32),
})
export type SecondFactorInput = z.infer<typeof secondFactorInputSchema>

/** `POST /api/auth/token` takes no input; an empty JSON object (or no body) is accepted. */
export const renewTokenInputSchema = z.object({}).optional()

/** `DELETE /api/auth?everywhere=true` also ends every other session of the user. */
export const signOutQuerySchema = z.object({ everywhere: z.enum(['true', 'false']).optional() })

/** One signed-in session of the caller (`GET /api/auth/sessions`). */
export const sessionInfoSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** When the current token expires unless renewed (idle limit). */
  expiresAt: z.iso.datetime(),
  /** When the session ends whatever happens (absolute limit). */
  absoluteExpiresAt: z.iso.datetime(),
  clientId: z.string().nullable(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session of this very request. */
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof sessionInfoSchema>
export const sessionListSchema = z.object({ items: z.array(sessionInfoSchema) })
export type SessionList = z.infer<typeof sessionListSchema>
export const sessionIdParamsSchema = z.object({ id: z.uuid() })
/** How many sessions an “end the others” call ended. */
export const endedOtherSessionsSchema = z.object({ ended: z.number().int() })
