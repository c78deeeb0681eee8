import type csCatalogue from './messages/cs.json'
import { formatNumber } from './format'
import {
  browserLanguages,
  DEFAULT_LOCALE,
  resolveInitialLocale,
  writeLocaleCookie,
  type Locale,
} from './locale'
import { selectPluralForm, type PluralForms } from './plural'

/** Every message key; the Czech catalogue is the source of truth (a test keeps `default` in step). */
export type MessageKey = keyof typeof csCatalogue
export type MessageParams = Record<string, string | number>
type Catalogue = Record<string, string | PluralForms>

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

function interpolate(locale: Locale, template: string, params: MessageParams | undefined): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? formatNumber(locale, value) : value
  })
}

function lookup(key: string): string | PluralForms | undefined {
  return loaded.get(currentLocale)?.[key] ?? loaded.get('en')?.[key]
}

export function translate(key: MessageKey, params?: MessageParams): string {
  const entry = lookup(key)
  if (entry === undefined) return key
  if (typeof entry === 'string') return interpolate(currentLocale, entry, params)
  const count = typeof params?.count === 'number' ? params.count : 0
  return interpolate(currentLocale, selectPluralForm(currentLocale, entry, count), params)
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
  await loadCatalogue(locale)
  apply(locale)
}

/** Runtime switch: loads the catalogue, saves the choice in the cookie and updates `<html lang>`. */
export async function setLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale)
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
