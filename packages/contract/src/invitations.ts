import { z } from 'zod'
import { newPasswordSchema } from './auth'
import { personNameShape, phoneSchema, regionCodeSchema } from './czech'
import { emailSchema } from './session'
import { localeSchema, peripheralDoctorProfileInputSchema, repProfileInputSchema } from './users'
import { registerCustomMessages } from './validation-messages'

/**
 * Invitations and activation (policy.ts). Who may invite whom:
 * admin: centre doctors, peripheral doctors, reps; centre doctor: centre doctors of their own centre
 * and peripheral doctors; rep: peripheral doctors in their own regions. The invitee gets an e-mail
 * with `${PUBLIC_URL}/activate-account?code=...&type=...` and sets a password with that code.
 */
const inviteeShape = {
  email: emailSchema,
  ...personNameShape,
  phone: phoneSchema.nullish().transform((value) => value ?? null),
  /** Language of the invitation e-mail and of the account; Czech when absent. */
  locale: localeSchema.nullish().transform((value) => value ?? null),
}

export const inviteCenterDoctorInputSchema = z.object({ ...inviteeShape, centerId: z.uuid() })
export type InviteCenterDoctorInput = z.input<typeof inviteCenterDoctorInputSchema>

/** The practice details are optional: the doctor can complete them after activation. */
export const invitePeripheralDoctorInputSchema = z.object({
  ...inviteeShape,
  ...peripheralDoctorProfileInputSchema.shape,
})
export type InvitePeripheralDoctorInput = z.input<typeof invitePeripheralDoctorInputSchema>

export const inviteRepInputSchema = z.object({
  ...inviteeShape,
  company: repProfileInputSchema.shape.company,
  regions: z.array(regionCodeSchema).min(1).max(14),
})
export type InviteRepInput = z.input<typeof inviteRepInputSchema>

/**
 * What an invitation answers (202), alike whether or not the e-mail already has an account, so an
 * inviter cannot learn which addresses have one: a new address gets the activation link, the owner
 * of an existing account a note that someone tried to invite them. `expiresAt` is when a link
 * issued now stops working.
 */
export const invitationSentSchema = z.object({
  status: z.literal('sent'),
  email: z.string(),
  expiresAt: z.iso.datetime(),
})
export type InvitationSent = z.infer<typeof invitationSentSchema>

/** What a resend answers: the invitee is already known to the caller by its id. */
export const invitationSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  /** When the e-mailed link stops working. */
  expiresAt: z.iso.datetime(),
})
export type Invitation = z.infer<typeof invitationSchema>

export const INVITE_BATCH_MAX_ROWS = 500

/** `POST /api/reps/invite-batch` as JSON. Each row is checked and invited on its own. */
export const inviteRepBatchInputSchema = z.object({
  rows: z.array(z.unknown()).min(1).max(INVITE_BATCH_MAX_ROWS),
})
export type InviteRepBatchInput = z.infer<typeof inviteRepBatchInputSchema>

/**
 * Columns of an uploaded CSV or XLSX (`POST /api/reps/invite-batch/file`), first row = header,
 * Czech or English names: e-mail/email, titul před/degreesBefore, jméno/firstName,
 * příjmení/lastName, titul za/degreesAfter, telefon/phone, firma/company, kraje/regions (NUTS codes
 * separated by commas or semicolons, e.g. `CZ010;CZ020`), jazyk/locale.
 */
export const inviteBatchColumnNames = {
  email: ['email', 'e-mail'],
  degreesBefore: ['degreesbefore', 'titul před', 'titul pred', 'tituly před'],
  firstName: ['firstname', 'jméno', 'jmeno'],
  lastName: ['lastname', 'příjmení', 'prijmeni'],
  degreesAfter: ['degreesafter', 'titul za', 'tituly za'],
  phone: ['phone', 'telefon'],
  company: ['company', 'firma', 'společnost'],
  regions: ['regions', 'kraje', 'kraj'],
  locale: ['locale', 'jazyk'],
} as const

/**
 * One row's result. `invited` means the mail went out: an activation link to a new address, or to
 * the owner of an existing account a note that someone tried to invite them (the row does not say
 * which, like a single invitation).
 */
export const inviteBatchRowResultSchema = z.object({
  /** 1-based row number (of the list, or of the file counting its header row as 1). */
  row: z.number().int(),
  email: z.string().nullable(),
  status: z.enum(['invited', 'failed']),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
})
export const inviteBatchResultSchema = z.object({
  invited: z.number().int(),
  failed: z.number().int(),
  rows: z.array(inviteBatchRowResultSchema),
})
export type InviteBatchResult = z.infer<typeof inviteBatchResultSchema>

export const resendInvitationParamsSchema = z.object({ id: z.uuid() })

/** Activation codes are long random strings (>= 128 bits, base64url). */
export const activationCodeSchema = z
  .string()
  .trim()
  .min(20)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'code.invalid' })

/** `POST /api/{center-doctors,peripheral-doctors,reps}/activate` and `/public-activation`. */
export const activateAccountInputSchema = z.object({
  code: activationCodeSchema,
  password: newPasswordSchema,
})
export type ActivateAccountInput = z.infer<typeof activateAccountInputSchema>

export const activationResultSchema = z.object({
  status: z.literal('activated'),
  /** Sign in with this address and the new password. */
  email: z.string(),
})
export type ActivationResult = z.infer<typeof activationResultSchema>

/** The `type` parameter of the activation link tells the page which activation call to make. */
export const activationLinkTypes = [
  'center-doctor',
  'peripheral-doctor',
  'rep',
  'peripheral-registration',
] as const
export type ActivationLinkType = (typeof activationLinkTypes)[number]

registerCustomMessages({
  'invite.resendLimit': {
    cs: 'Pozvánku lze znovu odeslat nejvýše třikrát denně. Zkuste to zítra.',
    en: 'An invitation can be resent at most three times a day. Try again tomorrow.',
  },
  'invite.outOfRegion': {
    cs: 'Lékaře můžete pozvat jen do svých krajů.',
    en: 'You can invite doctors in your own regions only.',
  },
  'invite.regionRequired': { cs: 'Vyberte kraj.', en: 'Choose a region.' },
  'invite.otherCenter': {
    cs: 'Zvát můžete jen lékaře svého centra.',
    en: 'You can invite doctors of your own centre only.',
  },
  'invite.unknownCenter': { cs: 'Toto centrum neexistuje.', en: 'This centre does not exist.' },
  'invite.duplicateRow': {
    cs: 'Tento e-mail je v seznamu vícekrát.',
    en: 'This e-mail appears more than once in the list.',
  },
  'invite.unreadableFile': {
    cs: 'Soubor nelze přečíst. Nahrajte CSV (UTF-8) nebo XLSX se záhlavím v prvním řádku.',
    en: 'The file cannot be read. Upload a CSV (UTF-8) or XLSX file with a header row.',
  },
})
