import { defineEndpoint } from '../endpoint'

const clientPage = () => import('../exports/client-page')
const tag = 'exports'

/** `/api/exports*`: files made from what the caller may read. */
export const exportsEndpoints = {
  exportClientPage: defineEndpoint({
    method: 'POST',
    path: '/api/exports/client-page',
    summary: 'A patient summary or a referral as a PDF document',
    description:
      'The body names the kind (`patient` or `referral`), its id and optionally the language of ' +
      'the document (`cs` or `en`; the caller’s by default). Something the caller may not read ' +
      'answers 404. Every export is audited.',
    tag,
    auth: 'bearer',
    access: 'exports.client-page',
    errors: [400, 401, 403, 404],
    schemas: () =>
      clientPage().then((m) => ({
        body: m.clientPageInputSchema,
        response: m.clientPageFileSchema,
      })),
  }),
}
