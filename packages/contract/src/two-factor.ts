import { z } from 'zod'
import { existingPasswordSchema } from './auth'

/** Two-factor sign-in with an authenticator app (TOTP) and recovery codes (ASVS 6.3.3, ADR 006). */

/** `GET /api/auth/two-factor`. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  /** Unused recovery codes left. */
  recoveryCodesRemaining: z.number().int(),
  /** Whether this account must use two-factor sign-in (admins, when the deployment requires it). */
  required: z.boolean(),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>

/** `POST /api/auth/two-factor/enrolment`: a new secret to scan; nothing changes until confirmed. */
export const twoFactorEnrolmentSchema = z.object({
  /** The secret in base32, grouped by four for typing by hand. */
  manualKey: z.string(),
  otpauthUri: z.string(),
  /** The `otpauthUri` as a QR code, an SVG document (no scripts). */
  qrCodeSvg: z.string(),
})
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'code.format' })

/** `POST /api/auth/two-factor/confirmation`: the first code from the authenticator switches it on. */
export const confirmTwoFactorInputSchema = z.object({ code: totpCodeSchema })
export type ConfirmTwoFactorInput = z.infer<typeof confirmTwoFactorInputSchema>

/** Recovery codes: shown once, each usable once instead of an authenticator code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>

/** Disabling two-factor sign-in or new recovery codes need the password and a current code. */
export const twoFactorProofInputSchema = z.object({
  password: existingPasswordSchema,
  code: z.string().trim().min(6).max(32),
})
export type TwoFactorProofInput = z.infer<typeof twoFactorProofInputSchema>
