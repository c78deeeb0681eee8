import { z } from 'zod'
import { clientPageKindSchema, reportLanguageSchema } from './exports/client-page'
import { emailSchema } from './session'
import { registerCustomMessages } from './validation-messages'

/**
 * One-time report links (ADR 044). A doctor who may read a patient sends a report (the patient
 * summary or a referral as PDF) to the patient or to a doctor outside the platform: the e-mail
 * carries a link to `/download-report?token=`. The recipient confirms the patient's birth date,
 * then downloads the PDF once. The token is random and stored hashed; a link expires, and after a
 * few wrong birth dates it is spent.
 */

registerCustomMessages({
  'report.birthDateMismatch': {
    cs: 'Datum narození nesouhlasí.',
    en: 'The date of birth does not match.',
  },
  'report.linkInvalid': {
    cs: 'Odkaz na zprávu není platný.',
    en: 'The report link is not valid.',
  },
  'report.birthDateInvalid': {
    cs: 'Zadejte datum narození.',
    en: 'Enter the date of birth.',
  },
})

/** Wrong birth dates a link allows before it is spent. */
export const REPORT_LINK_ATTEMPTS = 5

export const reportRecipients = ['patient', 'doctor'] as const
export const reportRecipientSchema = z.enum(reportRecipients)
export type ReportRecipient = z.infer<typeof reportRecipientSchema>

/** `POST /api/report-links`: which report, to whom, in which language. */
export const createReportLinkInputSchema = z.object({
  kind: clientPageKindSchema,
  id: z.uuid(),
  recipient: reportRecipientSchema,
  email: emailSchema,
  language: reportLanguageSchema,
})
export type CreateReportLinkInput = z.input<typeof createReportLinkInputSchema>

export const reportLinkSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  expiresAt: z.iso.datetime(),
})
export type ReportLink = z.infer<typeof reportLinkSchema>

/** The token of a link travels in the body, never in an API address. */
const tokenSchema = z.string().trim().min(1).max(200)

export const reportLinkTokenInputSchema = z.object({ token: tokenSchema })
export type ReportLinkTokenInput = z.input<typeof reportLinkTokenInputSchema>

/** `POST /api/report-links/status`: a link that can still be used. */
export const reportLinkStatusSchema = z.object({
  kind: clientPageKindSchema,
  expiresAt: z.iso.datetime(),
  attemptsLeft: z.number().int().min(0),
})
export type ReportLinkStatus = z.infer<typeof reportLinkStatusSchema>

/** `POST /api/report-links/download`: the token and the patient's birth date (YYYY-MM-DD). */
export const downloadReportInputSchema = z.object({
  token: tokenSchema,
  birthDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'report.birthDateInvalid' }),
})
export type DownloadReportInput = z.input<typeof downloadReportInputSchema>

export const reportFileSchema = z.string().describe('The PDF, sent as an attachment')
