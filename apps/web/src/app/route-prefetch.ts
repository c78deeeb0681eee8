import { matchRoutes, type RouteObject } from 'react-router'

let routeTable: RouteObject[] = []

export function registerPrefetchRoutes(routes: RouteObject[]): void {
  routeTable = routes
}

/**
 * Loads the lazy modules of every route matching `pathname` without navigating. A module already
 * loaded resolves from the module map at once; a failure is ignored (the real navigation handles it).
 */
export function prefetchRoute(pathname: string): void {
  for (const match of matchRoutes(routeTable, pathname) ?? []) {
    const lazy = match.route.lazy
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined)
  }
}
