import { use, useMemo, useSyncExternalStore } from 'react'
import type { FeatureCatalogue } from './feature-catalogues'
import type { Locale } from './locale'
import type { MessageParams } from './message-format'
import { useI18n } from './use-i18n'

export interface FeatureMessages<K extends string> {
  locale: Locale
  /** The feature's text for `key` in the current language. */
  t: (key: K, params?: MessageParams) => string
  /** Every key of the feature's catalogue in the current language. */
  keys: () => readonly string[]
}

/**
 * The texts of a feature in the current language. Until the feature's catalogue for that language
 * has loaded, the component suspends (`use`): during a navigation the router keeps the previous
 * page on screen meanwhile, so a page never shows keys or a second language. A language switch
 * loads registered catalogues before it applies (`setLocale`), so it does not suspend.
 */
export function useFeatureMessages<K extends string>(
  catalogue: FeatureCatalogue<K>,
): FeatureMessages<K> {
  const { locale } = useI18n()
  // A new snapshot after each load gives a new `t`, so memoised children re-render too.
  const snapshot = useSyncExternalStore(
    catalogue.subscribe,
    catalogue.getSnapshot,
    catalogue.getSnapshot,
  )
  // Always called (never conditionally): a suspended first render is replayed with the same
  // hooks in the same order. Once loaded, the promise is marked settled and `use` returns at once.
  use(catalogue.load(locale))
  return useMemo(
    () => ({
      locale,
      t: (key: K, params?: MessageParams) => snapshot.translate(locale, key, params),
      keys: () => snapshot.keys(locale),
    }),
    [locale, snapshot],
  )
}
