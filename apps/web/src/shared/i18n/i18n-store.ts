import type csCatalogue from './messages/cs.json'
import type csApp from './parts/app/messages/cs.json'
import type csLanding from './parts/landing/messages/cs.json'
import type csPublic from './parts/public/messages/cs.json'
import {
  browserLanguages,
  DEFAULT_LOCALE,
  resolveInitialLocale,
  writeLocaleCookie,
  type Locale,
} from './locale'
import { formatEntry, type CatalogueEntry, type MessageParams } from './message-format'

/**
 * Every message key of the global catalogue and its parts; the Czech catalogues are the source of
 * truth (a test keeps `default` in step).
 */
export type MessageKey =
  keyof typeof csCatalogue | keyof typeof csLanding | keyof typeof csPublic | keyof typeof csApp
export type { MessageParams } from './message-format'
type Catalogue = Record<string, CatalogueEntry>

/**
 * A part of the global catalogue: one JSON file per locale, each its own chunk loaded lazily;
 * English is served by the `default` catalogue, which is also the fallback. The entry loads only
 * the shell's part (`messages/`); the others (`parts/`) are loaded by the routes that use them
 * (`loadMessages`), so a first visit does not download the texts of the signed-in app. A part
 * module must not be imported by the entry: the first-view preload map
 * (build/first-view-preload-plugin.ts) preloads the catalogues the entry imports on every route,
 * those a page's chunks import only on that page.
 */
export interface CataloguePart {
  readonly name: string
  readonly cs: () => Promise<{ default: Catalogue }>
  readonly en: () => Promise<{ default: Catalogue }>
}

const shellMessages: CataloguePart = {
  name: 'shell',
  cs: () => import('./messages/cs.json'),
  en: () => import('./messages/default.json'),
}

export interface I18nSnapshot {
  locale: Locale
  t: (key: MessageKey, params?: MessageParams) => string
}

/** Per locale, every part loaded so far merged into one catalogue. */
const loaded = new Map<Locale, Catalogue>()
/** The parts every locale load (first load and switches) loads; a route adds its own. */
const parts = new Map<string, CataloguePart>([[shellMessages.name, shellMessages]])
/** One load per part and locale (`name:locale`), kept once it succeeded, dropped when it failed. */
const partLoads = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()
let currentLocale: Locale = DEFAULT_LOCALE
/** The locale being loaded or shown (set before its catalogues arrive, unlike `currentLocale`). */
let targetLocale: Locale | null = null
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

function loadPart(part: CataloguePart, locale: Locale): Promise<void> {
  const key = `${part.name}:${locale}`
  let load = partLoads.get(key)
  if (!load) {
    load = part[locale]().then(
      (module) => {
        loaded.set(locale, { ...loaded.get(locale), ...module.default })
      },
      (error: unknown) => {
        partLoads.delete(key)
        throw error
      },
    )
    partLoads.set(key, load)
  }
  return load
}

async function loadCatalogue(locale: Locale): Promise<void> {
  await Promise.all([...parts.values()].map((part) => loadPart(part, locale)))
}

function resolvedLocale(): Locale {
  targetLocale ??= resolveInitialLocale({
    cookie: document.cookie,
    languages: browserLanguages(),
  })
  return targetLocale
}

/**
 * Loads a part of the global catalogue in the language being shown (a route awaits it before it
 * renders, see app/lazy-page.ts); from then on every language switch loads it too.
 */
export async function loadMessages(part: CataloguePart): Promise<void> {
  parts.set(part.name, part)
  let locale = resolvedLocale()
  await loadPart(part, locale)
  // A switch that started meanwhile did not know this part yet.
  while (locale !== resolvedLocale()) {
    locale = resolvedLocale()
    await loadPart(part, locale)
  }
  if (locale === currentLocale) {
    snapshot = makeSnapshot()
    for (const listener of listeners) listener()
  }
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
  targetLocale = locale
  await loadAll(locale)
  apply(locale)
}

/**
 * Runtime switch: loads the catalogue (and those of the features on screen, so the page never
 * shows two languages at once), saves the choice in the cookie and updates `<html lang>`.
 */
export async function setLocale(locale: Locale): Promise<void> {
  targetLocale = locale
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
