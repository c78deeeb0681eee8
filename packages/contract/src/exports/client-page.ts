import { z } from 'zod'

/**
 * A page of the client as a PDF document (`POST /api/exports/client-page`): a patient's summary
 * (record, diagnoses, referrals with their states, scores with formula versions and history) or
 * one referral (indication, scores, treatments, decision and history). The caller must be allowed
 * to read the patient or the referral; the file is written in the requested language (the
 * caller's by default).
 */
export const clientPageKinds = ['patient', 'referral'] as const
export const clientPageKindSchema = z.enum(clientPageKinds)
export type ClientPageKind = z.infer<typeof clientPageKindSchema>

export const reportLanguages = ['cs', 'en'] as const
export const reportLanguageSchema = z.enum(reportLanguages)
export type ReportLanguage = z.infer<typeof reportLanguageSchema>

export const clientPageInputSchema = z.object({
  kind: clientPageKindSchema,
  id: z.uuid(),
  language: reportLanguageSchema.optional(),
})
export type ClientPageInput = z.input<typeof clientPageInputSchema>

/** The answer: the PDF itself, sent as an attachment (`application/pdf`). */
export const clientPageFileSchema = z.string().describe('The PDF, sent as an attachment')
