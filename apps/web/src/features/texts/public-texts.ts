import { textsEndpoints as endpoints } from '@konzilium/contract/endpoints/texts'
import type { PublicText, PublicTextList } from '@konzilium/contract/texts'
import { useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'
import type { Locale } from '../../shared/i18n/locale'

export type PublicTextArea = 'landing' | 'materials' | 'legal'

/** The query keys of the texts: the public overrides per area and language, and the admin lists. */
export const textKeys = {
  all: ['texts'] as const,
  public: ['texts', 'public'] as const,
  publicOf: (area: PublicTextArea, locale: Locale) => ['texts', 'public', area, locale] as const,
  lists: ['texts', 'lists'] as const,
  versions: (id: string) => ['texts', 'versions', id] as const,
}

function stringField(record: Record<string, unknown>, field: string): string {
  const value = record[field]
  if (typeof value !== 'string') throw new TypeError(`texts: ${field} must be a string`)
  return value
}

/**
 * Checks the public answer by hand: public pages call it on their first view, and the zod schema
 * would make that view download zod for six fields (as the client configuration does).
 */
export function parsePublicTexts(data: unknown): PublicTextList {
  const items = (data as { items?: unknown } | null)?.items
  if (!Array.isArray(items)) throw new TypeError('texts: items must be a list')
  return {
    items: items.map((item: unknown): PublicText => {
      if (typeof item !== 'object' || item === null) throw new TypeError('texts: not an object')
      const record = item as Record<string, unknown>
      const locale = stringField(record, 'locale')
      if (locale !== 'cs' && locale !== 'en') throw new TypeError('texts: unknown locale')
      if (typeof record.version !== 'number') throw new TypeError('texts: version')
      return {
        key: stringField(record, 'key'),
        locale,
        title: stringField(record, 'title'),
        body: stringField(record, 'body'),
        version: record.version,
        updatedAt: stringField(record, 'updatedAt'),
      }
    }),
  }
}

/**
 * The administrators' overrides of a public page's texts in a language (ADR 038), by key. The page
 * renders its built-in texts at once and these replace them when they arrive; a failed call leaves
 * the built-in texts (no error shown to a visitor).
 */
export function usePublicTexts(
  area: PublicTextArea,
  locale: Locale,
): ReadonlyMap<string, PublicText> {
  const query = useQuery({
    queryKey: textKeys.publicOf(area, locale),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listPublicTexts, {
        query: { area, locale },
        signal,
        parse: parsePublicTexts,
      }),
    staleTime: 60_000,
    meta: { handlesErrors: true },
    select: (list) => new Map(list.items.map((text) => [text.key, text])),
  })
  return query.data ?? empty
}

const empty: ReadonlyMap<string, PublicText> = new Map()
