import { z } from 'zod'
import { pagedList, pageQuery, personRefSchema } from './shapes'
import { registerCustomMessages } from './validation-messages'

/**
 * The platform's editable texts (ADR 038): a text is a key (`landing.lead`,
 * `materials.doc.02.03.list`, `legal.terms`, `mail.passwordReset`) in one language, with a title
 * and a Markdown body. Every key has a built-in default (`texts/defaults.ts`); an administrator's
 * version overrides it until deleted. A text's id in a path is `<locale>.<key>` (`cs.landing.lead`).
 */
export const textLocales = ['cs', 'en'] as const
export type TextLocale = (typeof textLocales)[number]
export const textLocaleSchema = z.enum(textLocales)

export const textAreas = ['landing', 'materials', 'legal', 'mail'] as const
export type TextArea = (typeof textAreas)[number]
export const textAreaSchema = z.enum(textAreas)
/** The areas shown on public pages: anyone may read their overrides. Mail stays admin-only. */
export const publicTextAreas = ['landing', 'materials', 'legal'] as const
export const publicTextAreaSchema = z.enum(publicTextAreas)

const KEY = /^(landing|materials|legal|mail)\.[A-Za-z0-9.]{1,100}$/
export const textKeySchema = z.string().max(110).regex(KEY, { error: 'texts.keyInvalid' })

export function textId(locale: TextLocale, key: string): string {
  return `${locale}.${key}`
}

export function areaOf(key: string): TextArea {
  return key.slice(0, key.indexOf('.')) as TextArea
}

/** `cs.landing.lead` → the locale and the key; null for anything else. */
export function parseTextId(id: string): { locale: TextLocale; key: string } | null {
  const dot = id.indexOf('.')
  const locale = id.slice(0, dot)
  const key = id.slice(dot + 1)
  if (dot < 0 || !(textLocales as readonly string[]).includes(locale) || !KEY.test(key)) return null
  return { locale: locale as TextLocale, key }
}

export const textIdParamsSchema = z.object({
  id: z
    .string()
    .max(120)
    .refine((id) => parseTextId(id) !== null, { error: 'texts.idInvalid' }),
})

const keysSchema = z
  .string()
  .max(4000)
  .transform((value) => value.split(',').filter((key) => key !== ''))
  .pipe(z.array(textKeySchema).max(200))

/** `GET /api/texts`: the overrides a public page shows instead of its built-in texts. */
export const publicTextsQuerySchema = z.object({
  area: publicTextAreaSchema,
  locale: textLocaleSchema,
  keys: keysSchema.optional(),
})
export const publicTextSchema = z.object({
  key: z.string(),
  locale: textLocaleSchema,
  title: z.string(),
  body: z.string(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
})
export type PublicText = z.infer<typeof publicTextSchema>
export const publicTextListSchema = z.object({ items: z.array(publicTextSchema) })
export type PublicTextList = z.infer<typeof publicTextListSchema>

export const textStates = ['overridden', 'default', 'missingTranslation'] as const
/** `GET /api/texts/all`: every editable text with its default, for the administrators' screen. */
export const listTextsQuerySchema = pageQuery({ max: 200, default: 50 }).extend({
  area: textAreaSchema.optional(),
  locale: textLocaleSchema.optional(),
  keys: keysSchema.optional(),
  state: z.enum(textStates).optional(),
  q: z.string().trim().max(200).optional(),
})
export type ListTextsQuery = z.output<typeof listTextsQuerySchema>

export const textSchema = z.object({
  id: z.string(),
  key: z.string(),
  area: textAreaSchema,
  locale: textLocaleSchema,
  title: z.string(),
  body: z.string(),
  defaultTitle: z.string(),
  defaultBody: z.string(),
  /** An administrator's version is shown instead of the default. */
  overridden: z.boolean(),
  /** The key is overridden in one language only: the other still shows the old default. */
  missingTranslation: z.boolean(),
  /** For a mail text: the placeholders it may use and those it must keep. */
  placeholders: z
    .object({ allowed: z.array(z.string()), required: z.array(z.string()) })
    .nullable(),
  version: z.number().int().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: personRefSchema.nullable(),
})
export type Text = z.infer<typeof textSchema>
export const textListSchema = pagedList(textSchema)
export type TextList = z.infer<typeof textListSchema>

export const saveTextInputSchema = z.strictObject({
  title: z.string().trim().max(300, { error: 'texts.titleTooLong' }),
  body: z
    .string()
    .max(50_000, { error: 'texts.bodyTooLong' })
    .refine((v) => v.trim() !== '', { error: 'texts.bodyRequired' }),
  /** The version the editor started from; another's save since then answers 409. */
  baseVersion: z.number().int().min(0).nullable().optional(),
})
export type SaveTextInput = z.infer<typeof saveTextInputSchema>

export const textVersionSchema = z.object({
  version: z.number().int(),
  action: z.enum(['saved', 'reverted']),
  title: z.string(),
  body: z.string(),
  at: z.iso.datetime(),
  author: personRefSchema.nullable(),
})
export type TextVersion = z.infer<typeof textVersionSchema>
export const textVersionListSchema = z.object({ items: z.array(textVersionSchema) })
export type TextVersionList = z.infer<typeof textVersionListSchema>

registerCustomMessages({
  'texts.keyInvalid': { cs: 'Neznámý klíč textu.', en: 'Unknown text key.' },
  'texts.idInvalid': {
    cs: 'Identifikátor textu má tvar jazyk.klíč, například cs.landing.lead.',
    en: 'A text id is language.key, for example cs.landing.lead.',
  },
  'texts.titleTooLong': {
    cs: 'Nadpis může mít nejvýše 300 znaků.',
    en: 'The title may have at most 300 characters.',
  },
  'texts.bodyTooLong': {
    cs: 'Text může mít nejvýše 50 000 znaků.',
    en: 'The text may have at most 50,000 characters.',
  },
  'texts.bodyRequired': { cs: 'Vyplňte text.', en: 'Enter the text.' },
  'texts.unsafeLink': {
    cs: 'Odkaz může vést jen na http(s), mailto nebo na stránku Konzilia; javascript: a jiná schémata nejsou povolena.',
    en: 'A link may point only to http(s), mailto or a page of Konzilium; javascript: and other schemes are not allowed.',
  },
  'texts.unknownPlaceholder': {
    cs: 'Šablona obsahuje zástupný symbol, který tento e-mail nezná.',
    en: 'The template has a placeholder this e-mail does not know.',
  },
  'texts.missingPlaceholder': {
    cs: 'Šabloně chybí povinný zástupný symbol.',
    en: 'The template lacks a required placeholder.',
  },
})
