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
  /**
   * Adds a part: more of the feature's keys in files of their own, for the pages that need them
   * (each calculator page its specialty's texts). Call it at the top of such a page's module; from
   * then on `load` loads the part too, so a page suspends until its part is there as well.
   */
  addPart: (loaders: CatalogueLoaders<Catalogue>) => void
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
export function registerCatalogue<
  C extends Catalogue,
  // The keys of a catalogue with parts (`addPart`) are those of all its parts.
  K extends string = Extract<keyof C, string>,
>(feature: string, loaders: CatalogueLoaders<C>): FeatureCatalogue<K> {
  const existing = registry.get(feature)
  if (existing) return existing
  /** Per locale, the parts loaded so far merged into one catalogue. */
  const loaded = new Map<Locale, Catalogue>()
  const parts: CatalogueLoaders<Catalogue>[] = [loaders]
  // One promise per part and locale, kept once settled successfully; a failed one is forgotten,
  // so the next call tries again.
  const partLoads = new Map<string, Promise<void>>()
  const partsLoaded = new Set<string>()
  // One promise per locale for all parts known when it was made, kept while no part is added:
  // React's `use` needs the same promise object on every render.
  const loads = new Map<Locale, { promise: Promise<void>; parts: number }>()
  const listeners = new Set<() => void>()

  const loadPart = (index: number, locale: Locale): Promise<void> => {
    const id = `${index}:${locale}`
    let promise = partLoads.get(id)
    if (!promise) {
      const part = parts[index]
      if (!part) return Promise.resolve()
      promise = part[locale]().then(
        (module) => {
          loaded.set(locale, { ...loaded.get(locale), ...module.default })
          partsLoaded.add(id)
        },
        (error: unknown) => {
          partLoads.delete(id)
          throw error
        },
      )
      partLoads.set(id, promise)
    }
    return promise
  }

  const load = (locale: Locale): Promise<void> => {
    const current = loads.get(locale)
    if (current && current.parts === parts.length) return current.promise
    const pending = Promise.all(parts.map((_, index) => loadPart(index, locale))).then(
      () => {
        snapshot = { translate, keys }
        // React's `use` reads a settled promise's `status` and then does not suspend at all (a
        // language switch awaits this load before it renders with the new language).
        void Object.assign(pending, { status: 'fulfilled', value: undefined })
        for (const listener of listeners) listener()
      },
      (error: unknown) => {
        if (loads.get(locale)?.promise === pending) loads.delete(locale)
        throw error
      },
    )
    loads.set(locale, { promise: pending, parts: parts.length })
    return pending
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
    isLoaded: (locale) => parts.every((_, index) => partsLoaded.has(`${index}:${locale}`)),
    translate,
    keys,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => snapshot,
    addPart: (part) => {
      if (!parts.includes(part)) parts.push(part)
    },
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
