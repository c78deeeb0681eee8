import { matchRoutes, type RouteObject } from 'react-router'
import type { Guard, RouteLocation } from './guards'

/** What the app keeps on a route besides its element (`handle` of React Router's route object). */
export interface RouteHandle {
  /** Starts loading the route's lazy page without rendering it. */
  preload?: () => void
  /** Decides before the route renders: pass, another address, or an error page. */
  guard?: Guard
}

// The router registers the table here: the root layout, inside that table, cannot import it.
let routeTable: RouteObject[] = []

export function registerRouteTable(routes: RouteObject[]): void {
  routeTable = routes
}

function matchedHandles(pathname: string): RouteHandle[] {
  return (matchRoutes(routeTable, pathname) ?? []).map(
    (match) => (match.route.handle ?? {}) as RouteHandle,
  )
}

/**
 * Loads the lazy pages of every route matching `pathname` without navigating: for a prefetch, and
 * when a navigation starts, so that a layout and its page load side by side instead of one after the
 * other. A page already loaded resolves at once; a failure is left to the navigation.
 */
export function prefetchRoute(pathname: string): void {
  for (const handle of matchedHandles(pathname)) handle.preload?.()
}

/**
 * The address the guards of the routes matching `location` send it to instead, outer routes first,
 * or null to render it. A guard that answers with an error page ends the walk: its route renders it.
 */
export function guardRedirect(location: RouteLocation): string | null {
  for (const handle of matchedHandles(location.pathname)) {
    const outcome = handle.guard?.(location)
    if (outcome) return 'redirect' in outcome ? outcome.redirect : null
  }
  return null
}
