import { useEffect } from 'react'
import { BrowserRouter, useLocation, useNavigate, useRoutes } from 'react-router'
import { registerInternalNavigate } from '../shared/navigation/navigate'
import { installPreloadErrorHandler } from './chunk-error-handler'
import { isPageLoadAwaited } from './lazy-page'
import { RouteErrorBoundary } from './route-elements'
import { registerRouteTable } from './route-table'
import { routes } from './routes'

registerRouteTable(routes)

// A failed chunk while a navigation (or the first load) waits for a page reloads to where the user
// is heading: the address bar already shows it. A failed background prefetch is left alone.
installPreloadErrorHandler(() =>
  isPageLoadAwaited()
    ? window.location.pathname + window.location.search + window.location.hash
    : null,
)

/**
 * The route table rendered for the current address (ADR 019): a page loads inside the navigation's
 * transition, so the previous page stays until the next one is ready; the first load shows nothing
 * until its page is in. There is deliberately no Suspense boundary around the pages: a render that
 * suspends outside a transition (a picker's texts loading after a choice) then keeps the page on
 * screen, focus included, instead of swapping it for a fallback. What breaks a layout itself shows
 * the standalone error page.
 */
export function AppRoutes() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    registerInternalNavigate((to, options) => {
      void navigate(to, { replace: options?.replace ?? false })
    })
  }, [navigate])
  const element = useRoutes(routes)
  return (
    <RouteErrorBoundary resetKey={location.key} standalone>
      {element}
    </RouteErrorBoundary>
  )
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
