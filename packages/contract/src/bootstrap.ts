import { z } from 'zod'
import { newPasswordSchema } from './auth'
import { personNameShape } from './czech'
import { emailSchema } from './session'

/**
 * `POST /api/auth/bootstrap`: creates the first admin with the one-time link the server printed in
 * its log (a deployment without ADMIN_EMAIL/ADMIN_PASSWORD and without any admin yet).
 */
export const bootstrapAdminInputSchema = z.object({
  code: z.string().trim().min(20).max(128),
  email: emailSchema,
  ...personNameShape,
  password: newPasswordSchema,
})
export type BootstrapAdminInput = z.input<typeof bootstrapAdminInputSchema>
