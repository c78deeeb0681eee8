import { z } from 'zod'
import { pageQuery, pagedList } from './shapes'
import { emailSchema } from './session'

/**
 * Admin support. `GET /api/diagnostics/get-user-activation-code?email=` issues a fresh activation
 * link for an account that is not activated yet (the old link stops working; only hashes of codes
 * are stored, so an existing code can never be shown). Audited.
 */
export const activationCodeQuerySchema = z.object({ email: emailSchema })
export const activationLinkSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  code: z.string(),
  activationUrl: z.string(),
  expiresAt: z.iso.datetime(),
})
export type ActivationLink = z.infer<typeof activationLinkSchema>

/** Where a mail is in the queue: waiting, being sent, delivered, given up, or kept in the dev outbox. */
/** `skipped`: not sent, its notification was read in the app before the mail's turn came. */
export const mailStatuses = [
  'pending',
  'sending',
  'sent',
  'failed',
  'dev_outbox',
  'skipped',
] as const

/** `GET /api/diagnostics/outbox`: the mail queue, newest first; bodies only until sent by SMTP. */
export const outboxQuerySchema = pageQuery({ max: 100, default: 20 }).extend({
  to: z.string().trim().toLowerCase().max(254).optional(),
})
export const outboxMailSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  /** Plain-text body; null once delivered by SMTP (bodies may hold codes and are not kept). */
  text: z.string().nullable(),
})
export type OutboxMail = z.infer<typeof outboxMailSchema>
export const outboxListSchema = pagedList(outboxMailSchema)
export type OutboxList = z.infer<typeof outboxListSchema>
