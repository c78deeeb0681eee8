import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { analyticsSwitch } from '../shared/analytics/analytics-switch'
import { isReloadOnNavigationPending } from '../shared/build-version/build-version'
import { schedulePrefetch } from '../shared/prefetch/prefetch'
import { ToastRegion } from '../shared/toasts/toast-region'
import { useFocusOnNavigation } from './focus-on-navigation'
import { guardRedirect, prefetchRoute } from './route-table'
import { useScrollRestoration } from './scroll-restoration'

// Loaded only where analytics runs (an analytics id is configured); without the banner the page
// works on, so a failed load shows nothing rather than an error.
const ConsentBanner = lazy(() =>
  import('../shared/analytics/consent-banner').then(
    (module) => ({ default: module.ConsentBanner }),
    () => ({ default: () => null }),
  ),
)

/**
 * The root route: every page, public or signed-in, renders inside this. Before any layout renders
 * for a new address it decides, as a server would before answering:
 * - a newer build was announced (build-version.ts): this navigation becomes a full page load of its
 *   target, which fetches the new index.html; the old build renders nothing more;
 * - a guard sends the address elsewhere (a signed-out visitor on /app, a user on /): nothing
 *   renders, the address is replaced;
 * - otherwise the pages of every route it matches start loading side by side, and render.
 */
export function RootLayout() {
  const location = useLocation()
  const navigate = useNavigate()
  const analytics = useSyncExternalStore(
    analyticsSwitch.subscribe,
    analyticsSwitch.isOn,
    analyticsSwitch.isOn,
  )
  // Whether this address becomes a full page load is decided once, when it is first rendered (the
  // first load never is): a later render of the same address (a store change) keeps the decision.
  const [arrival, setArrival] = useState({ key: location.key, reload: false })
  if (arrival.key !== location.key)
    setArrival({ key: location.key, reload: isReloadOnNavigationPending() })
  const href = location.pathname + location.search + location.hash
  const reloadTo = arrival.key === location.key && arrival.reload ? href : null
  // Decided once per address, as loaders were: a later render (a store change) keeps the decision.
  const redirect = useMemo(
    () => (reloadTo === null ? guardRedirect(location) : null),
    [reloadTo, location],
  )
  if (reloadTo === null && redirect === null) prefetchRoute(location.pathname)
  useFocusOnNavigation()
  useScrollRestoration()
  // Prefetch the chunks of the links on the new page 1000 ms after it settles.
  useEffect(() => schedulePrefetch(prefetchRoute), [location.key])
  useEffect(() => {
    if (reloadTo !== null) window.location.assign(reloadTo)
    else if (redirect !== null) void navigate(redirect, { replace: true })
  }, [reloadTo, redirect, navigate])

  if (reloadTo !== null || redirect !== null) return null
  return (
    <>
      <Outlet />
      <ToastRegion />
      {analytics && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
    </>
  )
}
