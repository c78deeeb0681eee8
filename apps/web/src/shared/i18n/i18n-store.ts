import type csCatalogue from './messages/cs.json'
import {
  browserLanguages,
  DEFAULT_LOCALE,
  resolveInitialLocale,
  writeLocaleCookie,
  type Locale,
} from './locale'
import { formatEntry, type CatalogueEntry, type MessageParams } from './message-format'

/** Every message key; the Czech catalogue is the source of truth (a test keeps `default` in step). */
export type MessageKey = keyof typeof csCatalogue
export type { MessageParams } from './message-format'
type Catalogue = Record<string, CatalogueEntry>

/**
 * Catalogues are separate chunks loaded on demand (spec section 7: "locale message files for cs and
 * default are loaded lazily"); English is served by the `default` catalogue, which is also the fallback.
 */
const catalogueLoaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
}

export interface I18nSnapshot {
  locale: Locale
  t: (key: MessageKey, params?: MessageParams) => string
}

const loaded = new Map<Locale, Catalogue>()
const listeners = new Set<() => void>()
let currentLocale: Locale = DEFAULT_LOCALE
let snapshot: I18nSnapshot = makeSnapshot()
// Loads that a language switch waits for besides the global catalogue: the feature catalogues
// (feature-catalogues.ts) add theirs, so a page never shows two languages at once.
const extraLoads = new Set<(locale: Locale) => Promise<void>>()

/** Makes every later locale load (first load and switches) also wait for `load`. */
export function addLocaleLoad(load: (locale: Locale) => Promise<void>): void {
  extraLoads.add(load)
}

function loadAll(locale: Locale): Promise<unknown> {
  return Promise.all([loadCatalogue(locale), ...[...extraLoads].map((load) => load(locale))])
}

function lookup(key: string): CatalogueEntry | undefined {
  return loaded.get(currentLocale)?.[key] ?? loaded.get('en')?.[key]
}

export function translate(key: MessageKey, params?: MessageParams): string {
  const entry = lookup(key)
  return entry === undefined ? key : formatEntry(currentLocale, entry, params)
}

function makeSnapshot(): I18nSnapshot {
  return { locale: currentLocale, t: (key, params) => translate(key, params) }
}

async function loadCatalogue(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  const module = await catalogueLoaders[locale]()
  loaded.set(locale, module.default)
}

function apply(locale: Locale): void {
  currentLocale = locale
  document.documentElement.lang = locale
  snapshot = makeSnapshot()
  for (const listener of listeners) listener()
}

/** Resolves the first locale (cookie, browser languages, cs) and loads its catalogue before the first render. */
export async function initI18n(): Promise<void> {
  const locale = resolveInitialLocale({ cookie: document.cookie, languages: browserLanguages() })
  await loadAll(locale)
  apply(locale)
}

/**
 * Runtime switch: loads the catalogue (and those of the features on screen, so the page never
 * shows two languages at once), saves the choice in the cookie and updates `<html lang>`.
 */
export async function setLocale(locale: Locale): Promise<void> {
  await loadAll(locale)
  writeLocaleCookie(locale)
  apply(locale)
}

export function getLocale(): Locale {
  return currentLocale
}

export const i18nStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  getSnapshot: (): I18nSnapshot => {
    return snapshot
  },
}
