import type { ComponentType } from 'react'
import { ChunkLoadError } from '../shared/build-version/chunk-reload'

export interface LazyPageModule {
  Component: ComponentType
}

/**
 * Wraps a route module import so that any failure to load it (a chunk deleted by a new deployment, a
 * network drop) surfaces as a ChunkLoadError; the error page turns that into one guarded reload.
 */
export function lazyPage(load: () => Promise<LazyPageModule>): () => Promise<LazyPageModule> {
  return async () => {
    try {
      const module = await load()
      if (typeof module.Component !== 'function')
        throw new TypeError('Route module has no component')
      return module
    } catch (error) {
      throw new ChunkLoadError(error)
    }
  }
}
