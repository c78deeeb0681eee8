import { defineEndpoint } from '../endpoint'

const schemas = () => import('../texts')

/**
 * The platform's editable texts (ADR 038). Public pages read the overrides of their area without
 * signing in; administrators list every text with its default, save, revert and read the history.
 */
export const textsEndpoints = {
  listPublicTexts: defineEndpoint({
    method: 'GET',
    path: '/api/texts',
    summary: "The overrides of a public page's texts in one language",
    tag: 'texts',
    auth: 'public',
    access: 'public',
    errors: [400],
    schemas: () =>
      schemas().then((m) => ({
        query: m.publicTextsQuerySchema,
        response: m.publicTextListSchema,
      })),
  }),
  listTexts: defineEndpoint({
    method: 'GET',
    path: '/api/texts/all',
    summary: 'Every editable text with its default, override and translation state',
    tag: 'texts',
    auth: 'bearer',
    access: 'texts.manage',
    errors: [400, 401, 403],
    schemas: () =>
      schemas().then((m) => ({ query: m.listTextsQuerySchema, response: m.textListSchema })),
  }),
  saveText: defineEndpoint({
    method: 'PUT',
    path: '/api/texts/:id',
    summary: 'Saves a text in one language (a new version overriding the default)',
    tag: 'texts',
    auth: 'bearer',
    access: 'texts.manage',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      schemas().then((m) => ({
        params: m.textIdParamsSchema,
        body: m.saveTextInputSchema,
        response: m.textSchema,
      })),
  }),
  revertText: defineEndpoint({
    method: 'DELETE',
    path: '/api/texts/:id',
    summary: 'Deletes the override: the built-in default shows again',
    tag: 'texts',
    auth: 'bearer',
    access: 'texts.manage',
    status: 204,
    errors: [400, 401, 403, 404],
    schemas: () => schemas().then((m) => ({ params: m.textIdParamsSchema })),
  }),
  listTextVersions: defineEndpoint({
    method: 'GET',
    path: '/api/texts/:id/versions',
    summary: "A text's saved versions, newest first, with their authors",
    tag: 'texts',
    auth: 'bearer',
    access: 'texts.manage',
    errors: [400, 401, 403, 404],
    schemas: () =>
      schemas().then((m) => ({ params: m.textIdParamsSchema, response: m.textVersionListSchema })),
  }),
}
