import { addLocaleLoad } from './i18n-store'
import type { Locale } from './locale'
import { formatEntry, type CatalogueEntry, type MessageParams } from './message-format'

type Catalogue = Readonly<Record<string, CatalogueEntry>>

/**
 * One loader per locale, each a dynamic `import()` of a JSON file (its own chunk). The Czech
 * catalogue types the keys; English may differ in plural forms, so it is typed loosely and a unit
 * test keeps both at the same keys and placeholders (`catalogueDifferences`).
 */
export interface CatalogueLoaders<C extends Catalogue> {
  readonly cs: () => Promise<{ default: C }>
  readonly en: () => Promise<{ default: Catalogue }>
}

/** The texts of one feature (calculators, materials…), loaded with the feature's route. */
export interface FeatureCatalogue<K extends string> {
  readonly feature: string
  /**
   * Loads the catalogue of `locale` once. The same promise is returned until it fails (then the
   * next call retries), so a component may suspend on it with React's `use`.
   */
  load: (locale: Locale) => Promise<void>
  isLoaded: (locale: Locale) => boolean
  /** The text in `locale`, else in English, else in any loaded language, else the key itself. */
  translate: (locale: Locale, key: K, params?: MessageParams) => string
  /** The keys of the loaded catalogue of `locale` (a page may be structured by its keys). */
  keys: (locale: Locale) => readonly string[]
  subscribe: (listener: () => void) => () => void
  /** A new object whenever a catalogue of this feature finishes loading (useSyncExternalStore). */
  getSnapshot: () => CatalogueSnapshot<K>
}

export interface CatalogueSnapshot<K extends string> {
  readonly translate: (locale: Locale, key: K, params?: MessageParams) => string
  readonly keys: (locale: Locale) => readonly string[]
}

const registry = new Map<string, FeatureCatalogue<string>>()

// This module is part of the features' chunks only; once one of them runs, language switches
// also load the registered feature catalogues (setLocale waits for them).
addLocaleLoad(loadFeatureCatalogues)

/**
 * Registers a feature's catalogue. Call it at the top of the feature's module, so the catalogue is
 * known as soon as the route's chunk runs: from then on a language switch (`setLocale`) waits for
 * this catalogue as well as the global one. Registering the same feature twice returns the first.
 */
export function registerCatalogue<C extends Catalogue>(
  feature: string,
  loaders: CatalogueLoaders<C>,
): FeatureCatalogue<Extract<keyof C, string>> {
  const existing = registry.get(feature)
  if (existing) return existing
  const loaded = new Map<Locale, Catalogue>()
  // One promise per locale, kept once settled successfully: React's `use` needs the same promise
  // object on every render. A failed load is forgotten, so the next call tries again.
  const loads = new Map<Locale, Promise<void>>()
  const listeners = new Set<() => void>()

  const load = (locale: Locale): Promise<void> => {
    let promise = loads.get(locale)
    if (!promise) {
      const pending = loaders[locale]().then(
        (module) => {
          loaded.set(locale, module.default)
          snapshot = { translate, keys }
          // React's `use` reads a settled promise's `status` and then does not suspend at all (a
          // language switch awaits this load before it renders with the new language).
          void Object.assign(pending, { status: 'fulfilled', value: undefined })
          for (const listener of listeners) listener()
        },
        (error: unknown) => {
          loads.delete(locale)
          throw error
        },
      )
      promise = pending
      loads.set(locale, promise)
    }
    return promise
  }

  const lookup = (locale: Locale, key: string): CatalogueEntry | undefined => {
    const direct = loaded.get(locale)?.[key] ?? loaded.get('en')?.[key]
    if (direct !== undefined) return direct
    for (const catalogue of loaded.values()) if (key in catalogue) return catalogue[key]
    return undefined
  }

  const translate = (locale: Locale, key: string, params?: MessageParams): string => {
    const entry = lookup(locale, key)
    return entry === undefined ? key : formatEntry(locale, entry, params)
  }
  const keys = (locale: Locale): readonly string[] =>
    Object.keys(loaded.get(locale) ?? loaded.get('en') ?? {})
  let snapshot: CatalogueSnapshot<string> = { translate, keys }

  const catalogue: FeatureCatalogue<string> = {
    feature,
    load,
    isLoaded: (locale) => loaded.has(locale),
    translate,
    keys,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => snapshot,
  }
  registry.set(feature, catalogue)
  return catalogue
}

/**
 * Loads every registered feature catalogue for `locale` (the global switch waits for it). A failed
 * feature catalogue does not block the switch: its texts fall back to a loaded language and the
 * feature's hook tries again.
 */
async function loadFeatureCatalogues(locale: Locale): Promise<void> {
  await Promise.all(
    [...registry.values()].map((catalogue) => catalogue.load(locale).catch(() => undefined)),
  )
}
