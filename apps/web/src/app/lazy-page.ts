import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { ChunkLoadError } from '../shared/build-version/chunk-reload'
import { loadMessages, type CataloguePart } from '../shared/i18n/i18n-store'
import { loadQueryClient } from './query-client-loader'

export interface LazyPageModule {
  Component: ComponentType
  /**
   * The parts of the global catalogue the page uses besides the shell's (shared/i18n/parts): they
   * load before it renders. Named by the page's module, never by this table, so that they are
   * preloaded only for that page's first view.
   */
  messages?: readonly CataloguePart[]
}

export interface LazyPageOptions {
  /**
   * Whether the page (or anything it renders) uses TanStack Query; then the query client is loaded
   * beside the page's chunk, before it renders. Default true; only pages that never fetch through
   * it (landing, calculators) say false, so their first view does not download it.
   */
  queries?: boolean
}

export interface LazyPage {
  /** Renders the page; suspends (inside a navigation's transition) until its chunk is in. */
  Component: LazyExoticComponent<ComponentType>
  /** Starts loading without rendering (prefetch, or the parallel start of a route's pages). */
  preload: () => void
}

/** Pages a render waits for right now: a navigation (or the first load) is heading to them. */
let awaitedLoads = 0

/**
 * Whether a render is waiting for a page's chunk: a failed chunk then belongs to the user's
 * navigation (reload to it), not to a background prefetch (left alone).
 */
export function isPageLoadAwaited(): boolean {
  return awaitedLoads > 0
}

/**
 * A route's page, loaded on demand: the chunk, the query client (unless `queries: false`) and the
 * page's catalogue parts, all before it renders. Any failure to load (a chunk deleted by a new
 * deployment, a network drop) surfaces as a ChunkLoadError; the error page turns that into one
 * guarded reload. A failed prefetch is forgotten, so the navigation that follows tries again.
 */
export function lazyPage(
  load: () => Promise<LazyPageModule>,
  options: LazyPageOptions = {},
): LazyPage {
  const queries = options.queries ?? true
  let loading: Promise<ComponentType> | undefined
  const start = (): Promise<ComponentType> => {
    loading ??= (async () => {
      try {
        const [module] = await Promise.all([load(), queries ? loadQueryClient() : undefined])
        if (typeof module.Component !== 'function')
          throw new TypeError('Route module has no component')
        await Promise.all((module.messages ?? []).map(loadMessages))
        return module.Component
      } catch (error) {
        loading = undefined
        throw new ChunkLoadError(error)
      }
    })()
    return loading
  }
  // React calls this once, when the page first renders; the load may already be under way.
  const Component = lazy(async () => {
    awaitedLoads += 1
    try {
      return { default: await start() }
    } finally {
      awaitedLoads -= 1
    }
  })
  return {
    Component,
    preload: () => {
      start().catch(() => undefined)
    },
  }
}
