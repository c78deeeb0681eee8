import generated from './defaults.json'
import type { TextLocale } from '../texts'
import { mailTexts } from './mail-texts'

/**
 * Every editable text's built-in default, by key (ADR 038): the landing page's and the materials'
 * catalogue texts and the legal documents, generated into `defaults.json` from the web's sources
 * (test/text-defaults.test.ts keeps it current), and the mail texts of `mail-texts.ts`. A key not
 * here cannot be saved. Imported by the server and the administrators' screen only, never by a
 * public page (it carries every text of both languages).
 */
export type TextDefault = Record<TextLocale, { title: string; body: string }>

export const textDefaults: ReadonlyMap<string, TextDefault> = new Map<string, TextDefault>([
  ...Object.entries(generated as Record<string, TextDefault>),
  ...Object.entries(mailTexts).map(([key, text]) => [key, text.defaults] as const),
])

/** The placeholders a mail text may use and must keep; null for other texts. */
export function placeholderRules(key: string): { allowed: string[]; required: string[] } | null {
  const text = (
    mailTexts as Record<string, { allowed: readonly string[]; required: readonly string[] }>
  )[key]
  return text ? { allowed: [...text.allowed], required: [...text.required] } : null
}
