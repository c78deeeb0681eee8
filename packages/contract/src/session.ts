import { z } from 'zod'

export const roles = ['admin', 'center_doctor', 'peripheral_doctor', 'rep', 'patient'] as const
export const roleSchema = z.enum(roles)
export type Role = z.infer<typeof roleSchema>

/** The signed-in user as the client keeps it under `app.user` (spec section 3). No patient data. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  role: roleSchema,
  degreesBefore: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  degreesAfter: z.string().nullable(),
  locale: z.enum(['cs', 'en']).nullable(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** Kept under `app.auth` (spec section 3). */
export const authTokensSchema = z.object({
  accessToken: z.string().min(1),
  /** ISO 8601; the token is expired when this is earlier than now (spec section 9). */
  accessTokenExpiresAt: z.iso.datetime(),
})
export type AuthTokens = z.infer<typeof authTokensSchema>

export const signInResultSchema = authTokensSchema.extend({ user: sessionUserSchema })
export type SignInResult = z.infer<typeof signInResultSchema>
