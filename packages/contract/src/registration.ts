import { z } from 'zod'
import {
  icoSchema,
  icpSchema,
  personNameShape,
  phoneSchema,
  regionCodeSchema,
  specialtyCodeSchema,
} from './czech'
import { emailSchema } from './session'
import { localeSchema } from './users'
import { registerCustomMessages } from './validation-messages'

/**
 * Public registration of a peripheral doctor (`/register/peripheral`). The answer is the same
 * whether or not the e-mail already has an account (no enumeration): the address gets either an
 * activation link or a note that it already has an account.
 */
registerCustomMessages({
  'registration.consentRequired': {
    cs: 'Pro registraci je nutný souhlas s podmínkami.',
    en: 'Please accept the terms to register.',
  },
  'humanVerification.failed': {
    cs: 'Ověření, že nejste robot, se nezdařilo. Zkuste to prosím znovu.',
    en: 'The check that you are not a robot failed. Please try again.',
  },
})

export const publicRegistrationInputSchema = z.object({
  email: emailSchema,
  ...personNameShape,
  phone: phoneSchema,
  practiceName: z.string().trim().min(1).max(200),
  ico: icoSchema,
  icp: icpSchema,
  icz: icpSchema.nullish().transform((value) => value ?? null),
  region: regionCodeSchema,
  specialty: specialtyCodeSchema,
  /** Consent to the terms of use and the processing of personal data; must be true. */
  termsAccepted: z.literal(true, { error: 'registration.consentRequired' }),
  locale: localeSchema.nullish().transform((value) => value ?? null),
  /** Token of the human-verification check; required when the deployment configures one. */
  humanVerificationToken: z.string().max(4096).optional(),
})
export type PublicRegistrationInput = z.input<typeof publicRegistrationInputSchema>

export const publicRegistrationAnswerSchema = z.object({
  /** Always `received`: an e-mail is on its way to the address. */
  status: z.literal('received'),
})
export type PublicRegistrationAnswer = z.infer<typeof publicRegistrationAnswerSchema>
