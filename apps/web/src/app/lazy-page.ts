import type { ComponentType } from 'react'
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

/**
 * Wraps a route module import so that any failure to load it (a chunk deleted by a new deployment, a
 * network drop) surfaces as a ChunkLoadError; the error page turns that into one guarded reload.
 */
export function lazyPage(
  load: () => Promise<LazyPageModule>,
  options: LazyPageOptions = {},
): () => Promise<Pick<LazyPageModule, 'Component'>> {
  const queries = options.queries ?? true
  return async () => {
    try {
      const [module] = await Promise.all([load(), queries ? loadQueryClient() : undefined])
      if (typeof module.Component !== 'function')
        throw new TypeError('Route module has no component')
      await Promise.all((module.messages ?? []).map(loadMessages))
      return { Component: module.Component }
    } catch (error) {
      throw new ChunkLoadError(error)
    }
  }
}
