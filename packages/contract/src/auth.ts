import { z } from 'zod'
import { emailSchema } from './session'
import { registerCustomMessages } from './validation-messages'

/**
 * Passwords and password reset (OWASP ASVS 5.0 6.2). A new password: 12 to 256 characters, any
 * characters, no composition rules, taken exactly as typed. The server also refuses published
 * passwords, passwords from the breach lists and their simple variations, guessable ones (offline
 * dictionaries) and passwords that contain the user's name, e-mail or the product name;
 * `passwordContextWords` lets a form say so early.
 */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256

registerCustomMessages({
  'password.tooShort': {
    cs: `Heslo musí mít alespoň ${PASSWORD_MIN_LENGTH} znaků. Delší fráze se pamatuje snadno.`,
    en: `The password needs at least ${PASSWORD_MIN_LENGTH} characters. A longer phrase is easy to remember.`,
  },
  'password.tooLong': {
    cs: `Heslo může mít nejvýše ${PASSWORD_MAX_LENGTH} znaků.`,
    en: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
  },
  'password.tooCommon': {
    cs: 'Toto heslo je příliš běžné nebo snadno uhodnutelné. Zvolte delší nebo méně obvyklé heslo.',
    en: 'This password is too common or easy to guess. Choose a longer or less usual one.',
  },
  'password.published': {
    cs: 'Toto heslo je zveřejněné (například jako ukázkové heslo), útočníci ho zkoušejí mezi prvními. Zvolte jiné.',
    en: 'This password has been published (for example as a sample password), so attackers try it first. Choose another one.',
  },
  'password.breached': {
    cs: 'Toto heslo je v seznamech hesel z uniklých databází, útočníci ho zkoušejí mezi prvními. Zvolte jiné.',
    en: 'This password is on the lists of passwords from leaked databases, so attackers try it first. Choose another one.',
  },
  'password.commonVariant': {
    cs: 'Toto heslo je jen běžné heslo nebo slovo doplněné o pár číslic či znaků nebo napsané dvakrát; takové obměny útočníci zkoušejí mezi prvními. Zvolte méně obvyklé heslo.',
    en: 'This password is only a common password or word with a few digits or symbols added, or written twice; attackers try such variations first. Choose a less usual one.',
  },
  'password.containsPersonalInfo': {
    cs: 'Heslo nesmí obsahovat vaše jméno, e-mail ani název aplikace.',
    en: 'The password must not contain your name, e-mail or the name of the application.',
  },
  'password.wrongCurrent': {
    cs: 'Současné heslo není správné.',
    en: 'The current password is not correct.',
  },
  'code.invalid': { cs: 'Kód není správný.', en: 'The code is not correct.' },
  'code.expired': {
    cs: 'Platnost kódu vypršela. Vyžádejte si nový.',
    en: 'The code has expired. Please request a new one.',
  },
  'code.format': { cs: 'Zadejte 6 číslic.', en: 'Enter 6 digits.' },
})

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'password.tooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password.tooLong' })

/** A password being checked (sign-in, current password): any length up to the hard cap. */
export const existingPasswordSchema = z.string().min(1).max(1024)

function folded(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The words a password must not contain: parts of the name and the e-mail's local part, and `konzilium`. */
export function passwordContextWords(context: {
  email?: string | null
  firstName?: string | null
  lastName?: string | null
}) {
  const local = (context.email ?? '').split('@')[0] ?? ''
  const words = [
    context.firstName ?? '',
    context.lastName ?? '',
    local,
    ...local.split(/[._+-]+/),
    'konzilium',
  ]
  return [...new Set(words.map(folded).filter((word) => word.length >= 3))]
}

/** Whether the password contains one of the context words (ignoring case and diacritics). */
export function passwordContainsContext(
  password: string,
  context: Parameters<typeof passwordContextWords>[0],
): boolean {
  const candidate = folded(password)
  return passwordContextWords(context).some((word) => candidate.includes(word))
}

/** `POST /api/auth/password`: change the own password; needs the current one. */
export const changePasswordInputSchema = z.object({
  currentPassword: existingPasswordSchema,
  newPassword: newPasswordSchema,
})
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>

/** `POST /api/auth/password/reset-code`: the same answer whether the e-mail exists or not. */
export const requestResetCodeInputSchema = z.object({ email: emailSchema })
export type RequestResetCodeInput = z.infer<typeof requestResetCodeInputSchema>
export const requestResetCodeAnswerSchema = z.object({
  /** Always `accepted`: if the address belongs to an active account, a code is on its way. */
  status: z.literal('accepted'),
  /** Minutes the code stays valid. */
  codeValidMinutes: z.number().int(),
})
export type RequestResetCodeAnswer = z.infer<typeof requestResetCodeAnswerSchema>

export const resetCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'code.format' })

/** `PUT /api/auth/password`: set a new password with the e-mailed code. Ends every session. */
export const resetPasswordInputSchema = z.object({
  email: emailSchema,
  code: resetCodeSchema,
  newPassword: newPasswordSchema,
})
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>
