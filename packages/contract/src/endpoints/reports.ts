import { defineEndpoint } from '../endpoint'

const reports = () => import('../reports')
const tag = 'reports'

/**
 * `/api/report-links*`: one-time links to a report (ADR 044). Sending needs a doctor who may read
 * the patient; checking and downloading are public and answer only to the link's token, the
 * download also to the patient's birth date.
 */
export const reportsEndpoints = {
  createReportLink: defineEndpoint({
    method: 'POST',
    path: '/api/report-links',
    summary: 'Send a patient summary or a referral by e-mail as a one-time download link',
    description:
      'The recipient (the patient or a doctor outside the platform) gets an e-mail with a link to ' +
      '`/download-report`; it works once, until it expires, after the patient’s birth date is ' +
      'confirmed. A patient or referral the caller may not read answers 404.',
    tag,
    auth: 'bearer',
    access: 'reports.send',
    status: 201,
    errors: [400, 401, 403, 404, 429],
    schemas: () =>
      reports().then((m) => ({
        body: m.createReportLinkInputSchema,
        response: m.reportLinkSchema,
      })),
  }),
  reportLinkStatus: defineEndpoint({
    method: 'POST',
    path: '/api/report-links/status',
    summary: 'Whether a report link can still be used, with its expiry and attempts left',
    description:
      'Unknown links answer 400 `CODE_INVALID`; expired ones 410 `CODE_EXPIRED`; used ones 410 ' +
      '`CODE_USED`; those spent by wrong birth dates 410 `ATTEMPTS_EXHAUSTED`.',
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 410, 429],
    schemas: () =>
      reports().then((m) => ({
        body: m.reportLinkTokenInputSchema,
        response: m.reportLinkStatusSchema,
      })),
  }),
  downloadReport: defineEndpoint({
    method: 'POST',
    path: '/api/report-links/download',
    summary: 'Download the report of a link once, after confirming the patient’s birth date',
    description:
      'A wrong birth date answers 400 with the issue on `birthDate` and counts against the link; ' +
      'the link then answers as the status call does. The answer is the PDF.',
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 410, 429],
    schemas: () =>
      reports().then((m) => ({
        body: m.downloadReportInputSchema,
        response: m.reportFileSchema,
      })),
  }),
}
