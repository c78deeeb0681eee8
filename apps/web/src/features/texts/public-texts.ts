import { textsEndpoints as endpoints } from '@konzilium/contract/endpoints/texts'
import type { PublicText, PublicTextList } from '@konzilium/contract/texts'
import { useEffect, useSyncExternalStore } from 'react'
import { callEndpoint } from '../../shared/http/call-endpoint'
import type { Locale } from '../../shared/i18n/locale'

export type PublicTextArea = 'landing' | 'materials' | 'legal'

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

type Entry = {
  texts: ReadonlyMap<string, PublicText> | undefined
  fetchedAt: number
  loading: boolean
}
const cache = new Map<string, Entry>()
const listeners = new Set<() => void>()
const FRESH_MS = 60_000
const empty: ReadonlyMap<string, PublicText> = new Map()

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function load(area: PublicTextArea, locale: Locale) {
  const id = `${area}.${locale}`
  const entry = cache.get(id)
  if (entry && (entry.loading || Date.now() - entry.fetchedAt < FRESH_MS)) return
  const next: Entry = { texts: entry?.texts, fetchedAt: Date.now(), loading: true }
  cache.set(id, next)
  callEndpoint(endpoints.listPublicTexts, { query: { area, locale }, parse: parsePublicTexts })
    .then(
      (list) => {
        next.texts = new Map(list.items.map((text) => [text.key, text]))
      },
      // A failed call leaves the built-in texts: a visitor sees the page, never an error.
      () => undefined,
    )
    .finally(() => {
      next.loading = false
      next.fetchedAt = Date.now()
      if (cache.get(id) === next) notify()
    })
}

/**
 * The administrators' overrides of a public page's texts in a language (ADR 038), by key. The page
 * renders its built-in texts at once and these replace them when they arrive. Not through TanStack
 * Query: the landing page's first view does without it (app/query-client-loader.ts), so the
 * answers are kept here, a minute per area and language, and dropped when an administrator
 * changes a text.
 */
export function usePublicTexts(
  area: PublicTextArea,
  locale: Locale,
): ReadonlyMap<string, PublicText> {
  useEffect(() => {
    load(area, locale)
  }, [area, locale])
  return useSyncExternalStore(
    subscribe,
    () => cache.get(`${area}.${locale}`)?.texts ?? empty,
    () => empty,
  )
}

/** After a change: every public page asks again on its next view. */
export function forgetPublicTexts() {
  cache.clear()
  notify()
}
