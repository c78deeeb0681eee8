import type { LiveHub } from './live/hub'

/**
 * The named in-process caches an admin may refresh (ADR 043), registered in one place
 * (`buildApp`). A refresh empties the cache on every instance through the live hub's signals
 * (ADR 036): on a PostgreSQL server `pg_notify` on the live channel, which every instance (this
 * one included) listens to; on the embedded database, one process, at once. A cache refills itself
 * from the database.
 */
const TOPIC = 'cache.refresh'

export type NamedCache = { name: string; entries: () => number; clear: () => void }
export type CacheRegistry = ReturnType<typeof createCacheRegistry>

export function createCacheRegistry(live: Pick<LiveHub, 'signal' | 'onSignal'>) {
  const caches = new Map<string, NamedCache>()

  live.onSignal(TOPIC, (data) => {
    // null: refreshes may have been missed while the channel was down; start afresh.
    if (data === null) for (const cache of caches.values()) cache.clear()
    else if (typeof data === 'string') caches.get(data)?.clear()
  })

  return {
    register(cache: NamedCache) {
      if (caches.has(cache.name)) throw new Error(`cache '${cache.name}' is registered twice`)
      caches.set(cache.name, cache)
    },
    has: (name: string) => caches.has(name),
    list: () =>
      [...caches.values()].map((cache) => ({ name: cache.name, entries: cache.entries() })),

    /** Empties the named cache here and on every other instance. */
    async refresh(name: string): Promise<void> {
      if (!caches.has(name)) throw new Error(`no cache named '${name}'`)
      await live.signal(TOPIC, name)
    },
  }
}
