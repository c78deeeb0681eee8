import { Component, type ReactNode } from 'react'
import { Outlet, useLocation, type RouteObject } from 'react-router'
import { ErrorPage } from './error-page'
import { notFound, type Guard } from './guards'
import { lazyPage, type LazyPageModule, type LazyPageOptions } from './lazy-page'
import type { RouteHandle } from './route-table'

/**
 * Renders a guarded route: its page when the guard passes, the guard's error page (403, 404) in
 * the route's own layout otherwise. A redirect never gets here: the root layout renders nothing
 * for it and replaces the address first (root-layout.tsx).
 */
function Guarded({ guard, children }: { guard: Guard; children?: ReactNode }) {
  const { pathname, search } = useLocation()
  const outcome = guard({ pathname, search })
  if (outcome === null) return children
  return 'error' in outcome ? <ErrorPage error={outcome.error} /> : null
}

/** A route's element and handle for a lazily loaded page, behind a guard when one is given. */
export function page(
  load: () => Promise<LazyPageModule>,
  { guard, ...options }: LazyPageOptions & { guard?: Guard } = {},
): Required<Pick<RouteObject, 'element'>> & { handle: RouteHandle } {
  const { Component, preload } = lazyPage(load, options)
  return {
    element: guard ? (
      <Guarded guard={guard}>
        <Component />
      </Guarded>
    ) : (
      <Component />
    ),
    handle: { preload, guard },
  }
}

/** The catch-all routes: the 404 page in the layout the address falls under. */
export const notFoundRoute: RouteObject = {
  path: '*',
  element: <Guarded guard={notFound} />,
  handle: { guard: notFound } satisfies RouteHandle,
}

interface BoundaryProps {
  /** A new value (the next navigation) clears a caught error. */
  resetKey: string
  standalone?: boolean
  children?: ReactNode
}

interface BoundaryState {
  caught: { error: unknown } | null
  resetKey: string
}

/**
 * What breaks while rendering a page (a chunk that fails to load, a session that ended, a bug)
 * shows the error page in its place until the next navigation.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey }
  }

  override render() {
    const { caught } = this.state
    if (caught === null) return this.props.children
    return <ErrorPage error={caught.error} standalone={this.props.standalone} />
  }
}

/** Inside each layout: errors of a page stay within the layout (the menu stays usable). */
export function PageErrorBoundary() {
  const { key } = useLocation()
  return (
    <RouteErrorBoundary resetKey={key}>
      <Outlet />
    </RouteErrorBoundary>
  )
}
